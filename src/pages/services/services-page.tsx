/** /services: the English services index's entry, the index's view with the English words. */
import { ENGLISH_SERVICES_INDEX } from './services-index-words';
import { ServicesPage } from './services-page-view';

export function Component() {
  return <ServicesPage language={ENGLISH_SERVICES_INDEX} />;
}
