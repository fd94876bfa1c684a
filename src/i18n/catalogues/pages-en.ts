/**
 * The English catalogue's part for the content pages (legal, locations, cities, services):
 * kept apart from the shell's and the quote flow's strings so each can grow without touching
 * the other (docs/decisions/spanish.md#catalogues). Spread into `en.ts`; the Spanish part,
 * `pages-es.ts`, has every id of this one.
 */
export const pagesEn = {
  // What every content page shows around its copy.
  'page.breadcrumbLabel': 'Breadcrumb',
  'page.home': 'Home',
  'page.callNow': 'Call Now',
  'page.freeQuote': 'Get a Free Quote',

  // The warranty, privacy policy and terms of service.
  'legal.cta.title': 'Questions about your glass?',
  'legal.cta.text':
    'Call us during business hours or request a free quote, and a technician will get back to you.',
} as const;
