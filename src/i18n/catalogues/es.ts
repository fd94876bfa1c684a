/**
 * The Spanish message catalogue: every id of the English one (`en.ts`), written in the Spanish
 * Californian drivers speak, in the `usted` form (docs/decisions/spanish.md#catalogues). Typed
 * as a `Catalogue`, so a missing or unknown id is a type error.
 *
 * After editing run `npm run messages` (src/i18n/compiled/ is generated from this file).
 */
import type { Catalogue } from './en';
import { pagesEs } from './pages-es';

export const es: Catalogue = {
  'language.switch': 'English',
  'language.switchLabel': 'Read this page in English',

  'shell.skipToContent': 'Ir al contenido principal',
  'shell.homeLabel': '{name}, inicio',
  'shell.quote': 'Cotización',
  'shell.callLabel': 'Llamar al {phone}',
  'shell.openMenu': 'Abrir menú',
  'shell.closeMenu': 'Cerrar menú',

  ...pagesEs,
};
