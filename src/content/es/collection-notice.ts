/**
 * The notice at collection of the Spanish pages' forms, in the words of the Spanish privacy
 * policy (src/content/legal/es/privacy-policy.md), as `../collection-notice.ts` is in the
 * English policy's words. Only the newsletter's for now: it is the one form of the site shell;
 * the quote and lead forms' Spanish notices belong with their Spanish forms.
 */
import type { CollectionForm } from '../collection-notice';

export const SPANISH_COLLECTION_NOTICE: Partial<Record<CollectionForm, string>> = {
  newsletter:
    'Recopilamos su correo electrónico, la página desde la que se suscribió, y su dirección IP y el tipo de navegador, para enviarle por correo electrónico consejos para el cuidado de los cristales y ofertas hasta que usted se dé de baja. Nuestro proveedor de correo electrónico recibe su dirección para enviárselos.',
};
