/**
 * The refused post's page in Spanish: every id of `en.ts`, in the "usted" form
 * (docs/decisions/spanish.md#refusals-in-the-pages-language). Typed as a
 * `RefusedPostCatalogue`, so a missing or unknown id does not compile.
 */
import type { RefusedPostCatalogue } from './en';

export const refusedPostEs: RefusedPostCatalogue = {
  'page.title': 'No pudimos aceptar el formulario',
  'page.back': 'Volver al formulario',
  'page.callUs': 'O llámenos:',

  'refusal.formUnreadable': 'No pudimos leer el formulario. Intente de nuevo.',
  'refusal.tooManyPhotos': 'Adjunte {max} fotos como máximo.',
  'refusal.idempotencyConflict':
    'Este número de solicitud ya se usó para otra solicitud. Envíe el formulario de nuevo para obtener uno nuevo.',
  'refusal.unavailable':
    'No pudimos guardar su solicitud en este momento, así que todavía no nos ha llegado. Envíela de nuevo en un minuto o llámenos al {phone}.',
  'refusal.unknownField': 'Este campo no es parte del formulario',
};
