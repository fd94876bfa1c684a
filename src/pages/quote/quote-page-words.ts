/**
 * The quote page's own words in English (./quote-page-view.tsx): the page around the quote
 * flow. The flow's and the plain form's words are the forms' catalogue parts
 * (src/i18n/catalogues/forms-*.ts, quote-*.ts).
 */
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { replyHours } from '@/content/reply-wording';
import type { QuotePageWords } from './quote-page-view';

export const ENGLISH_QUOTE_PAGE: QuotePageWords = {
  path: paths.quoteForm(),
  crumb: 'Quote request',
  title: 'Request a Quote',
  description: `Ask ${businessProfile.name} for a mobile auto glass quote: your vehicle, the glass, where the car is and photos.`,
  heroTitle: 'Your Free Quote',
  heroTitleInCity: (cityName) => `Free Quote in ${cityName}`,
  intro: `A few short questions about the car and the glass. ${replyHours()}`,
  loading: 'Loading the quote form…',
  onePage: { before: 'Prefer one page?', link: 'Use the one-page form', after: '.' },
};
