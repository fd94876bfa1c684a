/**
 * The Spanish catalogue's part for the site shell: every id of `shell-en.ts`, in the `usted`
 * form (docs/decisions/spanish.md#the-shell-in-spanish). Spread into `es.ts`.
 */
import type { shellEn } from './shell-en';

export const shellEs: Record<keyof typeof shellEn, string> = {
  'shell.nav.label': 'Principal',
  'shell.nav.home': 'Inicio',
  'shell.nav.services': 'Servicios',
  'shell.nav.allServices': 'Ver todos los servicios',
  // Short, so the wide header keeps each label on one line at 1024 to 1440 px; the pages
  // they lead to keep their full names («Quiénes somos», «Zonas de servicio»).
  'shell.nav.about': 'Nosotros',
  'shell.nav.locations': 'Zonas',
  'shell.nav.allLocations': 'Todas las zonas',
  // "Blog" is the word Spanish speakers use too (SAME_IN_SPANISH in catalogues.test.ts).
  'shell.nav.blog': 'Blog',
  'shell.nav.contact': 'Contacto',
  'shell.nav.warranty': 'Garantía',

  'shell.bar.label': 'Acciones rápidas',
  'shell.bar.call': 'Llamar',
  'shell.bar.quote': 'Cotización',

  'shell.footer.since':
    'Reparación y reemplazo de parabrisas y calibración ADAS a domicilio en el Área de la Bahía desde {year}',
  'shell.footer.promise':
    'Vamos a donde esté usted, le facturamos directamente a su aseguradora y respaldamos cada instalación con {warranty}.',
  'shell.footer.ourWarranty': 'nuestra garantía de mano de obra',
  'shell.footer.opensInNewTab': '{network} (se abre en una pestaña nueva)',
  'shell.footer.quickLinks': 'Enlaces rápidos',
  'shell.footer.allServices': 'Todos los servicios',
  'shell.footer.serviceAreas': 'Zonas de servicio',
  'shell.footer.van': 'Nuestra camioneta de servicio',
  'shell.footer.legal': 'Información legal',
  'shell.footer.privacyPolicy': 'Política de privacidad',
  'shell.footer.termsOfService': 'Términos de servicio',
  'shell.footer.serviceLocations': 'Zonas de servicio en el Área de la Bahía',
  'shell.footer.copyright': '© {year} {name}. Todos los derechos reservados.',

  'newsletter.title': 'Boletín',
  'newsletter.intro': 'Consejos para cuidar los vidrios de su carro, dos veces al mes como máximo',
  'newsletter.email': 'Correo electrónico',
  'newsletter.consent':
    'Acepto recibir correos electrónicos de publicidad. Puedo cancelar mi suscripción en cualquier momento.',
  'newsletter.subscribe': 'Suscribirme',
  'newsletter.subscribing': 'Enviando…',
  'newsletter.successTitle': '¡Listo, ya está suscrito!',
  'newsletter.successText': 'Gracias por suscribirse a nuestro boletín.',
  'newsletter.failureTitle': 'No se pudo completar la suscripción',
  'newsletter.failureText':
    'Hubo un error al suscribirlo a nuestro boletín. Por favor, inténtelo de nuevo.',
  // The lead form's words for the same rule (forms-es.ts, 'form.error.email').
  'newsletter.error.email': 'Escriba un correo electrónico válido',
  'newsletter.error.consent': 'Confirme que acepta recibir correos electrónicos de publicidad',
  'notice.details': 'Detalles:',
  'notice.privacyPolicy': 'política de privacidad',

  'cookies.title': 'Cookies y privacidad',
  'cookies.text': 'Las cookies de analítica solo se activan si usted elige «Aceptar todo».',
  'cookies.privacyPolicy': 'Política de privacidad',
  // Exactly the words the Spanish privacy policy quotes (src/content/legal/es/privacy-policy.md).
  'cookies.accept': 'Aceptar todo',
  'cookies.decline': 'Rechazar',
  'cookies.close': 'Cerrar',

  // «De muestra»: a value made up for the demo, not the business's own.
  'sample.review': 'Reseña de muestra',
  'sample.rating': 'Calificación de muestra',
  'sample.credentials': 'Credenciales de muestra',
  'sample.foundingYear': 'Año de fundación de muestra',
  'sample.certification': 'Certificación de muestra',
  'sample.offer': 'Oferta de muestra',
  'sample.priceTable': 'Tabla de precios de muestra',

  'shell.pageIntroduction': 'Presentación de la página',

  'notFound.title': 'Página no encontrada',
  'notFound.description': 'La página que busca no existe o se cambió de lugar.',
  'notFound.text':
    'La página que busca no existe o se cambió de lugar. Le ayudamos a encontrar lo que necesita.',
  'notFound.home': 'Ir a la página principal',
};
