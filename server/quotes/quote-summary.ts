/**
 * The quote flow's answers as the owner reads them, one labelled line each, for the
 * notification email and the inbox (docs/decisions/quote-flow.md). Empty for a lead from
 * a plain form.
 */
import { CAR_BRANDS } from '@/content/brands';
import { QUOTE_PRICES } from '@/content/quote-settings';
import {
  DOORS,
  FEATURE_ANSWERS,
  formatPriceRange,
  GLASS_KINDS,
  PAYMENT_CHOICES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
} from '@/domain/quote';
import { hasValidVinCheckDigit, vinModelYear } from '@/domain/vin';
import { vinMakeId } from '@/domain/vin-make';
import type { Lead } from '../leads/lead';
import { windowDescription } from '../business-time';

const labelOf = (list: readonly { value: string; label: string }[], value?: string) =>
  value === undefined ? undefined : (list.find((entry) => entry.value === value)?.label ?? value);

/**
 * What a VIN says of the car, read offline, for a lead that gave a VIN and no year or make:
 * '2019 Tesla, read from the VIN'. Nothing for a VIN whose check digit is wrong.
 */
export function vehicleFromVin(vin: string, currentYear: number): string | undefined {
  if (!hasValidVinCheckDigit(vin)) return undefined;
  const make = CAR_BRANDS.find((brand) => brand.id === vinMakeId(vin))?.name;
  const reading = [vinModelYear(vin, currentYear), make].filter(Boolean).join(' ');
  return reading ? `${reading}, read from the VIN` : undefined;
}

export function quoteSummaryLines(lead: Lead): Array<[label: string, value: string]> {
  const quote = lead.quote;
  if (!quote) return [];
  const vehicle =
    [quote.year, quote.make, quote.model].filter(Boolean).join(' ') ||
    (lead.vinNumber
      ? vehicleFromVin(lead.vinNumber, new Date(lead.createdAt).getUTCFullYear())
      : undefined);
  const vehicleClass = labelOf(VEHICLE_CLASSES, quote.vehicleClass);
  const features =
    quote.glass === 'windshield' && quote.features
      ? WINDSHIELD_FEATURES.map(
          (feature) =>
            `${feature.label}: ${labelOf(FEATURE_ANSWERS, quote.features?.[feature.value] ?? 'unsure')!.toLowerCase()}`,
        ).join('; ')
      : undefined;
  const payment =
    quote.payment === 'insurance'
      ? `Insurance${quote.insurer ? ` (${quote.insurer})` : ''}`
      : labelOf(PAYMENT_CHOICES, quote.payment);
  const lines: Array<[string, string | undefined]> = [
    ['Quote', lead.incomplete ? 'INCOMPLETE: the visitor left before finishing' : 'finished'],
    [
      'Vehicle',
      [vehicle || (lead.vinNumber ? 'see the VIN' : undefined), vehicleClass && `(${vehicleClass})`]
        .filter(Boolean)
        .join(' ') || undefined,
    ],
    [
      'Glass',
      [labelOf(GLASS_KINDS, quote.glass), labelOf(DOORS, quote.door)].filter(Boolean).join(', ') ||
        undefined,
    ],
    ['Windshield features', features],
    ['Who pays', payment],
    [
      'Estimate shown',
      lead.estimate
        ? `${formatPriceRange(lead.estimate)} before insurance${QUOTE_PRICES?.sample ? ' (sample price table)' : ''}`
        : undefined,
    ],
    [
      'Requested window',
      quote.appointmentWindow
        ? `${windowDescription(quote.appointmentWindow)} (a request: confirm it with the customer)`
        : 'none: call to arrange a time',
    ],
    ['Photos', quote.photoIds.length > 0 ? String(quote.photoIds.length) : undefined],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== undefined);
}
