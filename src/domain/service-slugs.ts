/**
 * The services the business sells, by URL slug. Shared by the content, the links, the
 * lead form and the lead service (which stores the slug a visitor chose).
 */
export const SERVICE_SLUGS = [
  'windshield-replacement',
  'windshield-repairs',
  'door-glass-replacement',
  'back-glass-replacement',
  'adas-windshield-calibration',
  'mobile-service',
  'fleet-services',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Services with a dedicated page layout (hero, benefits, process, FAQ, call to action). */
export const DEDICATED_SERVICE_SLUGS = [
  'windshield-replacement',
  'windshield-repairs',
  'door-glass-replacement',
  'mobile-service',
  'adas-windshield-calibration',
] as const satisfies readonly ServiceSlug[];
