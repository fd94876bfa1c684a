/**
 * The services index in Spanish: the services' Spanish names and summaries (not their details),
 * links to the Spanish service pages, and the index's words, written from the English words'
 * facts (docs/decisions/spanish.md#spanish-services-pages). Only the Spanish entries import it.
 */
import { spanishVisitTiming } from '@/content/es/promise-wording';
import { SPANISH_SERVICES } from '@/content/es/service-titles';
import { SERVICES } from '@/content/services';
import { ROUTES } from '@/config/routes';
import type { ServicesIndexLanguage } from './services-index-words';

/** 'Reemplazo de parabrisas' → 'reemplazo de parabrisas', inside a sentence ('ADAS' stays). */
export const inSentence = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

export const SPANISH_SERVICES_INDEX: ServicesIndexLanguage = {
  services: SERVICES.map((service) => ({ ...service, ...SPANISH_SERVICES[service.slug] })),
  servicesName: 'Servicios',
  links: { services: ROUTES.esServices.href(), service: ROUTES.esService.href },
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
  showsEnglishOnlySections: false,
};
