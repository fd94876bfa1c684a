/**
 * The landing pages' query parameters (`service`, `urgent`).
 * - `service` changes the whole page, and each value has its own snapshot, served for that
 *   query (docs/decisions/first-paint.md#service-variants): the entry hydrates a snapshot
 *   only when it was made for the address's `service`, so the page reads it from the first
 *   render on.
 * - `urgent` only ticks a box in the form, so it has no snapshot of its own: while React
 *   hydrates, the page renders it unticked, as the snapshot shows it, and ticks it right
 *   after (no hydration mismatch).
 */
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LANDING_SERVICE_PARAM,
  landingServiceKey,
  type LandingServiceKey,
} from '@/config/landing-services';

const subscribeToNothing = () => () => {};

/**
 * `value` once hydrated, and in client renders; false while hydrating a prerendered
 * snapshot. When `value` is false the two agree, so React does not render the page a
 * second time after hydrating (docs/decisions/first-paint.md#staged-start).
 */
function useAfterHydration(value: boolean): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => value,
    () => false,
  );
}

export function useLandingQuery(): { service: LandingServiceKey; urgent: boolean } {
  const [searchParams] = useSearchParams();
  return {
    service: landingServiceKey(searchParams.get(LANDING_SERVICE_PARAM)),
    urgent: useAfterHydration(searchParams.get('urgent') === 'true'),
  };
}
