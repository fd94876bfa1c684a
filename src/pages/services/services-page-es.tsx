/**
 * The Spanish services index's entry: the index's view with the Spanish words, which only this
 * chunk carries (docs/decisions/spanish.md#spanish-services-pages).
 */
import { ServicesPage } from './services-page-view';
import { SPANISH_SERVICES_INDEX } from './services-index-words-es';

export function Component() {
  return <ServicesPage language={SPANISH_SERVICES_INDEX} />;
}
