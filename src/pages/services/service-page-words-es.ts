/**
 * The service pages in Spanish: the Spanish service copy (src/content/es/services.ts,
 * src/content/es/fleet.ts), links to the Spanish twins, and the words the views write around
 * the copy, written from the English words' facts (docs/decisions/spanish.md#spanish-services-pages).
 * Only the Spanish entries import it, so no English chunk carries it.
 */
import { SPANISH_FLEET_CONTENT, SPANISH_FLEET_PAGE } from '@/content/es/fleet';
import { spanishVisitTiming } from '@/content/es/promise-wording';
import { SPANISH_SERVICE_DETAILS } from '@/content/es/services';
import { ROUTES } from '@/config/routes';
import { SpanishLeadFormIsland } from '@/features/lead-capture/lead-form-island';
import type { ServicePagesLanguage } from './service-page-words';
import { inSentence, SPANISH_SERVICES_INDEX } from './services-index-words-es';

export const SPANISH_SERVICE_PAGES: ServicePagesLanguage = {
  services: SPANISH_SERVICES_INDEX.services,
  details: SPANISH_SERVICE_DETAILS,
  fleet: SPANISH_FLEET_CONTENT,
  fleetPage: SPANISH_FLEET_PAGE,
  servicesName: SPANISH_SERVICES_INDEX.servicesName,
  links: {
    ...SPANISH_SERVICES_INDEX.links,
    fleetForm: `${ROUTES.esService.href('fleet-services')}#fleet-form`,
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
  leadFormIsland: SpanishLeadFormIsland,
  showsEnglishOnlySections: false,
};
