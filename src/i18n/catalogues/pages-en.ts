/**
 * The English catalogue's part for the content pages (legal, locations, cities, services):
 * kept apart from the shell's and the quote flow's strings so each can grow without touching
 * the other (docs/decisions/spanish.md#catalogues). Spread into `en.ts`; the Spanish part,
 * `pages-es.ts`, has every id of this one.
 */
export const pagesEn = {
  // What every content page shows around its copy.
  'page.home': 'Home',
  'page.callNow': 'Call Now',
  'page.freeQuote': 'Get a Free Quote',

  // The warranty, privacy policy and terms of service.
  'legal.cta.title': 'Questions about your glass?',
  'legal.cta.text':
    'Call us during business hours or request a free quote, and a technician will get back to you.',

  // The locations index and the city pages. A county's name as a heading or a link.
  'locations.name': 'Locations',
  'county.name': '{county} County',
  // The city page's facts computed from the data (src/content/local-facts.ts).
  'city.heroTitle': 'Mobile Auto Glass in {city}, CA',
  'city.requestQuote': 'Request a Quote',
  'city.aboutTitle': 'Auto Glass Service in {city}',
  'city.tripFromBase': 'Our vans start the day in {base}, so {city} is the shortest trip we make.',
  'city.trip':
    'As the crow flies, {city} lies {miles} miles {direction} of our {base} base; we reckon on {fastest} to {slowest} minutes by road, more at rush hour.',
  'city.nearest': 'The nearest cities we also serve: {cities}.',
  'city.servicesEyebrow': 'Auto glass in {city}',
  'city.servicesTitle': 'Our Services in {city}',
  'city.servicesIntro':
    'Every service comes to your address in {city}: the technician, the glass and the tools arrive together in one van.',
  'city.serviceLink': '{service} in {city}',
  'city.nearbyCountiesTitle': 'Nearby Counties We Serve',
  'city.nearbyCountiesIntro':
    'Beyond {city}, our vans cover {count, plural, one {# more Bay Area county} other {# more Bay Area counties}}.',
  'city.otherCitiesTitle': 'Other {county} County Cities We Serve',
  'city.otherCitiesIntro':
    'The same vans and technicians that come to {city} also work in these {county} County cities.',
  'city.allCities': 'See every city we serve',
  'city.quoteTitle': 'Get a Free Quote in {city}',
} as const;
