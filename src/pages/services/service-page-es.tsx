/**
 * The Spanish service pages' entry: the service views with the Spanish copy, which only this
 * chunk carries (docs/decisions/spanish.md#spanish-services-pages).
 */
import { SpanishLeadFormIsland } from '@/features/lead-capture/lead-form-island';
import { ServicePage } from './service-page-view';
import { SPANISH_SERVICE_PAGES } from './service-page-words-es';

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [SpanishLeadFormIsland];

export function Component() {
  return <ServicePage language={SPANISH_SERVICE_PAGES} />;
}
