/**
 * The calendar file sent with a booking's confirmation (RFC 5545), so the customer's
 * phone puts the appointment in its calendar and moves or removes it when we do
 * (docs/decisions/bookings.md, 'The calendar file'). Times are UTC (a trailing Z), which
 * every calendar reads without a VTIMEZONE block; the UID is the booking's, the same on
 * every version, and SEQUENCE grows with each change so the newest version wins.
 */
import { siteConfig } from '@/config/site-config';

export interface CalendarEvent {
  /** The booking's id: the UID's stable part. */
  bookingId: string;
  /** ISO UTC instants of the window's start and end. */
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  location: string;
  sequence: number;
  cancelled: boolean;
  organizer: { name: string; email: string };
  /** When this version was made (DTSTAMP), ISO UTC. */
  stampedAt: string;
}

/** 20261127T160000Z */
function utcStamp(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line to 75 octets, never splitting a character (RFC 5545 3.1). */
function fold(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // Continuation lines start with a space, which counts toward their 75.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** The calendar's host part of the UID: the site's own domain, so UIDs are ours alone. */
function uidDomain(): string {
  return new URL(siteConfig.url).hostname;
}

/** A VCALENDAR with one VEVENT: METHOD:REQUEST for a booking or change, CANCEL for a cancellation. */
export function bookingCalendar(event: CalendarEvent): string {
  const organizer = `ORGANIZER;CN="${event.organizer.name.replace(/["\r\n]/g, '')}":mailto:${event.organizer.email}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeCalendarText(event.organizer.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:booking-${event.bookingId}@${uidDomain()}`,
    `DTSTAMP:${utcStamp(event.stampedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    organizer,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
