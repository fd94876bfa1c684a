/**
 * What a newsletter subscriber reads from the service, in Spanish: every id of `en.ts`, in the
 * "usted" form (docs/decisions/spanish.md#the-newsletter-in-the-subscribers-language). Typed
 * as a `NewsletterCatalogue`, so a missing or unknown id does not compile.
 */
import type { NewsletterCatalogue } from './en';

export const newsletterEs: NewsletterCatalogue = {
  'page.confirmTitle': 'Cancelar la suscripción al boletín',
  'page.confirmQuestion': '¿Dejamos de enviar el boletín a esta dirección?',
  'page.unsubscribe': 'Cancelar la suscripción',
  'page.doneTitle': 'Su suscripción está cancelada',
  'page.doneText':
    'Esta dirección ya no recibirá el boletín. ¿Cambió de opinión? Suscríbase de nuevo con el formulario al pie de cualquier página.',
  'page.invalidTitle': 'Este enlace para cancelar la suscripción no funciona',
  'page.invalidText':
    'Puede que el enlace se haya cortado al copiarlo, o que la dirección ya se haya borrado a petición suya. Responda a cualquiera de nuestros correos o llámenos, y la quitaremos de la lista.',
  'page.callUs': '¿Preguntas? Llámenos:',
  'email.unsubscribeLine': 'Cancele su suscripción con un clic: {url}',
};
