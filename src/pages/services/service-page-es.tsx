/**
 * The Spanish service pages' entry: the service views with the Spanish copy, which only this
 * chunk carries (docs/decisions/spanish.md#spanish-services-pages).
 */
import { ServicePage } from './service-page-view';
import { SPANISH_SERVICE_PAGES } from './service-page-words-es';

export function Component() {
  return <ServicePage language={SPANISH_SERVICE_PAGES} />;
}
