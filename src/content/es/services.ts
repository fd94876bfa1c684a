/**
 * The service pages in Spanish: each service's title and one-line summary, and its long copy
 * in the English shapes (src/content/services.ts, src/content/service-details.ts). Written for
 * a Spanish-speaking driver from the English page's facts, not translated line by line, and
 * with no fact the English does not state (docs/decisions/spanish.md#service-pages-in-spanish).
 * What the profile decides is read from it, as the English does: the service area, the
 * calibration shop, the speed wording and the warranty (./promise-wording.ts), and "$0" only
 * with its condition (./claim-wording.ts). Fleet commercial terms (response time, payment
 * terms) are left out until the profile states them.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import { SERVICE_AREA } from '../service-area';
import type { Service, ServiceDetail } from '../types';
import { COUNTIES } from '../types';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from './claim-wording';
import { SPANISH_SERVICE_NAMES } from './service-names';
import {
  SPANISH_SOONEST_VISIT,
  spanishRecalibrationAnswer,
  spanishRecalibrationTerms,
  spanishVisitTiming,
  spanishWarrantyLasts,
  spanishWorkmanshipWarrantyName,
} from './promise-wording';
import { capitalize, joinSpanishNames, spanishCount } from './spanish-words';

/** Where static calibration is done (docs/decisions/launch-truth.md#calibration). */
const SHOP = SERVICE_AREA.calibrationShop;
const {
  base: BASE,
  radiusMiles: RADIUS_MILES,
  radiusKm: RADIUS_KM,
  cityCount: CITY_COUNT,
} = SERVICE_AREA;
/** '48 ciudades' */
const CITIES_SERVED = spanishCount(CITY_COUNT, 'ciudad', 'ciudades');
/** 'los condados de Alameda, Santa Clara, San Francisco, Contra Costa y San Mateo' */
const COUNTIES_NAMED = `los condados de ${joinSpanishNames(COUNTIES)}`;

/** 'garantía de mano de obra de por vida', from the profile's warranty terms. */
const WARRANTY = spanishWorkmanshipWarrantyName();
/** ' mientras usted sea dueño del vehículo' for a lifetime warranty; empty for one of some years. */
const LASTS = spanishWarrantyLasts();

export const SPANISH_SERVICES: Record<ServiceSlug, Pick<Service, 'title' | 'shortDescription'>> = {
  'windshield-replacement': {
    title: SPANISH_SERVICE_NAMES['windshield-replacement'],
    shortDescription:
      'Parabrisas OEM o equivalentes instalados en su casa o trabajo, con la cámara recalibrada cuando su auto lo necesita.',
  },
  'windshield-repairs': {
    title: SPANISH_SERVICE_NAMES['windshield-repairs'],
    shortDescription:
      'Astillas y grietas pequeñas rellenadas con resina en unos 30 minutos, antes de que se extiendan por el vidrio.',
  },
  'door-glass-replacement': {
    title: SPANISH_SERVICE_NAMES['door-glass-replacement'],
    shortDescription:
      'Ventanas laterales rotas reemplazadas, con el vidrio aspirado de la puerta y del interior, y el elevador de la ventana revisado.',
  },
  'back-glass-replacement': {
    title: SPANISH_SERVICE_NAMES['back-glass-replacement'],
    shortDescription:
      'Vidrios traseros (medallones) reemplazados, con la rejilla del desempañador y las conexiones de la antena funcionando otra vez.',
  },
  'adas-windshield-calibration': {
    title: SPANISH_SERVICE_NAMES['adas-windshield-calibration'],
    shortDescription:
      'Calibración estática y dinámica de las cámaras del asistente de carril y del frenado de emergencia después de cambiar el parabrisas.',
  },
  'mobile-service': {
    title: SPANISH_SERVICE_NAMES['mobile-service'],
    shortDescription:
      'Vamos a la entrada de su casa, su oficina o el estacionamiento en las ciudades del Área de la Bahía que atendemos, sin cargo por traslado.',
  },
  'fleet-services': {
    title: SPANISH_SERVICE_NAMES['fleet-services'],
    shortDescription:
      'Servicio de vidrios programado para vehículos de empresa, desde cinco camionetas hasta cientos, en su patio, su base o su obra.',
  },
};

