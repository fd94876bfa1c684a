/**
 * The services pages in Spanish: the Spanish service copy (src/content/es/services.ts,
 * src/content/es/fleet.ts), links to the Spanish twins, and the words the views write around
 * the copy, written from the English words' facts (docs/decisions/spanish.md#spanish-services-pages).
 * Only the Spanish entries import it, so no English chunk carries it.
 */
import { SPANISH_FLEET_CONTENT, SPANISH_FLEET_PAGE } from '@/content/es/fleet';
import { spanishVisitTiming } from '@/content/es/promise-wording';
import { SPANISH_SERVICE_DETAILS, SPANISH_SERVICES } from '@/content/es/services';
import { SERVICES } from '@/content/services';
import { ROUTES } from '@/config/routes';
import type { ServicePagesLanguage } from './service-page-words';

/** 'Reemplazo de parabrisas' → 'reemplazo de parabrisas', inside a sentence ('ADAS' stays). */
const inSentence = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

export const SPANISH_SERVICE_PAGES: ServicePagesLanguage = {
  services: SERVICES.map((service) => ({ ...service, ...SPANISH_SERVICES[service.slug] })),
  details: SPANISH_SERVICE_DETAILS,
  fleet: SPANISH_FLEET_CONTENT,
  fleetPage: SPANISH_FLEET_PAGE,
  servicesName: 'Servicios',
  links: {
    services: ROUTES.esServices.href(),
    service: ROUTES.esService.href,
    fleetForm: `${ROUTES.esService.href('fleet-services')}#fleet-form`,
  },
  index: {
    metaTitle: 'Servicios de vidrios para autos',
    metaDescription:
      'Reemplazo y reparación de parabrisas, vidrios de puerta y traseros, calibración ADAS y cuentas para flotas, en su casa u oficina en el Área de la Bahía.',
    listName: 'Servicios de vidrios para autos',
    heroEyebrow: 'Nuestros servicios',
    heroTitle: 'Servicios de vidrios para autos a domicilio',
    heroIntro:
      'Desde la reparación de una astilla en 30 minutos hasta un parabrisas nuevo con la cámara calibrada, hacemos el trabajo donde esté estacionado su auto y le facturamos directamente a su aseguradora.',
    gridEyebrow: 'Lo que hacemos',
    gridTitle: 'Elija un servicio',
    gridIntro: `Cada servicio llega hasta usted, sin cargo por traslado. ${spanishVisitTiming()} La única excepción es la calibración estática de la cámara, que se hace en nuestro taller.`,
    cardLink: (title) => `Más sobre ${inSentence(title)}`,
    helpTitle: '¿No sabe qué servicio necesita?',
    helpText:
      'Descríbanos el daño por teléfono y un técnico le dirá si una reparación va a aguantar o si hay que reemplazar el vidrio, y qué es probable que cubra su seguro.',
    ctaTitle: 'Pida hoy su cotización gratis',
    ctaText:
      'Cuéntenos de su vehículo y del daño: le damos la cotización del trabajo y revisamos la cobertura de su seguro antes de programar nada.',
  },
  view: {
    pageTitle: (title) => `${title} en el Área de la Bahía`,
    aboutTitle: (title) => `${title}: en qué consiste`,
    benefitsEyebrow: 'Por qué elegirnos',
    benefitsTitle: () => 'Lo que usted gana con nuestro servicio',
    insuranceEyebrow: 'Seguro',
    insurersTitle: 'Aseguradoras a las que facturamos directamente',
    insurersElsewhere: [
      '¿No ve la suya? La mayoría de las demás aseguradoras también funcionan. Llame al',
      'y revisamos su cobertura.',
    ],
    processEyebrow: 'Cómo funciona',
    processTitle: 'Nuestro proceso en 4 pasos',
    faqEyebrow: 'Dudas comunes',
    faqTitle: 'Preguntas frecuentes',
    faqIntro:
      'Respuestas claras a las preguntas que más nos hacen los conductores sobre este servicio.',
    ctaTitle: '¿Quiere hacer su cita?',
    ctaText: `Llame ahora o pida una cotización gratis en línea. ${spanishVisitTiming()} Vamos a su casa, su trabajo o un estacionamiento dentro de nuestra zona de servicio; la calibración estática de la cámara se hace en nuestro taller.`,
    genericEyebrow: 'Servicio móvil de vidrios para autos',
    genericCtaTitle: (title) => `¿Necesita ${inSentence(title)}?`,
  },
  showsEnglishOnlySections: false,
};
