/**
 * The Spanish part for the lead form: every id of `forms-en.ts`, in the Spanish Californian
 * drivers speak, "usted" to the reader and the first person where the visitor consents
 * (docs/decisions/spanish.md#the-lead-form-in-spanish). The consents are stored with a Spanish
 * lead exactly as written here.
 *
 * After editing run `npm run messages`.
 */
import type { FormCatalogue } from './forms-en';

export const formsEs: FormCatalogue = {
  'form.name': 'Pedir una cotización gratis',
  'form.firstName': 'Nombre',
  'form.lastName': 'Apellido',
  'form.email': 'Correo electrónico',
  'form.phone': 'Teléfono',
  'form.zipCode': 'Código postal',
  'form.vin': 'Número VIN (opcional)',
  'form.service': 'Servicio que necesita',
  'form.serviceOption.windshield-replacement': 'Reemplazo de parabrisas',
  'form.serviceOption.windshield-repairs': 'Reparación de parabrisas',
  'form.serviceOption.door-glass-replacement': 'Reemplazo de vidrio de puerta',
  'form.serviceOption.back-glass-replacement': 'Reemplazo de vidrio trasero',
  'form.serviceOption.adas-windshield-calibration': 'Calibración ADAS del parabrisas',
  'form.serviceOption.mobile-service': 'Servicio móvil',
  'form.serviceOption.fleet-services': 'Servicios para flotas',
  'form.message': 'Cuéntenos sobre el daño (opcional)',
  'form.urgent': 'Necesito el servicio con urgencia (en las próximas 24 horas)',
  'form.submit': 'Pedir mi cotización gratis',
  'form.submitting': 'Enviando...',
  'form.talkBeforePhone': '¿Prefiere hablar con alguien? Llame al',
  'form.talkAfterPhone': '.',
  'form.errorCount':
    '{message}: {count, plural, one {# dato por corregir} other {# datos por corregir}}.',
  'form.refusedTitle': '{count, plural, one {Corrija # dato} other {Corrija # datos}} – ',
  'form.savedOfflineBeforePhone':
    'Su solicitud quedó guardada en este dispositivo y se enviará sola cuando vuelva la conexión. Para hablar con nosotros ahora, llame al',

  'form.consent.privacy':
    'He leído y acepto la política de privacidad, y acepto que me contacten por teléfono, mensaje de texto o correo electrónico sobre esta solicitud.',
  'form.consent.privacyLink': 'política de privacidad',
  'form.consent.texts':
    'Envíenme mensajes de texto sobre esta solicitud (confirmación de la cita y avisos). Pueden aplicarse tarifas por mensajes y datos. Responda STOP para no recibir más mensajes.',
  'form.consent.marketing':
    'Envíenme ofertas de vez en cuando y consejos para cuidar los vidrios por correo electrónico, llamada o mensaje de texto. Dar este consentimiento no es una condición de compra; puedo retirarlo en cualquier momento (respondiendo STOP a un mensaje de texto o con el enlace para darme de baja de un correo electrónico).',

  'form.notice':
    'Recopilamos su nombre, correo electrónico, teléfono, código postal y lo que nos cuente sobre el carro y el daño, junto con la página desde la que lo envía y su dirección IP, para preparar su cotización y comunicarnos con usted sobre ella, para saber qué anuncios y páginas nos traen solicitudes y para bloquear el spam. Reciben su solicitud nuestro equipo y las empresas que la alojan, la guardan y la entregan; una solicitud que no se convierte en un trabajo se conserva hasta 24 meses.',
  'form.noticeDetails': 'Detalles:',

  'form.receipt.name': 'Nombre',
  'form.receipt.service': 'Servicio',
  'form.receipt.company': 'Empresa',
  'form.receipt.vin': 'Número VIN',

  'form.error.firstName': 'Escriba su nombre',
  'form.error.lastName': 'Escriba su apellido',
  'form.error.email': 'Escriba un correo electrónico válido',
  'form.error.phone': 'Escriba un número de teléfono válido',
  'form.error.zipCode': 'El código postal debe tener 5 dígitos',
  'form.error.vinNumber': 'El VIN debe tener exactamente 17 letras o números',
  'form.error.vinCheckDigit':
    'Este VIN no cuadra: puede haber un carácter mal escrito. Compárelo con la tarjeta de registro del vehículo o déjelo en blanco',
  'form.error.consentPrivacyPolicy': 'Debe aceptar la política de privacidad',
  'form.error.service': 'Elija un servicio',
  'form.error.message': 'Su mensaje debe tener menos de 2,000 caracteres',
  'form.error.company': 'Escriba el nombre de su empresa',
  'form.error.fleetSize': 'Elija cuántos vehículos tiene su flotilla',
  'form.error.formInvalid': 'Corrija los errores del formulario',
  'form.error.storeFailed': 'Algo salió mal. Intente de nuevo.',
  'form.error.success': '¡Gracias! Nos comunicaremos con usted muy pronto.',
};
