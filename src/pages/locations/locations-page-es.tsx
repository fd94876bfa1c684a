/**
 * The Spanish locations index's entry: the index's view with the Spanish copy, which only this
 * chunk carries (docs/decisions/spanish.md#spanish-content-pages).
 */
import { SPANISH_LOCATIONS_PAGE } from '@/content/es/locations';
import { LocationsPage } from './locations-page';

export function Component() {
  return <LocationsPage spanish={SPANISH_LOCATIONS_PAGE} />;
}
