/**
 * Business facts in markdown content are written as tokens (`{{phone}}`) and filled in
 * from the business profile, so no post or legal page spells out a phone number.
 */
import { businessProfile, formatAddress, openingHoursRows } from '@/content/business-profile';
import {
  aWorkmanshipWarranty,
  calibrationRecheckTerms,
  chipRepairTerms,
  recalibrationCoverage,
  SOONEST_VISIT,
  visitTiming,
  workmanshipDuration,
  workmanshipTerm,
  workmanshipWarrantyName,
  workmanshipWarrantyTitle,
} from '@/content/promise-wording';
import { fleetInvoicing, fleetWithin } from '@/content/fleet-terms';
import { SERVICE_AREA } from '@/content/service-area';
import { longDate } from '@/domain/calendar-date';
import { telHref } from '@/domain/contact-links';

export const CONTENT_TOKEN_VALUES: Record<string, () => string> = {
  businessName: () => businessProfile.name,
  legalName: () => businessProfile.legalName,
  streetAddress: () => businessProfile.address.streetAddress,
  /** '100 Example Way, Hayward, CA 94545': the mailing address for notices and requests. */
  fullAddress: () => `${businessProfile.address.streetAddress}, ${formatAddress()}`,
  /** A markdown link, so the number can be tapped on a phone. */
  phone: () => `[${businessProfile.phone.display}](${telHref(businessProfile.phone.e164)})`,
  email: () => businessProfile.email,
  city: () => formatAddress(),
  hours: () =>
    openingHoursRows()
      .map((row) => `${row.label} ${row.value}`)
      .join(', '),
  effectiveDate: () => longDate(businessProfile.legalEffectiveDate),
  /** Where the vans start: 'Hayward'. */
  base: () => SERVICE_AREA.base,
  /** The service radius in miles: '50'. */
  serviceRadiusMiles: () => String(SERVICE_AREA.radiusMiles),
  /** How soon, as a sentence, from the profile's same-day cut-off (src/content/promise-wording.ts). */
  visitTiming: () => visitTiming(),
  /** How soon, as a phrase ending a clause: 'often the same day or the next'. */
  soonestVisit: () => SOONEST_VISIT,
  /** The warranty terms of the profile (`warranty`), as /warranty states them. */
  workmanshipWarrantyTitle: () => `Limited ${workmanshipWarrantyTitle()}`,
  /** 'lifetime workmanship warranty', '5-year workmanship warranty': for prose. */
  workmanshipWarranty: () => workmanshipWarrantyName(),
  /** The same after its article: 'a lifetime …', 'an 8-year …'. */
  aWorkmanshipWarranty: () => aWorkmanshipWarranty(),
  /** 'for as long as you own the vehicle', 'for 5 years from the installation'. */
  workmanshipTerm: () => workmanshipTerm(),
  workmanshipDuration: () => workmanshipDuration(),
  chipRepairTerms: () => chipRepairTerms(),
  calibrationRecheckTerms: () => calibrationRecheckTerms(),
  /** A later recalibration: how many are free and when, or that it is billed. */
  recalibrationCoverage: () => recalibrationCoverage(),
  /** The profile's fleet scheduling time, with its leading space, or nothing: ' within 24 to 48 hours'. */
  fleetWithin: () => fleetWithin(),
  /** When and on what terms fleet accounts are invoiced, or nothing: ' each month on net-30 terms'. */
  fleetInvoicing: () => fleetInvoicing(),
  /** The founding year, marked in the text while it is the demo's sample. */
  foundingYear: () =>
    businessProfile.foundingYearIsSample
      ? `${businessProfile.foundingYear} (a sample year)`
      : String(businessProfile.foundingYear),
};

/** Replaces every known `{{token}}`; an unknown token is an error, caught at build. */
export function fillContentTokens(markdown: string): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = CONTENT_TOKEN_VALUES[name];
    if (!value) throw new Error(`Unknown content token {{${name}}}`);
    return value();
  });
}
