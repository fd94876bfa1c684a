/**
 * The Facebook and Instagram ad landing pages, `/leads/:network`.
 * LinkedIn has its own route (`linkedin-landing-page.tsx`) because it keeps
 * the full footer; an unknown network shows the not-found view.
 */
import { useParams } from 'react-router-dom';
import { LANDING_NETWORKS, type LandingNetwork } from '@/config/routes';
import type { RouteHandle } from '@/config/route-handle';
import { NotFoundView } from '@/pages/not-found-page';
import { LANDING_FORM_ID } from './landing-sections';
import { LandingView } from './landing-view';

export const handle: RouteHandle = {
  footer: 'minimal',
  mobileBar: { quoteTo: `#${LANDING_FORM_ID}` },
};

function isLandingNetwork(value: string | undefined): value is LandingNetwork {
  return LANDING_NETWORKS.some((network) => network === value);
}

export function Component() {
  const { network } = useParams();
  if (!isLandingNetwork(network)) return <NotFoundView />;
  return <LandingView network={network} />;
}
