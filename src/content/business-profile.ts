/**
 * The one source of every business fact: name, phones, email, address, hours, rating,
 * service radius, social links, founding year. Pages, footer, structured data and legal
 * pages all read this module; nothing else may spell out a phone number or the name.
 *
 * Defaults are fictional (a 555-01xx number, `.example` domains). Each value can be
 * overridden at build time with the environment variable named next to it.
 */
import { readPublicEnv } from '@/domain/public-env';

export type DayOfWeek = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';

export interface OpeningHoursRange {
  days: DayOfWeek[];
  opens: string; // 24-hour 'HH:MM'
  closes: string;
}

export interface PhoneNumber {
  /** As people read it: (510) 555-0142. */
  display: string;
  /** E.164, for tel: links and structured data: +15105550142. */
  e164: string;
}

const DAY_ORDER: DayOfWeek[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export const DAY_NAMES: Record<DayOfWeek, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** A US number in any common notation ('510-555-0142', '(510) 555 0142', '+1 510…'). */
export function parseUsPhone(text: string): PhoneNumber {
  const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) throw new Error(`Not a 10-digit US phone number: "${text}"`);
  return {
    display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    e164: `+1${digits}`,
  };
}

/**
 * Opening hours in schema.org's compact form: 'Mo-Fr 08:00-18:00; Sa 09:00-16:00'.
 * Days not listed are closed.
 */
export function parseOpeningHours(text: string): OpeningHoursRange[] {
  return text.split(';').map((part) => {
    const match = part.trim().match(/^([A-Z][a-z])(?:-([A-Z][a-z]))? (\d{2}:\d{2})-(\d{2}:\d{2})$/);
    if (!match) throw new Error(`Opening hours must look like "Mo-Fr 08:00-18:00", got "${part}"`);
    const [, first, last, opens, closes] = match;
    const from = DAY_ORDER.indexOf(first as DayOfWeek);
    const to = last ? DAY_ORDER.indexOf(last as DayOfWeek) : from;
    if (from < 0 || to < from) throw new Error(`Unknown day range in opening hours: "${part}"`);
    return { days: DAY_ORDER.slice(from, to + 1), opens: opens!, closes: closes! };
  });
}

function numberFrom(name: string, fallback: number): number {
  const raw = readPublicEnv(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

const env = (name: string, fallback: string) => readPublicEnv(name) ?? fallback;

export const businessProfile = {
  name: env('BUSINESS_NAME', 'Bay Area Mobile Auto Glass'),
  /** Registered legal entity, named as the warrantor and data controller on the legal pages. */
  legalName: env('BUSINESS_LEGAL_NAME', 'Bay Area Mobile Auto Glass LLC'),
  /** Short tagline used under the logo and in the footer blurb. */
  tagline: env('BUSINESS_TAGLINE', 'Mobile windshield repair and replacement'),
  phone: parseUsPhone(env('BUSINESS_PHONE', '(510) 555-0142')),
  /** The separate number printed on QR flyers, so those calls can be counted. */
  qrPhone: parseUsPhone(env('BUSINESS_QR_PHONE', '(510) 555-0178')),
  email: env('BUSINESS_EMAIL', 'service@mobileautoglass.example'),
  address: {
    /** Street line of the mailing address (legal pages); not used in the short 'Hayward, CA 94545'. */
    streetAddress: env('BUSINESS_STREET_ADDRESS', '100 Example Way'),
    locality: env('BUSINESS_CITY', 'Hayward'),
    region: env('BUSINESS_REGION', 'CA'),
    postalCode: env('BUSINESS_POSTAL_CODE', '94545'),
    country: 'US',
  },
  geo: {
    latitude: numberFrom('BUSINESS_LATITUDE', 37.6336),
    longitude: numberFrom('BUSINESS_LONGITUDE', -122.0966),
  },
  hours: parseOpeningHours(
    env('BUSINESS_HOURS', 'Mo-Fr 08:00-18:00; Sa 09:00-16:00; Su 10:00-15:00'),
  ),
  rating: {
    value: numberFrom('BUSINESS_RATING', 4.8),
    count: numberFrom('BUSINESS_REVIEW_COUNT', 127),
  },
  serviceRadiusKm: numberFrom('BUSINESS_SERVICE_RADIUS_KM', 80),
  foundingYear: numberFrom('BUSINESS_FOUNDING_YEAR', 2009),
  /** Effective date of the privacy policy and terms (ISO date). */
  legalEffectiveDate: env('BUSINESS_LEGAL_EFFECTIVE_DATE', '2026-01-15'),
  social: {
    facebook: env('BUSINESS_FACEBOOK_URL', 'https://www.facebook.com/example'),
    instagram: env('BUSINESS_INSTAGRAM_URL', 'https://www.instagram.com/example'),
    x: env('BUSINESS_X_URL', 'https://x.com/example'),
    youtube: env('BUSINESS_YOUTUBE_URL', 'https://www.youtube.com/@example'),
  },
} as const;

export type BusinessProfile = typeof businessProfile;

/** 'Hayward, CA 94545' */
export function formatAddress(profile: BusinessProfile = businessProfile): string {
  const { locality, region, postalCode } = profile.address;
  return `${locality}, ${region} ${postalCode}`;
}

/** '8:00 AM' from '08:00'. */
function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Rows for display: [{ label: 'Mon-Fri', value: '8:00 AM - 6:00 PM' }, …], closed days included. */
export function openingHoursRows(
  hours: OpeningHoursRange[] = businessProfile.hours,
): { label: string; value: string }[] {
  const rows = hours.map((range) => {
    const first = DAY_NAMES[range.days[0]!].slice(0, 3);
    const last = DAY_NAMES[range.days[range.days.length - 1]!].slice(0, 3);
    return {
      label: range.days.length > 1 ? `${first}-${last}` : first,
      value: `${formatTime(range.opens)} - ${formatTime(range.closes)}`,
    };
  });
  const open = new Set(hours.flatMap((range) => range.days));
  for (const day of DAY_ORDER) {
    if (!open.has(day)) rows.push({ label: DAY_NAMES[day].slice(0, 3), value: 'Closed' });
  }
  return rows;
}

/** The one wording of the rating, wherever it appears: 'Rated 4.8 out of 5 from 127 reviews'. */
export function ratingSummary(profile: BusinessProfile = businessProfile): string {
  return `Rated ${profile.rating.value} out of 5 from ${profile.rating.count} reviews`;
}
