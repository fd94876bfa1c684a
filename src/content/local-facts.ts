/**
 * Facts of a service-in-city page computed from data rather than written by hand: the
 * distance and an estimated drive time from the base, the nearest served cities, the county's
 * other cities. No route: which cities a van passes depends on roads and bridges, not on the
 * bearing, so it is not computed (docs/decisions/launch-truth.md#no-invented-local-facts). The method, and why it is an estimate, is recorded in
 * docs/decisions/indexed-pages.md ("Drive-time estimate").
 */
import { businessProfile } from './business-profile';
import { CITIES } from './cities';
import { CITY_COORDINATES, type LatLng } from './city-coordinates';
import type { City } from './types';

const EARTH_RADIUS_MILES = 3958.8;
/** Roads are longer than the straight line: about 1.3 times in the Bay Area. */
const ROAD_FACTOR = 1.3;
/** Average door-to-door speeds: a congested trip, and a clear one. */
const SLOW_MPH = 28;
const FAST_MPH = 50;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial compass bearing in degrees (0 = north, 90 = east). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const φ1 = radians(from.latitude);
  const φ2 = radians(to.latitude);
  const Δλ = radians(to.longitude - from.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const COMPASS = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
];

/** 'northwest' and the like, from a bearing. */
export function compassDirection(bearing: number): string {
  return COMPASS[Math.round(bearing / 45) % 8]!;
}

const roundTo5 = (minutes: number) => Math.max(10, Math.round(minutes / 5) * 5);

/**
 * An honest range for the drive: the straight line times the road factor, at a clear
 * and a congested average speed, rounded to five minutes (never under ten).
 */
export function driveTimeRange(miles: number): { fastest: number; slowest: number } {
  const road = miles * ROAD_FACTOR;
  const fastest = roundTo5((road / FAST_MPH) * 60);
  const slowest = Math.max(fastest + 5, roundTo5((road / SLOW_MPH) * 60));
  return { fastest, slowest };
}

const BASE: LatLng = businessProfile.geo;

function cityCoordinates(city: Pick<City, 'id'>): LatLng {
  const point = CITY_COORDINATES[city.id];
  if (!point) throw new Error(`city-coordinates.ts: no coordinates for "${city.id}"`);
  return point;
}

export interface LocalFacts {
  /** Straight-line miles from the base, one decimal. */
  miles: number;
  direction: string;
  drive: { fastest: number; slowest: number };
  /** The three served cities nearest to this one. */
  nearest: City[];
  /** The other cities of the county, nearest first. */
  countyCities: City[];
}

export function localFacts(city: City, cities: City[] = CITIES, base: LatLng = BASE): LocalFacts {
  const here = cityCoordinates(city);
  const miles = distanceMiles(base, here);
  const bearing = bearingDegrees(base, here);
  const others = cities
    .filter((other) => other.id !== city.id)
    .map((other) => ({ city: other, fromHere: distanceMiles(here, cityCoordinates(other)) }))
    .sort((a, b) => a.fromHere - b.fromHere);
  return {
    miles: Math.round(miles * 10) / 10,
    direction: compassDirection(bearing),
    drive: driveTimeRange(miles),
    nearest: others.slice(0, 3).map((other) => other.city),
    countyCities: others
      .filter((other) => other.city.county === city.county)
      .map((other) => other.city),
  };
}
