/**
 * The Spanish part for the quote flow and the plain quote form: every id of `quote-en.ts`, in
 * the Spanish Californian drivers speak, "usted" to the reader and the first person where the
 * visitor answers for themself ("Pago yo") (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 * The choices are the receipt e-mail's words, from one module (./quote-choices.ts), but for
 * the visitor's own «No estoy seguro».
 *
 * After editing run `npm run messages`.
 */
import { quoteChoicesEs, underPrefix } from './quote-choices';
import type { QuoteCatalogue } from './quote-en';

export const quoteEs: QuoteCatalogue = {
  'quote.progress': 'Paso {step} de {count}',
  'quote.back': 'Atrás',
  'quote.sending': 'Enviando…',
  'quote.continue': 'Continuar',
  'quote.change': 'Cambiar',
  'quote.choose': 'Elija',
  'quote.sendRefused':
    'Todavía no pudimos enviar su solicitud: {message}. Sus demás respuestas quedan guardadas.',
  'quote.done.sentTitle': 'Solicitud enviada: gracias',
  'quote.done.savedTitle': 'Guardada en este dispositivo',
  'quote.done.windowRequested':
    'Le llamaremos o le enviaremos un mensaje de texto para confirmar el horario que pidió; es una solicitud hasta que lo confirmemos.',
  'quote.done.callToArrange':
    'Le llamaremos o le enviaremos un mensaje de texto para acordar un horario.',
  'quote.done.savedOffline':
    'Su solicitud quedó guardada en este dispositivo y se enviará sola cuando vuelva la conexión.',
  'quote.done.talkNowBeforePhone': 'Para hablar con nosotros ahora, llame al',

  'quote.receipt.vehicle': 'Vehículo',
  'quote.receipt.vehicleByVin': 'Número VIN {vin}',
  'quote.receipt.glass': 'Vidrio',
  'quote.receipt.where': 'Dónde',
  'quote.receipt.payment': 'Quién paga',
  'quote.receipt.photos': 'Fotos',
  'quote.receipt.noPhotos': 'ninguna',
  'quote.calendar.summary': 'Cita para el vidrio del carro (solicitada), {business}',
  'quote.calendar.description':
    'Referencia {reference}. Es una ventana de horario solicitada hasta que se la confirmemos. Preguntas: {phone}',

  'quote.vehicle.title': 'Su vehículo',
  'quote.vehicle.identifyBy': '¿Cómo prefiere decirnos cuál es?',
  'quote.vehicle.byModel': 'Año, marca y modelo',
  'quote.vehicle.byVin': 'El número VIN, de 17 caracteres',
  'quote.vehicle.year': 'Año',
  'quote.vehicle.make': 'Marca',
  'quote.vehicle.anotherMake': 'Otra marca',
  'quote.vehicle.model': 'Modelo',
  'quote.vehicle.anotherModel': 'Otro modelo',
  'quote.vehicle.vin': 'Número VIN',
  'quote.vehicle.vinHint':
    'Está en la parte de abajo del parabrisas, del lado del conductor, o en la tarjeta de registro. {typed} de 17 caracteres.',
  'quote.vehicle.vinReads':
    'Este VIN corresponde a un {vehicle}. Con él revisaremos el vidrio exacto.',
  'quote.vehicle.vinLookedUp': 'Con este VIN buscaremos el vidrio exacto.',
  'quote.vehicle.vinModel': 'Modelo de {make} (opcional)',
  'quote.vehicle.notSure': 'No estoy seguro',
  'quote.vehicle.derivedClass': '{vehicle}: {vehicleClass}. ',
  'quote.vehicle.kind': '¿Qué tipo de vehículo es?',

  'quote.glass.title': 'El vidrio',
  'quote.glass.what': '¿Qué hay que arreglar?',
  'quote.glass.whichDoor': '¿Qué puerta?',
  'quote.glass.featuresNote':
    'Esto cambia el vidrio y el trabajo. Si no está seguro, díganos: lo revisamos con el VIN o con una foto.',
  'quote.glass.derived': '{vehicle}: {features}, según nuestros registros de este modelo. ',
  'quote.glass.derivedFeature': '{answer, select, yes {{feature}} other {sin {feature}}}',

  'quote.contact.title': 'Dónde está el carro y a quién llamar',
  'quote.contact.submit': 'Ver mi precio estimado',
  'quote.contact.zipCode': 'Código postal donde estará el carro',
  'quote.contact.zipUnknown':
    'No reconocemos este código postal como uno del Área de la Bahía. Revíselo, o siga adelante: le llamaremos para confirmar dónde está el carro.',
  'quote.contact.zipInside':
    '{city}, condado de {county}: dentro de nuestra zona de servicio. Vamos a donde usted esté.',
  'quote.contact.zipOutside':
    '{city}, condado de {county}, está fuera de nuestra zona de servicio habitual. Envíe su solicitud de todos modos: le diremos con sinceridad si podemos ir.',

  'quote.send.title': 'Su precio estimado y un horario',
  'quote.send.submit': 'Enviar mi solicitud',
  'quote.send.payment': '¿Quién paga el vidrio?',
  'quote.send.insurer': 'Su aseguradora (opcional)',
  'quote.send.insurerLater': 'Elija, o déjelo para después',
  'quote.send.anotherInsurer': 'Otra aseguradora',
  'quote.send.billInsurer': 'Le cobramos directamente a su aseguradora',
  'quote.send.insuranceNote':
    'Lo que usted paga depende de la cobertura de vidrios y del deducible de su póliza, por eso aquí no mostramos un precio. Lo confirmamos con su aseguradora antes de hacer cualquier trabajo.',
  'quote.send.beforeInsurance':
    'Precio estimado sin contar el seguro. Confirmamos el precio exacto antes de hacer cualquier trabajo.',
  'quote.send.estimateDetails': 'Qué incluye y qué podría cambiarlo',
  'quote.send.includes': 'Incluye:',
  'quote.send.couldChange':
    'Podría cambiar según la pieza exacta para su VIN, las opciones de equipamiento o daños que encontremos en la visita.',
  'quote.send.dependsOn': 'Depende de:',
  'quote.send.noPrice':
    'Cotizamos cada trabajo según el vidrio exacto de su vehículo, así que le llamaremos o le enviaremos un mensaje de texto con un precio muy pronto.',
  'quote.send.when': 'Cuándo le conviene',
  'quote.send.whenNote':
    'Elija un horario, o déjelo para una llamada. Es una solicitud: la confirmamos por teléfono o mensaje de texto.',
  'quote.send.windowsLoading': 'Cargando los horarios disponibles…',
  'quote.send.window': 'Ventana de horario',
  'quote.send.callToArrange': 'Llámenme para acordar un horario',
  'quote.send.laterWindows':
    '{count, plural, one {Ver # horario más tarde} other {Ver # horarios más tarde}}',
  'quote.send.windowsUnreachable':
    'No se pudieron cargar los horarios disponibles. Siga adelante y le llamaremos para acordar un horario.',
  'quote.send.photos': 'Fotos del daño',
  'quote.send.photosNote':
    'Opcional: hasta {max} fotos del daño nos ayudan a llevar el vidrio correcto. Solo nuestro equipo las ve; se les quitan los datos de ubicación.',
  'quote.send.takePhoto': 'Tomar una foto',
  'quote.send.choosePhotos': 'Elegir fotos',
  'quote.send.photoAttached': '{name}: adjunta ',
  'quote.send.removePhoto': 'Quitar {name}',
  'quote.send.photoSending': '{name}: enviando…',
  'quote.send.photoSendingLabel': 'Enviando {name}',
  'quote.send.photoFailed': '{name}: {message}',

  'quote.refusal.notAnImage': 'Este archivo no es una foto. Adjunte una imagen JPEG, PNG o WebP.',
  'quote.refusal.heic':
    'Esta foto está en formato HEIC, que no podemos abrir. Adjúntela como JPEG (en un iPhone: Configuración › Cámara › Formatos › Más compatible) o adjunte una captura de pantalla de la foto.',
  'quote.refusal.unreadable':
    'No pudimos leer esta foto: el archivo parece dañado o incompleto. Adjúntela de nuevo o adjunte otra foto.',
  'quote.refusal.tooLarge':
    'Esta foto pesa más de 12 MB. Adjunte una foto más pequeña o una captura de pantalla de la foto.',
  'quote.refusal.tooManyPixels':
    'Esta imagen es demasiado grande (más de 50 megapíxeles). Adjunte una foto más pequeña o una captura de pantalla de la foto.',
  'quote.refusal.tooManyFromAddress':
    'Se enviaron demasiadas fotos desde esta conexión. Espere una hora e intente de nuevo, o envíe su solicitud sin fotos.',
  'quote.refusal.tooManyWithForm':
    'Este formulario ya recibió todas las fotos que puede. Envíe su solicitud; si necesitamos más fotos, se las pediremos.',
  'quote.refusal.storageFull':
    'En este momento no podemos recibir fotos. Envíe su solicitud sin fotos y se las pediremos cuando le llamemos, o llámenos al {phone}.',
  'quote.refusal.noFormToken':
    'No se pudo enviar la foto: vuelva a cargar la página e intente de nuevo.',
  'quote.refusal.rateLimited':
    'Demasiadas solicitudes. Espere un minuto e intente de nuevo, o llámenos al {phone}.',
  'quote.refusal.formTooLarge': 'El formulario es demasiado grande para enviarlo.',
  'quote.refusal.notSent': 'No se pudo enviar la foto. Revise la conexión e intente de nuevo.',

  'quote.window.hours': '{day}, de {start} a {end}',

  'quote.estimate.exactGlass': 'el vidrio exacto para su vehículo',
  'quote.estimate.glass': 'el vidrio',
  'quote.estimate.mobileVisit': 'el servicio móvil: vamos a donde usted esté',
  'quote.estimate.glassFor.forwardCamera': 'el vidrio para una cámara detrás del espejo',
  'quote.estimate.glassFor.rainSensor': 'el vidrio para un sensor de lluvia',
  'quote.estimate.glassFor.heatedArea': 'el vidrio con calefacción',
  'quote.estimate.glassFor.headUpDisplay':
    'el vidrio para una pantalla proyectada en el parabrisas (head-up display)',
  'quote.estimate.whetherItHas.forwardCamera': 'si tiene una cámara detrás del espejo',
  'quote.estimate.whetherItHas.rainSensor': 'si tiene sensor de lluvia',
  'quote.estimate.whetherItHas.heatedArea': 'si tiene vidrio con calefacción',
  'quote.estimate.whetherItHas.headUpDisplay':
    'si tiene pantalla proyectada en el parabrisas (head-up display)',
  'quote.estimate.whetherRecalibrating': 'si hay que recalibrar la cámara',
  'quote.estimate.recalibrating':
    'la calibración ADAS de la cámara después de poner el vidrio nuevo',
  'quote.estimate.recalibratingIfAny': 'la calibración ADAS de la cámara, si tiene una',

  ...underPrefix('quote.choice.', quoteChoicesEs),
  'quote.choice.answer.unsure': 'No estoy seguro',
  'quote.featureHint.forwardCamera':
    'Para mantenerse en el carril o frenar en una emergencia. Se recalibra después de poner un parabrisas nuevo.',
  'quote.featureHint.rainSensor': 'Limpiaparabrisas que se encienden solos cuando llueve.',
  'quote.featureHint.heatedArea':
    'Alambres finos en la parte de abajo del vidrio, o una zona con calefacción donde descansan los limpiaparabrisas.',
  'quote.featureHint.headUpDisplay':
    'La velocidad o las indicaciones del camino se ven en el parabrisas, frente al conductor.',

  'quote.notice':
    'Recopilamos su nombre, correo electrónico, teléfono, código postal, su vehículo, el vidrio, quién paga y la aseguradora, el horario que pide y las fotos que envíe, junto con la página desde la que lo envía y su dirección IP, para preparar su cotización, comunicarnos con usted sobre ella y enviarle un recibo por correo electrónico, para saber qué anuncios y páginas nos traen solicitudes y para bloquear el spam. Una vez que nos da sus datos de contacto, lo que escribió se nos envía aunque se vaya antes de terminar, para que podamos devolverle la llamada. Reciben su solicitud nuestro equipo y las empresas que la alojan, la guardan y la entregan; una solicitud que no se convierte en un trabajo se conserva hasta 24 meses.',

  'quote.plain.title': 'Su solicitud de cotización',
  'quote.plain.photosAgain':
    'Las fotos no se guardan cuando el formulario se devuelve: adjunte sus fotos otra vez.',
  'quote.plain.vinInstead': 'O el número VIN, en lugar del año, la marca y el modelo',
  'quote.plain.whichDoor': 'Si es el vidrio de una puerta: ¿qué puerta?',
  'quote.plain.notADoor': 'No es el vidrio de una puerta',
  'quote.plain.featuresNote': 'Si es un parabrisas nuevo: esto cambia el vidrio y el trabajo.',
  'quote.plain.whereAndWho': 'Dónde y quién',
  'quote.plain.insurer': 'Su aseguradora, si paga el seguro (opcional)',
  'quote.plain.photosAndTime': 'Fotos y horario',
  'quote.plain.photos': 'Fotos del daño (opcional, hasta {max})',
  'quote.plain.photosNote':
    'Solo nuestro equipo ve las fotos; se les quitan los datos de ubicación. Le llamaremos o le enviaremos un mensaje de texto para acordar un horario, y con un precio cuando hayamos revisado el vidrio de su vehículo.',

  'quote.error.vehicle': 'Elija el año, la marca y el modelo, o escriba su número VIN',
  'quote.error.year': 'Elija el año del modelo',
  'quote.error.make': 'Elija la marca',
  'quote.error.model': 'Elija o escriba el modelo',
  'quote.error.vehicleClass': 'Elija el tipo de vehículo',
  'quote.error.glass': 'Elija el vidrio que hay que arreglar',
  'quote.error.door': 'Elija qué puerta',
  'quote.error.payment': 'Elija quién paga',
  'quote.error.insurer': 'Escriba el nombre de su aseguradora',
  'quote.error.window': 'Elija una ventana de horario, o pídanos que le llamemos',
  'quote.error.windowFull':
    'Esa ventana de horario se acaba de llenar. Elija otra, o pídanos que le llamemos.',
  'quote.error.windowGone': 'Esa ventana de horario ya no está disponible. Elija otra.',
  'quote.error.serviceMismatch': 'El servicio no corresponde al vidrio elegido',
  'quote.error.vinLetters':
    'Un VIN nunca lleva las letras I, O ni Q: revise si son los números 1 y 0',
};
