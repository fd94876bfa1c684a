/**
 * The ad landing pages' `?service=` values and the service each one requests. Every value
 * has its own snapshot of each landing page, served for that query, so an ad's first paint
 * is the page the ad promised (docs/decisions/first-paint.md#service-variants).
 */
import type { ServiceSlug } from '@/domain/service-slugs';

export const LANDING_SERVICE_PARAM = 'service';

export const LANDING_SERVICES = {
  windshield: 'windshield-replacement',
  repair: 'windshield-repairs',
  door: 'door-glass-replacement',
  adas: 'adas-windshield-calibration',
} as const satisfies Record<string, ServiceSlug>;

export type LandingServiceKey = keyof typeof LANDING_SERVICES;
export const DEFAULT_LANDING_SERVICE: LandingServiceKey = 'windshield';

export function isLandingServiceKey(value: string | null): value is LandingServiceKey {
  return value !== null && Object.hasOwn(LANDING_SERVICES, value);
}

/** The `service` query value, or the default for a missing or unknown one. */
export function landingServiceKey(value: string | null): LandingServiceKey {
  return isLandingServiceKey(value) ? value : DEFAULT_LANDING_SERVICE;
}
