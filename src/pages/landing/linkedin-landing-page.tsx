/**
 * The LinkedIn landing page, `/leads/linkedin`: the corporate and fleet page. It is
 * its own route, registered before `/leads/:network`, because unlike the other ad
 * pages it keeps the full footer (its `handle` sets no footer, so the default applies).
 */
import type { RouteHandle } from '@/config/route-handle';
import { LANDING_FORM_ID } from './landing-sections';
import { LandingView } from './landing-view';

export const handle: RouteHandle = { mobileBar: { quoteTo: `#${LANDING_FORM_ID}` } };

export function Component() {
  return <LandingView network="linkedin" />;
}
