/**
 * The Spanish home's hero: the four variants of the hero experiment and the promises under
 * them, written for a Spanish-speaking driver from the English hero's facts
 * (src/content/home.ts), with every speed, warranty and insurance fact worded from the profile
 * by the Spanish wording modules (docs/decisions/spanish.md#the-spanish-home-page). Only the
 * Spanish home's entry imports it.
 */
import { quoteHref } from '@/config/quote-link';
import { CITIES } from '@/content/cities';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from '@/content/es/claim-wording';
import {
  SPANISH_SOONEST_VISIT,
  spanishVisitTiming,
  spanishWorkmanshipWarrantyName,
  spanishWorkmanshipWarrantyTitle,
} from '@/content/es/promise-wording';
import { SAME_DAY_VISITS } from '@/content/promise-wording';
import type { HomeHeroWords } from '@/features/hero-experiment/home-hero';

export const SPANISH_HOME_HERO: HomeHeroWords = {
  label: 'Presentación',
  quoteHref: quoteHref({}, 'es'),
  variants: {
    default: {
      badge: 'Vidrios para autos a domicilio en el Área de la Bahía',
      headline: 'Reparamos y reemplazamos su parabrisas donde usted esté',
      subheadline: `Técnicos que van a su casa, su oficina o el estacionamiento, vidrio OEM o equivalente y ${spanishWorkmanshipWarrantyName()}.`,
      primaryCta: { label: 'Pida su cotización gratis', to: 'quote' },
      secondaryCta: { label: 'Llame ahora', to: 'call' },
    },
    // No offer under this variant: an offer's title and terms are written in English only
    // (docs/decisions/spanish.md#the-spanish-home-page).
    speed: {
      badge: 'Pida su cita en 5 minutos',
      headline: SAME_DAY_VISITS
        ? 'Su parabrisas, a menudo el mismo día o el siguiente'
        : 'Su parabrisas, en el primer horario libre',
      subheadline: `Cuéntenos de su vidrio en cinco minutos. ${spanishVisitTiming()} Le confirmamos la hora antes de agendar.`,
      primaryCta: { label: 'Quiero mi cita', to: 'quote' },
      secondaryCta: { label: 'Llame ahora', to: 'call' },
    },
    insurance: {
      badge: 'Le facturamos directamente a su aseguradora',
      headline: 'Su seguro puede pagar el parabrisas completo',
      subheadline: `${SPANISH_ZERO_WITH_GLASS_COVERAGE}. Nosotros presentamos el reclamo con su aseguradora; si no tiene cobertura de vidrios, se aplica su deducible.`,
      primaryCta: { label: 'Revisar mi cobertura', to: 'quote' },
      secondaryCta: { label: 'Hable con un asesor de seguros', to: 'call' },
    },
    mobile: {
      badge: 'Servicio a domicilio sin costo extra',
      headline: 'Arreglamos su parabrisas en donde se encuentre',
      subheadline: `Nuestras camionetas recorren ${CITIES.length} ciudades del Área de la Bahía. Sin cargo por traslado, citas ${SPANISH_SOONEST_VISIT} y la mayoría de los reemplazos listos en 1 a 2 horas, incluida alrededor de una hora para que fragüe el adhesivo.`,
      primaryCta: { label: 'Pida su cotización gratis', to: 'quote' },
      secondaryCta: { label: 'Llame ahora', to: 'call' },
    },
  },
  promises: [
    `Facturamos directamente a su aseguradora: ${SPANISH_ZERO_WITH_GLASS_COVERAGE}`,
    spanishWorkmanshipWarrantyTitle(),
    SAME_DAY_VISITS
      ? 'A menudo el mismo día o el siguiente, sin cargo por traslado'
      : 'En el primer horario libre, sin cargo por traslado',
  ],
};