export const SPANISH_SERVICE_DETAILS: Record<ServiceSlug, ServiceDetail> = {
  'windshield-replacement': {
    slug: 'windshield-replacement',
    description:
      'Reemplazo completo del parabrisas con vidrio OEM u OEE, instalado donde esté estacionado su auto en el Área de la Bahía. Es la solución correcta cuando una grieta es demasiado larga para repararla, una astilla está muy cerca del borde o el daño queda en la línea de visión del conductor.',
    details: [
      'Un parabrisas es más que una ventana. Es vidrio de seguridad laminado, dos capas unidas alrededor de una lámina de plástico transparente: ayuda a sostener el techo si el auto se vuelca y le da a la bolsa de aire del pasajero una superficie donde apoyarse al inflarse. Cuando una grieta es demasiado larga para rellenarla, llega al borde del vidrio o le tapa la vista al conductor, lo seguro es reemplazarlo. Instalamos vidrio OEM u OEE que corresponde a las opciones de su vehículo, incluidos sensores de lluvia, zonas con calefacción para los limpiaparabrisas, capas acústicas y soportes de cámara.',
      'El trabajo sigue los mismos pasos en todos los vehículos. Nuestro técnico cubre la pintura y el interior, quita los limpiaparabrisas y el panel que va debajo del parabrisas (cowl), corta el vidrio viejo y rebaja el uretano viejo hasta dejar una base delgada y pareja. Aplica imprimador donde el metal del marco quedó expuesto, coloca un cordón continuo de uretano nuevo y asienta el parabrisas nuevo con guías de centrado, para que la separación quede pareja por todos lados. La mayoría de las instalaciones llevan menos de una hora de trabajo.',
      `Una vez colocado el vidrio, el adhesivo de uretano necesita cerca de una hora para curar antes de que se pueda manejar el auto, así que calcule de 1 a 2 horas para toda la cita. Si su auto tiene una cámara detrás del parabrisas para el asistente de carril o el frenado automático de emergencia, necesita calibración ADAS después, lo que agrega de 1 a 2 horas. Toda instalación lleva nuestra ${WARRANTY} contra filtraciones de agua, filtraciones de aire que causan ruido de viento y defectos de instalación${LASTS}.`,
    ],
    hero: {
      headline: 'Reemplazamos su parabrisas donde esté estacionado',
      subheadline: `Vidrio OEM o equivalente instalado en su casa u oficina, sin cargo por traslado y con nuestra ${WARRANTY}.`,
    },
    benefits: [
      {
        title: 'Vidrio OEM u OEE',
        description:
          'Vidrio que corresponde a las opciones de su vehículo, desde sensores de lluvia y zonas con calefacción para los limpiaparabrisas hasta capas acústicas y soportes de cámara.',
      },
      {
        title: 'Vamos a donde está su auto',
        description:
          'Nuestros técnicos trabajan en la entrada de su casa, el estacionamiento de su oficina o un garaje, sin cargo por traslado dentro de nuestra zona de servicio.',
      },
      {
        title: 'Le facturamos directamente a su aseguradora',
        description: `Trabajamos con la mayoría de las aseguradoras y les facturamos directamente: ${SPANISH_ZERO_WITH_GLASS_COVERAGE}.`,
      },
      {
        title: 'Calibración de la cámara incluida cuando hace falta',
        description:
          'Si hay una cámara detrás de su parabrisas, la calibramos después de la instalación para que el asistente de carril y el frenado de emergencia funcionen como fueron diseñados.',
      },
      {
        title: capitalize(WARRANTY),
        description: `Cubre filtraciones de agua, filtraciones de aire y defectos de instalación${LASTS}.`,
      },
      {
        title: 'Cotización gratis y por adelantado',
        description:
          'Díganos el año, la marca y el modelo, y le cotizamos el vidrio y la mano de obra antes de programar cualquier cosa.',
      },
    ],
    process: [
      {
        title: 'Pida su cotización gratis',
        description:
          'Envíe los datos de su vehículo con el formulario de cotización. Confirmamos el vidrio correcto para sus opciones, revisamos la cobertura de su seguro y le damos un precio.',
      },
      {
        title: 'Elija el lugar y la hora',
        description: `Escoja una hora en su casa, su trabajo o un estacionamiento seguro y plano a unas ${RADIUS_MILES} millas de ${BASE} como máximo. ${spanishVisitTiming()}`,
      },
      {
        title: 'Instalación',
        description:
          'El técnico quita el parabrisas viejo, limpia el marco y le aplica imprimador, asienta el vidrio nuevo sobre uretano fresco y vuelve a colocar las molduras, los limpiaparabrisas y los sensores.',
      },
      {
        title: 'Curado, calibración y revisión',
        description:
          'El adhesivo cura durante cerca de una hora antes de que usted maneje. Calibramos la cámara si su auto lo necesita, limpiamos el vidrio y le explicamos los cuidados de los primeros días.',
      },
    ],
    faqs: [
      {
        question: '¿Cuánto tarda el reemplazo de un parabrisas?',
        answer:
          'Calcule de 1 a 2 horas. La mayor parte de la instalación toma menos de una hora, y después el adhesivo de uretano necesita cerca de una hora para curar antes de que sea seguro manejar. Si su auto necesita calibración ADAS, sume otras 1 a 2 horas.',
      },
      {
        question: '¿Cuándo puedo manejar después de la instalación?',
        answer:
          'Espere por lo menos 1 hora después de que se asiente el vidrio. El uretano es lo que sostiene el parabrisas en su lugar y le permite respaldar la bolsa de aire y el techo en un choque, así que necesita ese tiempo para tomar fuerza. Su técnico le dirá cuándo está listo el auto.',
      },
      {
        question: '¿Mi seguro paga un parabrisas nuevo?',
        answer: `La mayoría de las pólizas con cobertura amplia cubren el reemplazo del parabrisas, y el deducible es de ${SPANISH_ZERO_WITH_GLASS_COVERAGE}. Sin cobertura de vidrios, usted paga el deducible de su cobertura amplia, que por lo general va de $250 a $1,000, así que en algunos autos sale más barato pagar por su cuenta. Le mostramos las dos opciones y le facturamos directamente a la aseguradora.`,
      },
      {
        question: '¿Qué diferencia hay entre el vidrio OEM y el OEE?',
        answer:
          'El vidrio OEM lo fabrica el proveedor que hace el parabrisas original para la marca del auto. El vidrio OEE lo fabrica otra empresa, con el mismo tamaño, el mismo grosor y la misma calidad óptica. Los dos quedan bien y funcionan correctamente; algunos autos con cámaras o con pantalla proyectada en el parabrisas (head-up display), y algunas aseguradoras, piden OEM, y le avisamos si eso aplica a su auto.',
      },
      {
        question: '¿Mi auto necesita calibración después de cambiar el parabrisas?',
        answer:
          'Si hay una cámara montada detrás del parabrisas, cerca del espejo retrovisor, en la mayoría de los casos sí. El asistente de permanencia en el carril, la alerta de salida del carril, el frenado automático de emergencia y las luces altas automáticas dependen de ella, y la mayoría de los fabricantes exigen calibrarla cada vez que se reemplaza el parabrisas. Lo revisamos al cotizar y lo incluimos en su cita.',
      },
      {
        question: '¿Qué debo hacer después del reemplazo?',
        answer:
          'Deje la cinta de retención puesta hasta el día siguiente y no lleve el auto al lavado durante 24 horas. El primer día, deje una ventana abierta como una pulgada y cierre las puertas con suavidad, para no meterle presión de aire al sello fresco. Puede manejar normalmente una vez que haya pasado el tiempo de curado.',
      },
      {
        question: '¿Qué cubre su garantía?',
        answer: `Nuestra ${WARRANTY} cubre filtraciones de agua, filtraciones de aire que causan ruido de viento y defectos de instalación${LASTS}. Aplica al comprador original y no se transfiere si vende el auto. Si nota una filtración o un silbido, comuníquese con nosotros y regresamos a arreglarlo.`,
      },
    ],
  },

  'windshield-repairs': {
    slug: 'windshield-repairs',
    description:
      'Reparación con resina de astillas y grietas cortas en el parabrisas delantero, en unos 30 minutos y donde esté estacionado su auto. Es para quien detecta el daño a tiempo, mientras todavía es lo bastante pequeño para rellenarlo en lugar de cambiar el vidrio.',
    details: [
      'Una astilla es un daño en la capa exterior del parabrisas. Si no se atiende, junta tierra y humedad, y una mañana fría, una tarde calurosa o un bache fuerte pueden convertirla en una grieta que atraviesa el vidrio. La reparación lo evita. Limpiamos el punto de impacto, lo rellenamos con resina transparente a presión y la curamos con luz ultravioleta, que vuelve a unir la fractura y le devuelve resistencia al vidrio de alrededor.',
      'No toda astilla se puede reparar. Reparamos astillas y grietas cortas solo en el parabrisas delantero, cuando el daño se limita a la capa exterior del vidrio, mide menos de media pulgada, está a por lo menos 2 pulgadas de cualquier borde del parabrisas y no tiene vidrio triturado en el punto de impacto. Las ventanas laterales y traseras suelen ser de vidrio templado, que se hace pedazos en lugar de astillarse, así que se reemplazan en vez de repararse. Si el daño queda fuera de estos límites, le cotizamos un reemplazo.',
      'Una reparación toma unos 30 minutos y puede manejar en cuanto terminamos. La astilla se nota mucho menos, aunque por lo general queda una marca leve: lo que buscamos es resistencia y que el daño no siga avanzando, no un vidrio que parezca nuevo. Muchas aseguradoras no cobran el deducible por reparar una astilla, porque así evitan pagar un reemplazo, de modo que a menudo no le cuesta nada. Mientras llegamos, cubra la astilla con cinta transparente para que no le entre tierra ni agua.',
    ],
    hero: {
      headline: 'Repare la astilla antes de que se convierta en grieta',
      subheadline:
        'Reparación de astillas en el parabrisas en unos 30 minutos, en su casa o su trabajo, y a menudo sin costo con su seguro.',
    },
    benefits: [
      {
        title: 'Lista en unos 30 minutos',
        description:
          'La mayoría de las reparaciones toman una media hora, y puede irse manejando en cuanto terminamos.',
      },
      {
        title: 'Evita que el daño se extienda',
        description:
          'La resina rellena y une la fractura, así que es mucho menos probable que el calor, el frío o los golpes del camino conviertan la astilla en una grieta larga.',
      },
      {
        title: 'Conserva su parabrisas de fábrica',
        description:
          'El vidrio original y su sello de fábrica se quedan en su lugar, y como el vidrio no se mueve, la cámara que está detrás no necesita recalibración.',
      },
      {
        title: 'A menudo sin costo con cobertura de vidrios',
        description:
          'Muchas aseguradoras no cobran el deducible por reparar una astilla cuando usted tiene cobertura completa de vidrios; revisamos su póliza por usted y le facturamos directamente a la aseguradora, así que no tiene que pedir ningún reembolso.',
      },
      {
        title: 'Servicio móvil, sin cargo por traslado',
        description: `Reparamos la astilla en la entrada de su casa o en el estacionamiento, ${SPANISH_SOONEST_VISIT}.`,
      },
      {
        title: 'Una evaluación honesta',
        description:
          'Si una astilla está fuera de los límites de reparación, se lo decimos desde el principio y le cotizamos un reemplazo, en lugar de una reparación que no va a aguantar.',
      },
    ],
    process: [
      {
        title: 'Describa el daño',
        description:
          'Use el formulario de cotización para decirnos dónde está la astilla, más o menos de qué tamaño es y a qué distancia queda del borde del parabrisas.',
      },
      {
        title: 'Inspección y preparación',
        description:
          'El técnico confirma que el daño está dentro de los límites de reparación, seca el punto de impacto y retira el vidrio suelto y la tierra.',
      },
      {
        title: 'Relleno y curado',
        description:
          'Se introduce resina transparente en cada rama de la fractura, alternando presión y vacío, y luego se endurece con luz ultravioleta.',
      },
      {
        title: 'Acabado y revisión',
        description:
          'Raspamos el exceso de resina al ras, pulimos la superficie y le mostramos la reparación terminada antes de irnos.',
      },
    ],
    faqs: [
      {
        question: '¿Se puede reparar mi astilla?',
        answer:
          'Sí, si está en el parabrisas delantero, se limita a la capa exterior del vidrio, mide menos de media pulgada, está a por lo menos 2 pulgadas de cualquier borde y no tiene vidrio triturado en el punto de impacto. Si no cumple alguno de estos límites, es poco probable que la reparación aguante y le recomendaremos un reemplazo. Describa la astilla cuando pida su cotización y le diremos cuál es su caso.',
      },
      {
        question: '¿Cuánto tarda la reparación de una astilla?',
        answer:
          'Unos 30 minutos de principio a fin. La resina se cura con luz ultravioleta durante la reparación, así que no hay que esperar después y puede manejar de inmediato.',
      },
      {
        question: '¿La astilla va a desaparecer por completo?',
        answer:
          'Por lo general, no del todo. Una buena reparación hace que la astilla se vea mucho menos, pero a menudo queda una marca leve o un puntito donde fue el impacto. Lo importante es que la fractura queda sellada y unida, así que es mucho menos probable que se extienda.',
      },
      {
        question: '¿El seguro cubre la reparación de astillas?',
        answer:
          'A menudo, sí. Muchas aseguradoras no cobran el deducible por reparar una astilla porque les cuesta mucho menos que un reemplazo, así que con frecuencia la reparación no le cuesta nada. Trabajamos con la mayoría de las aseguradoras, confirmamos su cobertura y les facturamos directamente. Si prefiere pagar usted, le damos el precio antes de empezar.',
      },
      {
        question: '¿Pueden reparar una grieta larga?',
        answer:
          'No. Cuando una grieta mide media pulgada o más, o llega al borde del parabrisas, la resina no puede sostenerla de forma confiable y va a seguir extendiéndose. En ese caso le cotizamos un reemplazo del parabrisas, que toma de 1 a 2 horas donde usted esté.',
      },
      {
        question: '¿Qué hago mientras llega la cita?',
        answer:
          'Cubra la astilla con un pedazo de cinta transparente para que no entre tierra ni agua, y no lleve el auto al lavado. No ponga el desempañador ni el aire acondicionado al máximo directo al vidrio, porque los cambios bruscos de temperatura son una causa común de que las astillas se vuelvan grietas. En días de calor, ayuda estacionarse a la sombra.',
      },
      {
        question: '¿Necesito calibración ADAS después de reparar una astilla?',
        answer:
          'Normalmente no. La reparación no quita ni mueve el parabrisas, así que la cámara montada detrás se queda exactamente donde estaba. La calibración hace falta después de reemplazar el parabrisas, no después de reparar una astilla.',
      },
    ],
    insurance: {
      heading: 'La reparación de astillas y su seguro',
      paragraphs: [
        'Muchas aseguradoras no cobran el deducible por reparar una astilla en el parabrisas, porque arreglar una astilla pequeña hoy les cuesta mucho menos que pagar un parabrisas nuevo más adelante. Si su póliza incluye cobertura amplia (comprehensive), es muy posible que la reparación no le cueste nada. Y si le toca pagar un deducible, primero le damos nuestro precio, para que lo compare con su deducible y elija lo que le salga más barato.',
        'Trabajamos con la mayoría de las aseguradoras y les facturamos directamente, así que usted no paga por adelantado ni espera un reembolso. Al hacer su cita, denos el nombre de su aseguradora, el número de póliza y la fecha en que se hizo la astilla. Confirmamos la cobertura con la aseguradora, programamos la reparación donde usted esté y le enviamos la factura a la aseguradora cuando terminamos el trabajo. Usted paga solo el deducible, si su póliza tiene uno para reparaciones.',
      ],
    },
  },

  'door-glass-replacement': {
    slug: 'door-glass-replacement',
    description:
      'Reemplazo de ventanas laterales rotas o estrelladas, incluidos los vidrios de las puertas delanteras y traseras y las ventanillas fijas (quarter glass), donde usted esté. Es para quien sufrió un robo, un acto de vandalismo o una ventana que se salió de su riel y se rompió.',
    details: [
      'La mayoría de las ventanas de puerta son de vidrio templado, hecho para romperse en pedacitos sin filo en lugar de astillas cortantes. Eso lo protege a usted, pero también significa que una ventana lateral rota no se puede reparar, y muchos de esos pedazos terminan dentro de la puerta, en los rieles de los asientos y por toda la alfombra. Algunos autos recientes usan vidrio lateral laminado para una cabina más silenciosa y más protegida contra robos; ese vidrio se estrella en lugar de hacerse pedazos, pero también hay que reemplazarlo una vez dañado.',
      'El trabajo empieza con la limpieza. Nuestro técnico quita el panel interior de la puerta, aspira el vidrio del interior de la puerta, los asientos y la alfombra, y revisa el elevador y el motor de la ventana, porque a veces un elevador que está fallando es lo que rompió el vidrio. La ventana nueva se sujeta al elevador, se alinea en sus canales y se prueba para que suba y baje sin trabas antes de volver a colocar el panel de la puerta.',
      'A las ventanas que suben y bajan las sostiene el elevador, no un adhesivo, así que no hay tiempo de curado: calcule de 1 a 2 horas con todo y limpieza, y puede irse manejando cuando terminamos. Las ventanillas fijas van pegadas con uretano y necesitan cerca de una hora para curar. Si le rompen la ventana de noche, tape la abertura con plástico y cinta, y deje el auto en un lugar seguro hasta que lleguemos.',
    ],
    hero: {
      headline: 'Su ventana lateral rota, reemplazada donde se estacionó',
      subheadline: `Sacamos el vidrio de la puerta y del interior, revisamos el elevador e instalamos una ventana nueva donde esté estacionado el auto, ${SPANISH_SOONEST_VISIT}.`,
    },
    benefits: [
      {
        title: 'Limpieza a fondo del vidrio',
        description:
          'Aspiramos el vidrio roto del interior de la puerta, los asientos, la alfombra y los rieles de los asientos, no solo lo que está a la vista.',
      },
      {
        title: 'Revisión del elevador y el motor',
        description:
          'Comprobamos que el elevador y el motor de la ventana funcionen bien, para que el vidrio nuevo se mueva sin trabas y selle al cerrarse.',
      },
      {
        title: 'Vidrio que corresponde a su auto',
        description:
          'Vidrio OEM u OEE con el polarizado de fábrica correcto, y vidrio laminado donde su auto lo traía de fábrica.',
      },
      {
        title: 'Maneje en cuanto terminamos',
        description:
          'Las ventanas que suben y bajan no necesitan tiempo de curado, así que el auto queda listo en cuanto el panel de la puerta vuelve a su lugar.',
      },
      {
        title: 'Le facturamos a su aseguradora',
        description:
          'Los robos y el vandalismo por lo general entran en la cobertura amplia (comprehensive). Trabajamos con la mayoría de las aseguradoras y les facturamos directamente.',
      },
      {
        title: capitalize(WARRANTY),
        description: `Cubre filtraciones de agua, ruido de viento y defectos de instalación${LASTS}.`,
      },
    ],
    process: [
      {
        title: 'Díganos qué ventana se rompió',
        description:
          'Indíquenos el vehículo y dónde está la ventana rota: puerta delantera o trasera, izquierda o derecha, o una ventanilla fija. Confirmamos el vidrio y su cobertura.',
      },
      {
        title: 'Sacamos el vidrio roto',
        description:
          'Donde usted esté, el técnico quita el panel de la puerta y aspira el vidrio roto de la puerta, los asientos y la alfombra.',
      },
      {
        title: 'Instalamos la ventana nueva',
        description:
          'El vidrio nuevo se sujeta al elevador, se alinea en sus canales y se revisa contra los empaques de la puerta.',
      },
      {
        title: 'Prueba y entrega',
        description:
          'Subimos y bajamos la ventana, reiniciamos las funciones de un toque y antipellizco cuando el auto lo requiere, y volvemos a colocar el panel de la puerta.',
      },
    ],
    faqs: [
      {
        question: '¿Se puede reparar una ventana de puerta rota?',
        answer:
          'No. La mayoría de las ventanas laterales son de vidrio templado, que se hace pedazos por completo al romperse, y el vidrio lateral laminado no se puede reparar una vez que se estrella. La reparación de astillas solo funciona en el parabrisas delantero, así que una ventana de puerta dañada siempre se reemplaza.',
      },
      {
        question: '¿Cuánto tarda el reemplazo del vidrio de una puerta?',
        answer:
          'Calcule de 1 a 2 horas, la mayor parte en la limpieza y en el trabajo del panel de la puerta. Las ventanas que suben y bajan no van pegadas, así que puede manejar en cuanto terminamos. Las ventanillas fijas van pegadas con uretano y necesitan cerca de una hora de curado antes de manejar.',
      },
      {
        question: '¿Ustedes limpian el vidrio roto?',
        answer:
          'Sí. Quitamos el panel interior de la puerta y aspiramos el vidrio que quedó adentro, y luego limpiamos los asientos, la alfombra, los rieles de los asientos y los bolsillos de la puerta. Si queda vidrio dentro de la puerta, puede hacer ruido o trabar la ventana nueva, así que este paso va en todos los trabajos.',
      },
      {
        question: '¿Y si mi ventana no sube ni baja?',
        answer:
          'Revisamos el elevador y el motor antes de instalar el vidrio nuevo. Si alguno está dañado, se lo decimos antes de seguir, porque un vidrio nuevo sobre un elevador descompuesto no se mueve ni sella bien, y le explicamos sus opciones.',
      },
      {
        question: '¿Pueden igualar el polarizado de fábrica?',
        answer:
          'Sí. Pedimos el vidrio con el mismo polarizado de fábrica o tono de privacidad que el resto de sus ventanas. La película polarizada que se pone después no es parte del vidrio, así que si su ventana vieja tenía película, habría que volver a ponerla en un taller de polarizado.',
      },
      {
        question: '¿Qué debo hacer antes de que lleguen?',
        answer:
          'Tape la abertura con plástico y cinta para que no entre la lluvia, y saque del auto cualquier objeto de valor. No use el botón de la ventana eléctrica de esa puerta, porque el elevador se puede atorar con el vidrio roto que quedó adentro.',
      },
    ],
    insurance: {
      heading: 'Cómo usar su seguro para una ventana lateral rota',
      paragraphs: [
        `Una ventana lateral rota por un robo, por vandalismo o por algo que saltó del camino normalmente entra en la parte de cobertura amplia (comprehensive) de una póliza de auto. El deducible es de ${SPANISH_ZERO_WITH_GLASS_COVERAGE}. Sin cobertura de vidrios, usted paga el deducible de su cobertura amplia, que por lo general va de $250 a $1,000; para una sola ventana de puerta, eso puede acercarse a lo que costaría pagar por su cuenta, así que le cotizamos de las dos maneras. La exención del deducible que ofrecen muchas aseguradoras es para la reparación de astillas en el parabrisas, no para el reemplazo de una ventana de puerta.`,
        'Trabajamos con la mayoría de las aseguradoras y les facturamos directamente. Para empezar, denos el nombre de su aseguradora, el número de póliza y la fecha y la causa del daño; confirmamos la cobertura con la aseguradora y programamos la visita. Después de un robo, algunas aseguradoras piden el número del reporte de policía, así que téngalo a la mano. Una vez instalada la ventana, la aseguradora nos paga directamente y usted paga solo su deducible, si tiene uno.',
      ],
    },
  },

  'back-glass-replacement': {
    slug: 'back-glass-replacement',
    description:
      'Reemplazo del vidrio trasero, o medallón, y del vidrio de la compuerta trasera, con las conexiones del desempañador, la antena y el limpiaparabrisas restablecidas. Es para quien tuvo el vidrio de atrás hecho pedazos por un robo, una rama que cayó, una compuerta cerrada de golpe o un choque.',
    details: [
      'El vidrio trasero casi siempre es templado, así que cuando falla, falla todo de una vez: cae en la cajuela, el área de carga y el asiento de atrás, y no se puede reparar. Además lleva más que vidrio: la rejilla del desempañador está impresa en su cara interior, muchos autos pasan la antena del radio por él, y en los hatchbacks y las SUV a menudo van montados en el mismo vidrio el limpiaparabrisas trasero y a veces la tercera luz de freno. Un reemplazo bien hecho restablece cada una de esas conexiones.',
      'Nuestro técnico empieza aspirando el vidrio hecho pedazos del interior, el área de carga, los pliegues de los asientos y el canal alrededor de la abertura, y luego retira lo que queda del vidrio viejo y del adhesivo. La mayoría de los vidrios traseros van pegados con uretano, igual que un parabrisas, así que el marco se limpia y se le aplica imprimador, y se coloca un cordón de uretano fresco antes de asentar el vidrio nuevo. Se reconectan los cables del desempañador y de la antena, y se vuelven a instalar el limpiaparabrisas, las molduras y las piezas de la compuerta.',
      `Calcule de 1 a 2 horas, incluida cerca de una hora para que el uretano cure antes de que maneje. Probamos el desempañador y el limpiaparabrisas trasero antes de irnos, y pedimos vidrio que corresponda al polarizado y a las opciones de fábrica de su auto. El vidrio trasero por lo general está cubierto por la parte de cobertura amplia (comprehensive) de la póliza, y le facturamos directamente a su aseguradora. El trabajo lleva nuestra ${WARRANTY} contra filtraciones de agua, ruido de viento y defectos de instalación${LASTS}.`,
    ],
    hero: {
      headline: 'Vidrio trasero nuevo y el desempañador funcionando otra vez',
      subheadline:
        'Limpiamos el vidrio trasero hecho pedazos y lo reemplazamos donde usted esté, con la rejilla del desempañador y la antena reconectadas.',
    },
    benefits: [
      {
        title: 'Limpieza completa del vidrio',
        description:
          'Aspiramos la cajuela o el área de carga, el asiento de atrás, los pliegues de los asientos y el canal de la ventana, donde se esconden los pedacitos de vidrio templado.',
      },
      {
        title: 'Desempañador y antena restablecidos',
        description:
          'Reconectamos los cables eléctricos de la rejilla del desempañador y de cualquier antena que lleve el vidrio, y los probamos antes de irnos.',
      },
      {
        title: 'Vidrio igual al de fábrica',
        description:
          'Vidrio OEM u OEE con el polarizado correcto y las bases para el limpiaparabrisas y la luz de freno que lleva su vehículo.',
      },
      {
        title: 'Le facturamos a su aseguradora',
        description:
          'El vidrio trasero por lo general está cubierto por la cobertura amplia. Trabajamos con la mayoría de las aseguradoras y nos encargamos de la facturación por usted.',
      },
      {
        title: 'Servicio móvil, sin cargo por traslado',
        description: `Vamos a su casa o su trabajo, ${SPANISH_SOONEST_VISIT}, para que no tenga que manejar con la ventana de atrás abierta.`,
      },
    ],
    process: [
      {
        title: 'Identificamos el vidrio',
        description:
          'Díganos el vehículo y si el vidrio va en una carrocería con cajuela o en una compuerta trasera. Confirmamos la pieza correcta, sus conexiones y su cobertura.',
      },
      {
        title: 'Limpieza',
        description:
          'El técnico aspira el vidrio hecho pedazos del interior y del área de carga, y retira del marco lo que queda del vidrio y el adhesivo viejo.',
      },
      {
        title: 'Instalación',
        description:
          'Se aplica imprimador al marco, se pone uretano fresco, se asienta el vidrio nuevo y se reconectan el desempañador, la antena, el limpiaparabrisas y las molduras.',
      },
      {
        title: 'Curado y prueba',
        description:
          'Mientras el uretano cura durante cerca de una hora, probamos el desempañador y el limpiaparabrisas y le explicamos los cuidados de los primeros días.',
      },
    ],
    faqs: [
      {
        question: '¿Se puede reparar el vidrio trasero en lugar de reemplazarlo?',
        answer:
          'Casi nunca. El vidrio trasero es templado en casi todos los autos, y el vidrio templado se hace pedazos por completo en lugar de astillarse. La reparación de astillas solo se hace en el parabrisas delantero.',
      },
      {
        question: '¿Cuánto tarda el reemplazo del vidrio trasero?',
        answer:
          'Calcule de 1 a 2 horas, incluida la limpieza. La mayoría de los vidrios traseros van pegados con uretano, así que el auto necesita cerca de una hora de curado antes de que lo maneje.',
      },
      {
        question: '¿Mi desempañador trasero va a seguir funcionando?',
        answer:
          'Sí. El vidrio nuevo trae su propia rejilla de desempañador, y reconectamos los cables eléctricos y probamos la rejilla antes de irnos. Lo mismo hacemos con cualquier antena integrada en el vidrio.',
      },
      {
        question: '¿El seguro cubre el vidrio trasero?',
        answer: `Por lo general sí, por la parte de cobertura amplia (comprehensive) de su póliza. El deducible es de ${SPANISH_ZERO_WITH_GLASS_COVERAGE}. Sin cobertura de vidrios, usted paga el deducible de su cobertura amplia, que por lo general va de $250 a $1,000. Le cotizamos de las dos maneras y le facturamos directamente a la aseguradora.`,
      },
      {
        question: '¿Es seguro manejar con el vidrio trasero roto?',
        answer:
          'Mejor que sea poco. El vidrio suelto se puede mover hacia la cabina, y una ventana de atrás abierta deja entrar lluvia y polvo del camino. Tape la abertura con plástico y cinta, mantenga cerrada la cajuela o la compuerta, y haga su cita para el reemplazo lo antes posible.',
      },
      {
        question:
          '¿Mi cámara de reversa necesita calibración después de cambiar el vidrio trasero?',
        answer:
          'Por lo general no. Las cámaras de reversa van montadas en la tapa de la cajuela, la compuerta o la defensa, no en el vidrio trasero, así que cambiar el vidrio no las mueve. La calibración de cámaras normalmente hace falta después de reemplazar el parabrisas.',
      },
    ],
  },

  'adas-windshield-calibration': {
    slug: 'adas-windshield-calibration',
    description:
      'Calibración de la cámara frontal que va detrás del parabrisas, después de un reemplazo, para que el asistente de permanencia en el carril, el frenado automático de emergencia y los sistemas relacionados lean bien el camino. Es para quienes manejan la mayoría de los autos recientes, que llevan esa cámara en el vidrio.',
    details: [
      'Los sistemas avanzados de asistencia al conductor, o ADAS, dependen de una cámara montada en el parabrisas cerca del espejo retrovisor. Esa cámara lee las líneas del carril, los vehículos, los peatones y las señales, y su software da por hecho que mira a través del vidrio con un ángulo exacto. Un parabrisas nuevo, aunque esté perfectamente instalado, puede mover esa vista una fracción de grado, y más adelante en el camino ese pequeño error suma varios pies. La calibración le enseña otra vez a la cámara dónde está el frente.',
      `Hay dos métodos, y el fabricante decide cuál necesita su auto. La calibración estática se hace en nuestro taller de ${SHOP}, sobre un piso nivelado, con luz controlada y un fondo despejado: colocamos objetivos de calibración a distancias y alturas medidas frente al vehículo, conectamos un escáner y corremos la rutina de alineación de la cámara. La calibración dinámica se hace en el camino: con el escáner conectado, se maneja el auto a velocidades determinadas por calles bien marcadas hasta que la cámara confirma su alineación. Algunos vehículos necesitan las dos.`,
      `La calibración toma de 1 a 2 horas y se hace después de que el parabrisas nuevo haya curado. Al terminar, confirmamos que el sistema no reporta fallas y le damos un registro de la calibración. ${spanishRecalibrationTerms()} Las luces de advertencia o un asistente de carril que se desvía son señales de que una cámara necesita atención.`,
    ],
    hero: {
      headline: 'Que la cámara de seguridad de su auto vea derecho',
      subheadline:
        'Calibramos, con el método estático o el dinámico, las cámaras del asistente de carril y del frenado de emergencia después de reemplazar su parabrisas.',
    },
    benefits: [
      {
        title: 'Métodos estático y dinámico',
        description: `Calibración dinámica en calles bien marcadas cerca de usted, y calibración estática con objetivos en nuestro taller de ${SHOP}, según lo que indique el fabricante.`,
      },
      {
        title: 'Seguimos el procedimiento del fabricante',
        description:
          'Cada calibración sigue los pasos, las posiciones de los objetivos y las condiciones de manejo que se especifican para el año, la marca y el modelo de su auto.',
      },
      {
        title: 'Junto con su parabrisas',
        description:
          'Programamos la calibración con el reemplazo, para que el auto salga con sus sistemas de seguridad funcionando como fueron diseñados.',
      },
      {
        title: 'Un registro para sus archivos',
        description:
          'Recibe documentación que muestra que la calibración se completó y que el sistema no reportó fallas.',
      },
      {
        title: 'Parte de su reclamo de vidrios',
        description:
          'Cuando la calibración hace falta después de un reemplazo cubierto por el seguro, la incluimos en el reclamo que le facturamos a su aseguradora.',
      },
    ],
    process: [
      {
        title: 'Identificamos el sistema',
        description:
          'Con el año, la marca, el modelo y las opciones de su auto, determinamos qué cámara tiene y si necesita calibración estática, dinámica o las dos.',
      },
      {
        title: 'Preparamos el vehículo',
        description:
          'Cuando el parabrisas ya curó, revisamos la presión de las llantas, sacamos el peso del área de carga y ponemos el auto en terreno nivelado.',
      },
      {
        title: 'Calibramos',
        description: `Para la calibración estática colocamos objetivos a distancias medidas en nuestro taller de ${SHOP}; para la dinámica manejamos a velocidades determinadas por calles bien marcadas cerca de usted. En los dos casos, con el escáner conectado.`,
      },
      {
        title: 'Verificamos y documentamos',
        description:
          'Confirmamos que el sistema no reporta fallas, revisamos que las luces de advertencia se hayan apagado y le damos un registro de la calibración.',
      },
    ],
    faqs: [
      {
        question: '¿Cómo sé si mi auto necesita calibración ADAS?',
        answer:
          'Mire detrás del espejo retrovisor desde afuera del auto. Si hay una caja de cámara montada en el vidrio, es casi seguro que su auto necesita calibración después de reemplazar el parabrisas. Funciones como la alerta de salida del carril, el asistente de permanencia en el carril, el frenado automático de emergencia y las luces altas automáticas por lo general dependen de esa cámara.',
      },
      {
        question: '¿Qué diferencia hay entre la calibración estática y la dinámica?',
        answer: `La calibración estática se hace en nuestro taller de ${SHOP}, sobre un piso nivelado, con luz controlada y un fondo despejado, apuntando la cámara a objetivos colocados a distancias medidas. La dinámica se hace manejando a velocidades determinadas por calles bien marcadas, mientras un escáner observa cómo la cámara se alinea sola. El fabricante indica qué método necesita su auto, y algunos autos necesitan los dos.`,
      },
      {
        question: '¿Cuánto tarda la calibración?',
        answer:
          'Por lo general de 1 a 2 horas, además del reemplazo del parabrisas. Las calibraciones dinámicas pueden tardar más cuando el tráfico o las líneas despintadas no dejan que la cámara complete su rutina.',
      },
      {
        question: '¿Pueden calibrar en mi casa u oficina?',
        answer: `La dinámica, sí: es un recorrido por calles cercanas con líneas de carril claras. La estática, no: necesita un piso nivelado, luz controlada y un fondo despejado que ninguna entrada de casa ni estacionamiento puede asegurar, así que se hace en nuestro taller de ${SHOP}. Al hacer su cita le decimos cuál necesita su auto.`,
      },
      {
        question: '¿Qué pasa si no calibro la cámara?',
        answer:
          'Una cámara un poco desalineada puede calcular mal dónde están las orillas del carril o a qué distancia va el auto de adelante. Eso puede significar alertas que llegan tarde o que no llegan, o alertas de frenado cuando no hay nada enfrente. Algunos autos muestran una luz de advertencia, pero otros no dan ninguna señal de que algo anda mal.',
      },
      {
        question: '¿Su garantía cubre la recalibración?',
        answer: spanishRecalibrationAnswer(),
      },
      {
        question: '¿Necesito calibración después de reparar una astilla?',
        answer:
          'Normalmente no. Reparar una astilla no quita ni mueve el parabrisas, así que la cámara se queda justo donde estaba. La calibración hace falta cuando se reemplaza el parabrisas o cuando se mueve el soporte de la cámara.',
      },
    ],
  },

  'mobile-service': {
    slug: 'mobile-service',
    description: `Nuestros técnicos llevan el vidrio, las herramientas y el equipo a su casa, su trabajo o el estacionamiento, dentro de unas ${RADIUS_MILES} millas de ${BASE}. No cobramos traslado. ${spanishVisitTiming()}`,
    details: [
      `El servicio móvil es nuestra forma normal de trabajar. Un técnico maneja una camioneta de servicio bien surtida hasta donde esté estacionado su auto, ya sea la entrada de una casa en Fremont, el estacionamiento de una oficina en San José o un garaje en San Francisco, y hace la reparación o el reemplazo ahí mismo. Atendemos ${CITIES_SERVED} en ${COUNTIES_NAMED}, dentro de unas ${RADIUS_MILES} millas de nuestra base en ${BASE}, y nunca cobramos traslado.`,
      'La camioneta lleva lo que el trabajo necesita: bastidores para el vidrio, uretano e imprimador, herramientas inalámbricas con baterías de repuesto, una aspiradora para vidrio roto, un escáner para calibración y un toldo que da sombra y protege de la lluvia ligera. Reparar una astilla toma unos 30 minutos, y reemplazar un parabrisas toma de 1 a 2 horas, incluido el tiempo que el adhesivo necesita para curar. Los materiales, los pasos y la garantía son los mismos que en cualquier otro trabajo, y usted sigue trabajando o se queda en casa mientras lo hacemos.',
      'Un buen lugar hace que todo salga bien: piso nivelado, unos 3 pies de espacio libre a cada lado del auto y acceso al vehículo y a sus llaves. Si llueve, trabajamos bajo el toldo cuando las condiciones lo permiten o pasamos su cita al siguiente horario sin lluvia, porque el uretano necesita una superficie seca para pegar. Si necesita cancelar o cambiar la cita, le pedimos que nos avise con 24 horas de anticipación.',
    ],
    hero: {
      headline: 'Servicio de vidrios para autos que llega hasta usted',
      subheadline: `Citas en su casa, su oficina o el estacionamiento, ${SPANISH_SOONEST_VISIT}, sin cargo por traslado dentro de nuestra zona de servicio.`,
    },
    benefits: [
      {
        title: 'Sin cargo por traslado',
        description: `El servicio móvil no cuesta nada extra dentro de unas ${RADIUS_MILES} millas de ${BASE}, en ${CITIES_SERVED} del Área de la Bahía.`,
      },
      {
        title: capitalize(SPANISH_SOONEST_VISIT),
        description: `${spanishVisitTiming()} Confirmamos la hora antes de que haga su cita.`,
      },
      {
        title: 'Su lugar, su horario',
        description:
          'Trabajamos en su casa, su oficina o un estacionamiento donde tengamos permiso, mientras usted sigue con su día.',
      },
      {
        title: 'Una camioneta bien equipada',
        description:
          'El vidrio, los adhesivos, las herramientas, una aspiradora para vidrio y el equipo de calibración viajan con el técnico.',
      },
      {
        title: 'La misma calidad y la misma garantía',
        description: `Los trabajos móviles usan los mismos materiales y pasos, y llevan la misma ${WARRANTY}.`,
      },
      {
        title: 'Menos tiempo sin su auto',
        description:
          'Sin manejar a un taller ni esperar en una sala: la mayoría de los trabajos de parabrisas quedan listos en 1 a 2 horas.',
      },
    ],
    process: [
      {
        title: 'Haga su cita y elija el lugar',
        description:
          'Pida una cotización, escoja un horario disponible y díganos dónde va a estar estacionado el auto.',
      },
      {
        title: 'Confirmamos los detalles',
        description:
          'Confirmamos el vidrio correcto para su vehículo, la cobertura de su seguro si lo va a usar y el horario de su cita.',
      },
      {
        title: 'Trabajo en el lugar',
        description:
          'El técnico se estaciona cerca, protege su auto y hace la reparación o el reemplazo ahí mismo.',
      },
      {
        title: 'Curado y entrega',
        description:
          'Limpiamos, le decimos cuándo puede manejar el auto y le explicamos los cuidados antes de irnos.',
      },
    ],
    faqs: [
      {
        question: '¿El servicio móvil cuesta más?',
        answer:
          'No. No cobramos traslado dentro de nuestra zona de servicio. El precio que le cotizamos por el vidrio y la mano de obra es el mismo si vamos a la entrada de su casa o a su oficina.',
      },
      {
        question: '¿Hasta dónde llegan?',
        answer: `Atendemos ${CITIES_SERVED} en ${COUNTIES_NAMED}, dentro de unas ${RADIUS_MILES} millas (${RADIUS_KM} km) de nuestra base en ${BASE}. Si está cerca del límite de esa zona, pregúntenos cuando pida su cotización y se lo confirmamos.`,
      },
      {
        question: '¿Tengo que estar presente durante la cita?',
        answer:
          'No todo el tiempo. Necesitamos acceso al auto y a sus llaves o su control al principio, y alguien a quien entregarle el auto al final, cuando le explicamos el tiempo de curado y los cuidados. Muchos clientes se quedan en su escritorio o dentro de la casa mientras trabajamos.',
      },
      {
        question: '¿Cuánto espacio necesitan?',
        answer:
          'Un lugar de estacionamiento plano con unos 3 pies de espacio libre a cada lado del auto, para que el técnico pueda abrir las puertas por completo y levantar el vidrio a su lugar. La camioneta se estaciona cerca. Las entradas de las casas, los estacionamientos abiertos y la mayoría de los garajes funcionan bien.',
      },
      {
        question: '¿Qué pasa si llueve?',
        answer:
          'Con lluvia ligera a menudo podemos trabajar bajo nuestro toldo, que mantiene secos el auto y el marco. Con lluvia fuerte o mucho viento, pasamos su cita al siguiente horario sin lluvia, porque el uretano necesita una superficie seca para pegar y cerca de una hora para curar antes de que se pueda manejar el auto.',
      },
      {
        question: '¿El trabajo móvil es tan bueno como el de un taller?',
        answer: `Sí. Usamos el mismo vidrio, el mismo imprimador y el mismo uretano, seguimos los mismos pasos, y todo trabajo móvil lleva nuestra ${WARRANTY} contra filtraciones de agua, filtraciones de aire y defectos de instalación${LASTS}.`,
      },
      {
        question: '¿Qué pasa si necesito cancelar o cambiar la cita?',
        answer:
          'Avísenos con 24 horas de anticipación, por favor. Así podemos ofrecerle ese horario a otro cliente y, cuando hace falta, guardar para la nueva fecha el vidrio que pedimos para su vehículo.',
      },
    ],
  },

  'fleet-services': {
    slug: 'fleet-services',
    description:
      'Servicio programado de parabrisas y de vidrios laterales y traseros para vehículos de empresa, desde un negocio pequeño con cinco camionetas hasta flotas de cientos. Vamos a su patio, su base o su obra, y le facturamos todo en una sola factura consolidada.',
    details: [
      'Cada día que un vehículo de trabajo pasa con el parabrisas estrellado le cuesta un chofer, una ruta o un trabajo. Nuestro programa para flotas está hecho para que ese tiempo fuera de servicio sea corto. Llevamos el servicio móvil de vidrios a su patio, su base o su obra, y para las cuentas más grandes organizamos visitas periódicas en las que nuestros técnicos atienden, en una sola parada, todos los vehículos que lo necesitan.',
      'Trabajamos con flotas de todos los tamaños, desde negocios pequeños con cinco a diez vehículos hasta operaciones con cientos de camionetas, camiones y autos. Cada cuenta tiene una sola persona de contacto, una factura consolidada y reportes de daños que indican el trabajo hecho en cada vehículo por número de unidad y VIN. Para las flotas aseguradas, tramitamos el reclamo de vidrios con su aseguradora; a las flotas autoaseguradas les facturamos directamente a la empresa con tarifas acordadas.',
      'Muchos vehículos de flota recientes, incluidas camionetas y pickups de modelo reciente, traen cámaras montadas en el parabrisas para el asistente de carril y el frenado de emergencia. Las calibramos después de cada reemplazo de parabrisas que lo requiere y guardamos un registro de calibración de cada vehículo, que sirve para auditorías de seguridad y archivos de cumplimiento. La reparación de astillas también es parte del programa: como cada astilla toma unos 30 minutos, arreglarla durante una visita de rutina evita que un problema pequeño termine en un reemplazo de parabrisas.',
    ],
    hero: {
      headline: 'Servicio de vidrios que mantiene su flota en marcha',
      subheadline:
        'Reparación y reemplazo de vidrios para vehículos de empresa, en su patio, su base o su obra, con una sola factura consolidada.',
    },
    benefits: [
      {
        title: 'Servicio en su patio',
        description:
          'Trabajamos donde se estacionan sus vehículos, así sus choferes no dejan la ruta para esperar en un taller.',
      },
      {
        title: 'Visitas periódicas',
        description:
          'Para las flotas más grandes organizamos visitas periódicas, y las astillas y grietas se atienden antes de que saquen un vehículo de servicio.',
      },
      {
        title: 'Una sola factura consolidada',
        description: 'Una factura consolidada en lugar de un montón de recibos sueltos.',
      },
      {
        title: 'Registros por vehículo',
        description:
          'Cada trabajo se reporta por número de unidad y VIN, incluidos los registros de calibración de los vehículos con cámara.',
      },
      {
        title: 'Flotas de cualquier tamaño',
        description:
          'Desde cinco a diez vehículos hasta cientos, con una sola persona de contacto para su cuenta.',
      },
    ],
    process: [
      {
        title: 'Abra su cuenta',
        description:
          'Cuéntenos sobre su flota, sus ubicaciones y su contacto de facturación, y si los vidrios los cubre una aseguradora o si su empresa se autoasegura.',
      },
      {
        title: 'Reporte los daños',
        description:
          'Envíe los números de unidad o los VIN y una nota breve sobre el daño. Confirmamos el vidrio que necesita cada vehículo.',
      },
      {
        title: 'Servicio en su patio',
        description: `En la visita programada, nuestros técnicos reparan o reemplazan el vidrio en su patio y calibran las cámaras que lo necesitan; la calibración estática se hace en nuestro taller de ${SHOP}.`,
      },
      {
        title: 'Reporte y factura',
        description:
          'Recibe un registro del trabajo hecho en cada vehículo y una factura consolidada.',
      },
    ],
    faqs: [
      {
        question: '¿Con qué tamaño de flota trabajan?',
        answer:
          'Con cualquier flota, desde unos cinco a diez vehículos hasta varios cientos. Los negocios pequeños con unas cuantas camionetas de trabajo reciben la misma factura consolidada y los mismos reportes por vehículo que las operaciones grandes.',
      },
      {
        question: '¿Pueden venir de forma periódica?',
        answer:
          'Sí. Para las flotas más grandes organizamos visitas periódicas, así las astillas y grietas se atienden antes de que saquen un vehículo de servicio.',
      },
      {
        question: '¿Cómo funciona la facturación?',
        answer:
          'Las cuentas de flota reciben una factura consolidada que indica cada vehículo por número de unidad y VIN. Si un reclamo pasa por la aseguradora de su flota, le facturamos directamente a la aseguradora el trabajo cubierto.',
      },
      {
        question: '¿Trabajan con flotas autoaseguradas?',
        answer:
          'Sí. A las flotas autoaseguradas les facturamos directamente, con las tarifas acordadas al abrir la cuenta. Para las flotas aseguradas, tramitamos el reclamo de vidrios con su aseguradora.',
      },
      {
        question: '¿Pueden darnos registros de calibración?',
        answer:
          'Sí. Después de cada calibración ADAS le damos un registro de ese vehículo que muestra que la calibración se completó y que el sistema no reportó fallas, para que lo guarde en sus archivos de mantenimiento y cumplimiento.',
      },
      {
        question: '¿Trabajan en camiones y camionetas?',
        answer:
          'Sí. Atendemos los autos, las pickups y las camionetas que forman la mayoría de las flotas de negocios del Área de la Bahía, incluidos los vehículos recientes con cámara. Díganos sus marcas y modelos al abrir la cuenta para confirmar que hay vidrio disponible para cada uno.',
      },
    ],
  },
};
