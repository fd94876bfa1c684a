/**
 * The Spanish catalogue's part for the content pages: every id of `pages-en.ts`, in the
 * `usted` form (docs/decisions/spanish.md#catalogues). Spread into `es.ts`.
 */
import type { pagesEn } from './pages-en';

export const pagesEs: Record<keyof typeof pagesEn, string> = {
  'page.breadcrumbLabel': 'Ruta de navegación',
  'page.home': 'Inicio',
  'page.callNow': 'Llamar ahora',
  'page.freeQuote': 'Pida una cotización gratis',

  'legal.cta.title': '¿Tiene preguntas sobre sus vidrios?',
  'legal.cta.text':
    'Llámenos en nuestro horario de atención o pida una cotización gratis, y un técnico se comunicará con usted.',
};
