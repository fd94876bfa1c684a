/**
 * The Spanish hero of the ad landing pages (`/es/leads/:network`): what a driver reads at
 * first paint, per network and `service` value, written in Spanish for these pages; kept
 * beside the English headlines of landing-content.ts
 * (docs/decisions/spanish.md#spanish-landing-pages). Every claim is one the English page
 * makes from the business profile; the trust lines with numbers come from the catalogue.
 */
import type { LandingServiceKey } from '@/config/landing-services';

export interface SpanishLandingHero {
  eyebrow: string;
  headline: string;
  subheadline: string;
}

/** Facebook: the service named plainly, as the ad did. */
export const FACEBOOK_HERO: Record<LandingServiceKey, SpanishLandingHero> = {
  windshield: {
    eyebrow: 'Reemplazo de parabrisas en el Área de la Bahía',
    headline: 'Reemplazo de parabrisas donde esté su carro',
    subheadline:
      'Un técnico llega a su casa o a su trabajo, cambia el parabrisas y le explica cuándo puede volver a manejar.',
  },
  repair: {
    eyebrow: 'Reparación de parabrisas en el Área de la Bahía',
    headline: 'Reparación de piquetes y grietas en el parabrisas',
    subheadline:
      'Un piquete pequeño se puede reparar antes de que se extienda. Le decimos con honestidad si se repara o si hay que cambiar el parabrisas.',
  },
  door: {
    eyebrow: 'Cristal de la puerta en el Área de la Bahía',
    headline: 'Reemplazo del cristal de la puerta',
    subheadline:
      'Limpiamos los vidrios de la puerta y del interior, revisamos el elevador y ponemos el cristal nuevo donde esté estacionado su carro.',
  },
  adas: {
    eyebrow: 'Calibración ADAS en el Área de la Bahía',
    headline: 'Calibración ADAS de la cámara del parabrisas',
    subheadline:
      'Después de cambiar el parabrisas, la cámara de su sistema de asistencia al conductor necesita calibración. Le decimos qué tipo necesita su vehículo.',
  },
};

/** Instagram: a question, as the ad asked it. */
export const INSTAGRAM_HEADLINES: Record<LandingServiceKey, string> = {
  windshield: '¿Se le estrelló el parabrisas?',
  repair: '¿Un piquete o una grieta?',
  door: '¿Se le rompió el vidrio de la puerta?',
  adas: '¿Necesita calibración ADAS?',
};

export const INSTAGRAM_EYEBROW = 'Cristales para auto a domicilio, Área de la Bahía';

/** LinkedIn: businesses with vehicles on the road. */
export const LINKEDIN_HERO: SpanishLandingHero = {
  eyebrow: 'Para empresas y flotillas',
  headline: 'Cristales para los vehículos de su empresa',
  subheadline:
    'Parabrisas, cristales laterales y traseros y calibración de cámaras para su flotilla, en su patio o estacionamiento.',
};

export const LANDING_FORM_HEADING = 'Pida su cotización gratis';
export const FLEET_FORM_HEADING = 'Pida una cotización para su flotilla';
export const LANDING_CRUMB = 'Cotización gratis';
export const FLEET_CRUMB = 'Cotización para flotillas';

/** The search snippet of a landing page (they are `noindex`, but shared links show it). */
export const LANDING_META_DESCRIPTION =
  'Cristales para auto a domicilio en el Área de la Bahía: facturamos directamente a su aseguradora y le damos una cotización gratis.';
