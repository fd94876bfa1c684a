/**
 * The Spanish quote page's own words (./quote-page-view.tsx), written for a Spanish-speaking
 * driver from the English page's facts; the reply hours from the profile, spelled without
 * `Intl` (src/content/es/opening-hours.ts). Only the Spanish page's chunk carries them
 * (docs/decisions/spanish.md#the-quote-page-in-spanish).
 */
import { ROUTES } from '@/config/routes';
import { businessProfile } from '@/content/business-profile';
import { spanishReplyHours } from '@/content/es/opening-hours';
import type { QuotePageWords } from './quote-page-view';

export const SPANISH_QUOTE_PAGE: QuotePageWords = {
  path: ROUTES.esQuoteForm.href(),
  crumb: 'Cotización',
  title: 'Pedir una cotización',
  description: `Pida a ${businessProfile.name} una cotización de vidrios para su carro con servicio móvil: su vehículo, el vidrio, dónde está el carro y fotos.`,
  heroTitle: 'Su cotización gratis',
  heroTitleInCity: (cityName) => `Cotización gratis en ${cityName}`,
  intro: `Unas preguntas cortas sobre el carro y el vidrio. ${spanishReplyHours()}`,
  loading: 'Cargando el formulario de cotización…',
  onePage: {
    before: '¿Prefiere todo en una sola página?',
    link: 'Use el formulario de una página',
    after: '.',
  },
};
