/**
 * /es: the Spanish home's entry, the home's view with the Spanish words, which only this chunk
 * carries (docs/decisions/spanish.md#the-spanish-home-page).
 */
import { businessProfile } from '@/content/business-profile';
import { ROUTES } from '@/config/routes';
import { HomePage } from './home-page-view';
import { SPANISH_HOME_HERO } from './home-hero-words-es';

export { islands } from './home-page-view';

export function Component() {
  return (
    <HomePage
      words={{
        // At most 60 characters, for search results (src/seo/snippet-rules.ts); "a domicilio" is in
        // the description.
        title: 'Reparación y reemplazo de parabrisas en el Área de la Bahía',
        description: `${businessProfile.name} repara y reemplaza parabrisas, vidrios de puerta y traseros en su casa u oficina en todo el Área de la Bahía de San Francisco.`,
        path: ROUTES.esHome.href(),
        hero: SPANISH_HOME_HERO,
        // The brand pages the strip leads to are in English only.
        showsBrands: false,
      }}
    />
  );
}
