/**
 * The business facts the Spanish city copy names, read from the business profile as the English
 * city copy reads them (src/content/city-profiles.ts), so a changed base, shop or warranty
 * changes both languages (docs/decisions/spanish.md#city-pages-in-spanish).
 */
import { businessProfile } from '../../business-profile';
import type { ProfileWarranty } from '../../profile/profile-schema';

/** Where the vans start every day. */
export const BASE = businessProfile.address.locality;

/** Where static calibration is done: it needs a level floor and controlled light. */
export const SHOP = businessProfile.calibrationShop;

/**
 * The workmanship warranty on glass we install, as a noun phrase in Spanish:
 * 'nuestra garantía de por vida sobre la mano de obra, válida mientras el auto sea suyo'.
 */
export function workmanshipWarrantyEs(terms: ProfileWarranty = businessProfile.warranty): string {
  if (terms.workmanship === 'lifetime')
    return 'nuestra garantía de por vida sobre la mano de obra, válida mientras el auto sea suyo';
  const { years } = terms.workmanship;
  return `nuestra garantía de ${years} ${years === 1 ? 'año' : 'años'} sobre la mano de obra`;
}
