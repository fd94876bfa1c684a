/**
 * /services/{serviceType}: the English service pages' entry, the service views with the
 * English copy (./service-page-view.tsx).
 */
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';
import { ENGLISH_SERVICE_PAGES } from './service-page-words';
import { ServicePage } from './service-page-view';

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [LeadFormIsland];

export function Component() {
  return <ServicePage language={ENGLISH_SERVICE_PAGES} />;
}
