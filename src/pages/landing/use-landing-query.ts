/**
 * The landing pages' query parameters (`service`, `urgent`). Every landing page is
 * prerendered without a query, so while React hydrates the snapshot the page renders
 * the defaults, exactly as the snapshot shows them, and switches to the visitor's
 * parameters right after (no hydration mismatch). A page rendered from scratch, after
 * a client-side navigation, uses the parameters from its first render.
 */
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_LANDING_SERVICE,
  landingServiceKey,
  type LandingServiceKey,
} from './landing-content';

const subscribeToNothing = () => () => {};

/** False while hydrating a prerendered snapshot, true afterwards and in client renders. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function useLandingQuery(): { service: LandingServiceKey; urgent: boolean } {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return { service: DEFAULT_LANDING_SERVICE, urgent: false };
  return {
    service: landingServiceKey(searchParams.get('service')),
    urgent: searchParams.get('urgent') === 'true',
  };
}
