/**
 * The Spanish catalogue's part for the content pages: every id of `pages-en.ts`, in the
 * `usted` form (docs/decisions/spanish.md#catalogues). Spread into `es.ts`.
 */
import type { pagesEn } from './pages-en';

export const pagesEs: Record<keyof typeof pagesEn, string> = {
  'page.home': 'Inicio',
  'page.callNow': 'Llamar ahora',
  'page.freeQuote': 'Cotización gratis',

  'legal.cta.title': '¿Tiene preguntas sobre sus vidrios?',
  'legal.cta.text':
    'Llámenos en nuestro horario de atención o pida una cotización gratis, y un técnico se comunicará con usted.',

  'locations.name': 'Zonas de servicio',
  'county.name': 'Condado de {county}',
  'city.heroTitle': 'Vidrios para autos a domicilio en {city}, CA',
  'city.requestQuote': 'Pida una cotización',
  'city.aboutTitle': 'Servicio de vidrios para autos en {city}',
  'city.tripFromBase':
    'Nuestras camionetas empiezan el día en {base}, así que {city} es el viaje más corto que hacemos.',
  'city.trip':
    'En línea recta, {city} está a {miles, plural, one {# milla} other {# millas}} {direction, select, north {al norte} northeast {al noreste} east {al este} southeast {al sureste} south {al sur} southwest {al suroeste} west {al oeste} northwest {al noroeste} other {}} de nuestra base en {base}; calculamos de {fastest} a {slowest} minutos por carretera, más en horas pico.',
  'city.nearest': 'Las ciudades más cercanas que también atendemos: {cities}.',
  'city.servicesEyebrow': 'Vidrios para autos en {city}',
  'city.servicesTitle': 'Nuestros servicios en {city}',
  'city.servicesIntro':
    'Cada servicio llega a su domicilio en {city}: el técnico, el vidrio y las herramientas llegan juntos en una camioneta.',
  'city.serviceLink': '{service} en {city}',
  'city.nearbyCountiesTitle': 'Condados cercanos que atendemos',
  'city.nearbyCountiesIntro':
    'Además de {city}, nuestras camionetas cubren {count, plural, one {# condado más} other {# condados más}} del Área de la Bahía.',
  'city.otherCitiesTitle': 'Otras ciudades del condado de {county} que atendemos',
  'city.otherCitiesIntro':
    'Las mismas camionetas y los mismos técnicos que van a {city} también trabajan en estas ciudades del condado de {county}.',
  'city.allCities': 'Vea todas las ciudades que atendemos',
  'city.quoteTitle': 'Pida una cotización gratis en {city}',
};
