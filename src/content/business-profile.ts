/**
 * The one source of every business fact: name, phones, email, address, hours, rating,
 * service area, founding year, social links. Pages,
 * footer, structured data and legal pages all read this module; nothing else may spell out
 * a phone number or the name. Reviews, authors, offers, insurers and certifications come from
 * the same file but through their own modules (src/content/reviews.ts, authors.ts, claims.ts,
 * insurers.ts, certifications.ts),
 * so they load only with the pages that show them.
 *
 * The facts live in the business profile file the owner edits (content/business-profile.json,
 * or the file named by BUSINESS_PROFILE_PATH; README "The business profile"). The default file
 * is a demo: fictional 555 numbers and `.example` domains, sample claims marked
 * `"sample": true`. The environment variables named below still override single values.
 * Why: docs/decisions/launch-truth.md.
 */
import { readPublicEnv } from '@/domain/public-env';
import { loadProfileFile } from './load/profile-file';
import type { ProfileFile } from './load/profile-schema';

/** The profile without the parts that load only with the pages that show them. */
export type ProfileCore = Omit<
  ProfileFile,
  'reviews' | 'authors' | 'offers' | 'insurers' | 'certifications' | 'quote'
>;

/** Set by webpack (webpack.config.js) to the validated profile; Node reads the file. */
declare const __BUSINESS_PROFILE__: ProfileCore | undefined;

const file: ProfileCore =
  typeof __BUSINESS_PROFILE__ !== 'undefined' ? __BUSINESS_PROFILE__ : loadProfileFile();

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

export interface RatingFact {
  value: number;
  count: number;
  /** Where the reviews behind the rating are: 'Google'. */
  source: string;
  url?: string;
  /** A demo value: labelled "Sample rating" on the page, and a real site cannot launch with it. */
  sample: boolean;
}

/** The rating, or null when the profile has none. BUSINESS_RATING with BUSINESS_REVIEW_COUNT replace it. */
function ratingFact(): RatingFact | null {
  const value = readPublicEnv('BUSINESS_RATING');
  const count = readPublicEnv('BUSINESS_REVIEW_COUNT');
  const base = file.rating;
  if (value === undefined && count === undefined) {
    return base ? { ...base, sample: Boolean(base.sample) } : null;
  }
  return {
    value: numberFrom('BUSINESS_RATING', base?.value ?? 5),
    count: numberFrom('BUSINESS_REVIEW_COUNT', base?.count ?? 1),
    source: env('BUSINESS_RATING_SOURCE', base?.source ?? 'Google'),
    url: readPublicEnv('BUSINESS_RATING_URL') ?? base?.url,
    // Both numbers given by the owner: no longer the demo's.
    sample: Boolean(base?.sample) && (value === undefined || count === undefined),
  };
}

const foundingOverride = readPublicEnv('BUSINESS_FOUNDING_YEAR');

export const businessProfile = {
  name: env('BUSINESS_NAME', file.identity.name),
  /** Registered legal entity, named as the warrantor and data controller on the legal pages. */
  legalName: env('BUSINESS_LEGAL_NAME', file.identity.legalName),
  /** Short tagline used under the logo and in the footer blurb. */
  tagline: env('BUSINESS_TAGLINE', file.identity.tagline),
  phone: parseUsPhone(env('BUSINESS_PHONE', file.phones.main)),
  /** The separate number printed on QR flyers, so those calls can be counted. */
  qrPhone: parseUsPhone(env('BUSINESS_QR_PHONE', file.phones.qr)),
  email: env('BUSINESS_EMAIL', file.identity.email),
  address: {
    /** Street line of the mailing address (legal pages); not used in the short 'Hayward, CA 94545'. */
    streetAddress: env('BUSINESS_STREET_ADDRESS', file.address.streetAddress),
    locality: env('BUSINESS_CITY', file.address.locality),
    region: env('BUSINESS_REGION', file.address.region),
    postalCode: env('BUSINESS_POSTAL_CODE', file.address.postalCode),
    country: 'US',
  },
  geo: {
    latitude: numberFrom('BUSINESS_LATITUDE', file.address.latitude),
    longitude: numberFrom('BUSINESS_LONGITUDE', file.address.longitude),
  },
  hours: parseOpeningHours(env('BUSINESS_HOURS', file.hours)),
  /** The same hours as written, for the quote flow's appointment windows (src/content/quote-settings.ts). */
  hoursText: env('BUSINESS_HOURS', file.hours),
  /** Null when the profile shows no rating. */
  rating: ratingFact(),
  serviceRadiusKm: numberFrom('BUSINESS_SERVICE_RADIUS_KM', file.serviceArea.radiusKm),
  /** The city of the shop where static calibration is done (level floor, controlled light). */
  calibrationShop: env('BUSINESS_CALIBRATION_SHOP', file.serviceArea.calibrationShop),
  foundingYear: numberFrom('BUSINESS_FOUNDING_YEAR', file.founded.year),
  /** The founding year is the demo's: labelled, and a real site cannot launch with it. */
  foundingYearIsSample: foundingOverride === undefined && Boolean(file.founded.sample),
  /** Effective date of the privacy policy and terms (ISO date). */
  legalEffectiveDate: env('BUSINESS_LEGAL_EFFECTIVE_DATE', file.legalEffectiveDate),
  /** The warranty terms per kind of work (src/content/promise-wording.ts words them). */
  warranty: file.warranty,
  /** Fleet account terms, each optional (src/content/fleet-terms.ts words them). */
  fleet: file.fleet ?? {},
  social: {
    facebook: readPublicEnv('BUSINESS_FACEBOOK_URL') ?? file.social.facebook,
    instagram: readPublicEnv('BUSINESS_INSTAGRAM_URL') ?? file.social.instagram,
    x: readPublicEnv('BUSINESS_X_URL') ?? file.social.x,
    youtube: readPublicEnv('BUSINESS_YOUTUBE_URL') ?? file.social.youtube,
  },
};

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

/**
 * The one wording of the rating, wherever it appears: 'Rated 4.8 out of 5 from 127 Google
 * reviews'; null when the profile has no rating (the caller then shows nothing).
 */
export function ratingSummary(profile: BusinessProfile = businessProfile): string | null {
  const { rating } = profile;
  if (!rating) return null;
  return `Rated ${rating.value.toFixed(1)} out of 5 from ${rating.count} ${rating.source} reviews`;
}
