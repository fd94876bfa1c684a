/**
 * Small formatters the inbox pages share: times, badges, phone, place and VIN lines.
 * See docs/decisions/owner-inbox.md.
 */
import { hasValidVinCheckDigit, vinModelYear } from '@/domain/vin';
import { ADMIN_BASE, type LeadStatus } from '../admin-config';
import { formatBusinessTime } from '../../business-time';
import { html, SafeHtml } from '../../http/html';
import { landingPath } from '../report';
import { zipPlace } from '../../leads/zip-place';
import { LANGUAGE_NAMES } from '../../leads/lead';
import type { Locale } from '@/i18n/locales';
import type { OutboxChannel } from '../../db/schema';
import type { StoredPhoto } from '../../quotes/quote.repository';

/**
 * A badge naming a lead's language when it is not English: the owner answers a Spanish
 * lead in Spanish (docs/decisions/spanish.md#server).
 */
export function languageBadge(language: Locale): SafeHtml | string {
  return language === 'en'
    ? ''
    : html`<span class="badge language-badge">${LANGUAGE_NAMES[language]}</span>`;
}

/** "12 min ago": the script keeps it current from data-time. */
export function age(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} d ago`;
}

/** `now`: the service clock's time the page is rendered at (server/clock.ts). */
export function time(iso: string | undefined, now: number): SafeHtml {
  if (!iso) return html``;
  return html`<time datetime="${iso}" data-time="${iso}" title="${iso}">${age(iso, now)}</time>`;
}

export function fullTime(iso: string | undefined): SafeHtml {
  if (!iso) return html`–`;
  // In the business's time zone, named (server/business-time.ts); the ISO time stays in
  // the markup for the script and for copying.
  return html`<time datetime="${iso}" data-local="${iso}">${formatBusinessTime(iso)}</time>`;
}

const SERVICE_NAMES: Record<string, string> = {
  'windshield-replacement': 'Windshield replacement',
  'windshield-repairs': 'Windshield repair',
  'door-glass-replacement': 'Door glass',
  'back-glass-replacement': 'Back glass',
  'adas-windshield-calibration': 'ADAS calibration',
  'mobile-service': 'Mobile service',
  'fleet-services': 'Fleet',
};
export function serviceName(slug: string): string {
  return SERVICE_NAMES[slug] ?? slug;
}

export function statusBadge(status: LeadStatus): SafeHtml {
  return html`<span class="badge status-${status}">${status}</span>`;
}

export function pagePath(url: string | undefined): string {
  return url ? landingPath(url) : '';
}

export function displayPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** "Hayward 94544", or the ZIP alone when it is not a California ZIP code. */
export function cityAndZip(zip: string): string {
  const place = zipPlace(zip);
  return place ? `${place.city} ${zip}` : `ZIP ${zip}`;
}

/** A lead the vans may not reach is marked, so it is called back with that in mind. */
export function areaBadge(zip: string): SafeHtml | '' {
  const place = zipPlace(zip);
  if (place?.inServiceArea) return '';
  return html`<span class="badge outside-badge"
    >${place ? 'Outside service area' : 'Unknown ZIP'}</span
  >`;
}

/** The detail view's line: city, county, distance and whether the vans go there. */
export function zipDetails(zip: string): string {
  const place = zipPlace(zip);
  if (!place) return `${zip} (not a California ZIP code)`;
  const area = place.inServiceArea ? 'inside the service area' : 'outside the service area';
  const miles = `${place.distanceMiles} ${place.distanceMiles === 1 ? 'mile' : 'miles'}`;
  return `${zip} · ${place.city}, ${place.county} County · ${miles} from the base, ${area}`;
}

/**
 * The VIN with what it says offline: its model year, or that its check digit is wrong (a
 * lead stored before the forms checked it, docs/decisions.md#vin-check).
 */
export function vinDetails(vin: string | undefined, currentYear: number): string | undefined {
  if (!vin) return undefined;
  if (!hasValidVinCheckDigit(vin)) return `${vin} · check digit does not match: probably mistyped`;
  const year = vinModelYear(vin, currentYear);
  return year ? `${vin} · model year ${year}` : vin;
}

export function option(value: string, label: string, selected: string | undefined): SafeHtml {
  return html`<option
    value="${value}"
    ${value === (selected ?? '') ? new SafeHtml(' selected') : ''}
  >
    ${label}
  </option>`;
}

export function withQuery(
  query: Record<string, string>,
  changes: Record<string, string | undefined>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return `${ADMIN_BASE}${text ? `?${text}` : ''}`;
}

/** What each outbox channel is, in the owner's words (the lead page's notifications). */
export const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'Email to you',
  webhook: 'Webhook',
  receipt: 'Receipt to the customer',
  booking: 'Booking email to the customer',
  sms: 'Text to you',
  customer_sms: 'Text to the customer',
  overdue_email: 'Overdue reminder email',
  overdue_sms: 'Overdue reminder text',
};

/**
 * A lead's damage photos as thumbnails, each opening the full photo (signed-in only, never
 * cached); nothing when there are none. The lead page and a technician's day share it.
 */
export function damagePhotoList(leadId: string, photos: readonly StoredPhoto[]): SafeHtml | '' {
  if (photos.length === 0) return '';
  const photoUrl = (photo: StoredPhoto) =>
    `${ADMIN_BASE}/leads/${encodeURIComponent(leadId)}/photos/${encodeURIComponent(photo.id)}`;
  return html`<ul class="photos">
    ${photos.map(
      (photo, index) =>
        html`<li>
          <a href="${photoUrl(photo)}" target="_blank" rel="noopener"
            ><img
              src="${photoUrl(photo)}"
              alt="Damage photo ${index + 1} of ${photos.length}"
              width="${photo.width}"
              height="${photo.height}"
              loading="lazy"
          /></a>
        </li>`,
    )}
  </ul>`;
}
