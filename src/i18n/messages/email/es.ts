/**
 * The customer's e-mails and texts in Spanish: every id of the English catalogue (`en.ts`),
 * written in the Spanish Californian drivers speak, in the `usted` form, with "cotización"
 * for a quote (docs/decisions/spanish.md#server). Typed as an `EmailCatalogue`, so a missing
 * or unknown id does not compile.
 *
 * The texts end with the opt-out line: the keyword stays the English STOP the text provider
 * understands, so a Spanish reader is told which word to send.
 */
import { quoteChoicesEs, underPrefix } from '@/i18n/catalogues/quote-choices';
import type { EmailCatalogue } from './en';

export const emailEs: EmailCatalogue = {
  'receipt.subject': 'Recibimos su solicitud de cotización: {business}',
  'receipt.greeting': 'Hola:',
  'receipt.greetingName': 'Hola, {name}:',
  'receipt.intro': 'Gracias por su solicitud de cotización. Esto es lo que usted eligió:',
  'receipt.introInCity':
    'Gracias por su solicitud de cotización. Esto es lo que usted eligió para un vehículo en {city}:',
  'receipt.line': '{label}: {value}',
  'receipt.label.vehicle': 'Vehículo',
  'receipt.label.glass': 'Vidrio',
  'receipt.label.features': 'Funciones del parabrisas',
  'receipt.label.payment': 'Quién paga',
  'receipt.label.estimate': 'Precio estimado que vio',
  'receipt.label.window': 'Horario solicitado',
  'receipt.label.photos': 'Fotos',
  'receipt.estimate': '{range} sin contar el seguro',
  'receipt.estimateSample': '{range} sin contar el seguro (tabla de precios de muestra)',
  'receipt.noWindow': 'ninguno',
  'receipt.windowRequested':
    'Usted pidió un horario. Es una solicitud hasta que se lo confirmemos: le llamaremos o le enviaremos un mensaje de texto para confirmarlo, o para ofrecerle otro horario si ese ya no es posible.',
  'receipt.windowToArrange':
    'Le llamaremos o le enviaremos un mensaje de texto para acordar un horario que le convenga.',
  'receipt.estimateNote':
    'El precio estimado es un rango sin contar el seguro. Antes de hacer cualquier trabajo, le confirmamos el precio exacto según el vidrio de su vehículo.',
  'receipt.replyHours':
    'Le devolvemos la llamada o le respondemos por correo electrónico en nuestro horario de atención ({hours}). Para hablar con nosotros ahora, llame al {phone} o responda a este correo.',
  'receipt.notRequested':
    'Si usted no pidió una cotización, puede ignorar este correo: no le volveremos a escribir.',

  'hours.days': 'de {first} a {last}',
  'hours.range': '{days}, de {opens} a {closes}',
  'hours.separator': '; ',
  'window.requested':
    '{day}, {part, select, morning {por la mañana} afternoon {por la tarde} other {{part}}}',
  'window.hours': '{day}, de {start} a {end}',
  'price.range': '{low} a {high}',

  'booking.subject.booked': 'Su cita está reservada: {window}: {business}',
  'booking.subject.rescheduled': 'Su cita cambió al {window}: {business}',
  'booking.subject.cancelled': 'Su cita del {window} está cancelada: {business}',
  'booking.greeting': 'Hola:',
  'booking.greetingName': 'Hola, {name}:',
  'booking.body':
    '{change, select, rescheduled {Su cita cambió de horario. } other {}}Nuestro técnico irá a donde usted esté:\n\nCuándo: {window} (el técnico le llama cuando va en camino)\nDónde: {address}\n\nEl archivo de calendario adjunto agrega la cita a su calendario{change, select, rescheduled { y reemplaza el horario anterior} other {}}.\n\nPara cambiarla o cancelarla, llámenos al {phone} o responda a este correo.',
  'booking.cancelledBody':
    'Su cita con {business} del {window} en {address} está cancelada. El archivo de calendario adjunto la quita de su calendario.\n\nPara reservar otro horario, llámenos al {phone} o responda a este correo.',
  'booking.calendarSummary': '{business}: cita para los vidrios de su carro',
  'booking.calendarDescription':
    'Servicio móvil de vidrios para carros. Preguntas o cambios: {phone}.',

  'text.booked':
    'Su cita para los vidrios de su carro está reservada: {window}, en {address}. Preguntas: {phone}. Responda STOP para no recibir más mensajes.',
  'text.rescheduled':
    'Su cita para los vidrios de su carro cambió al {window}, en {address}. Preguntas: {phone}. Responda STOP para no recibir más mensajes.',
  'text.cancelled':
    'Su cita para los vidrios de su carro del {window} está cancelada. Para reservar otra: {phone}. Responda STOP para no recibir más mensajes.',

  ...underPrefix('choice.', quoteChoicesEs),
  'choice.answer.unsure': 'No está seguro',
};
