/** Leads as CSV (RFC 4180, for spreadsheets) or JSON, for the owner's export. */
import { fleetSizeLabel } from '@/domain/lead-fields';
import { windowDescription } from '../business-time';
import type { Lead } from './lead';

/**
 * A lead with what the inbox knows of it besides the visitor's answers
 * (server/admin/export-details.ts adds these; a caller without them leaves the columns empty).
 */
export interface ExportLead extends Lead {
  status?: string;
  notesCount?: number;
  /** The booked window's id (docs/decisions/bookings.md); undefined when not booked. */
  bookedWindow?: string;
  /** The assigned technician's account email. */
  technician?: string;
  jobValueCents?: number;
  insurancePaid?: boolean;
}

type Column = [header: string, read: (lead: ExportLead) => string | boolean | undefined];

/** Export columns, in order: header text and how to read the value. */
const COLUMNS: Column[] = [
  ['id', (lead) => lead.id],
  ['createdAt', (lead) => lead.createdAt],
  ['firstName', (lead) => lead.firstName],
  ['lastName', (lead) => lead.lastName],
  ['email', (lead) => lead.email],
  ['phone', (lead) => lead.phone],
  ['zipCode', (lead) => lead.zipCode],
  ['service', (lead) => lead.service],
  // The language code ('en', 'es'): the customer's messages were written in it.
  ['language', (lead) => lead.language],
  ['status', (lead) => lead.status],
  ['notesCount', (lead) => lead.notesCount?.toString()],
  [
    'vehicle',
    (lead) =>
      [lead.quote?.year, lead.quote?.make, lead.quote?.model].filter(Boolean).join(' ') ||
      undefined,
  ],
  ['glass', (lead) => lead.quote?.glass],
  // Two number columns, not "350-450", which a spreadsheet may read as a date.
  ['estimateLow', (lead) => lead.estimate?.low.toString()],
  ['estimateHigh', (lead) => lead.estimate?.high.toString()],
  [
    'requestedWindow',
    (lead) => lead.quote?.appointmentWindow && windowDescription(lead.quote.appointmentWindow),
  ],
  ['bookedWindow', (lead) => lead.bookedWindow && windowDescription(lead.bookedWindow)],
  ['technician', (lead) => lead.technician],
  [
    'jobValue',
    (lead) =>
      lead.jobValueCents === undefined ? undefined : (lead.jobValueCents / 100).toFixed(2),
  ],
  ['insurancePaid', (lead) => lead.insurancePaid],
  ['company', (lead) => lead.company],
  // The label ('5 to 10 vehicles'), not the value: a spreadsheet reads '5-10' as a date.
  ['fleetSize', (lead) => lead.fleetSize && fleetSizeLabel(lead.fleetSize)],
  ['urgent', (lead) => lead.urgent],
  ['vinNumber', (lead) => lead.vinNumber],
  ['message', (lead) => lead.message],
  ['consentPrivacyPolicy', (lead) => lead.consentPrivacyPolicy],
  ['consentMarketing', (lead) => lead.consentMarketing],
  ['consentAt', (lead) => lead.consentAt],
  ['consentText', (lead) => lead.consentText],
  ['pageUrl', (lead) => lead.pageUrl],
  ['heroVariant', (lead) => lead.heroVariant],
  ['utmSource', (lead) => lead.utmSource],
  ['utmMedium', (lead) => lead.utmMedium],
  ['utmCampaign', (lead) => lead.utmCampaign],
  ['utmContent', (lead) => lead.utmContent],
  ['clientIp', (lead) => lead.clientIp],
  ['userAgent', (lead) => lead.userAgent],
  ['spamReason', (lead) => lead.spamReason],
];

export function leadsToCsv(leads: readonly ExportLead[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...leads.map((lead) => COLUMNS.map(([, read]) => csvText(read(lead)))),
  ];
  return rows.map((row) => row.map(quoteCsvField).join(',') + '\r\n').join('');
}

export function leadsToJson(leads: readonly Lead[]): string {
  // The body hash is bookkeeping for idempotency, not part of the lead.
  const shown = leads.map(({ bodyHash: _bodyHash, ...lead }) => lead);
  return `${JSON.stringify(shown, null, 2)}\n`;
}

function csvText(value: string | boolean | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // Visitor text starting like a formula would run as one when a spreadsheet opens the
  // file (OWASP 'CSV injection'); a leading apostrophe keeps it text. Plain numbers,
  // such as an E.164 phone number, are left alone.
  if (/^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value)) return `'${value}`;
  return value;
}

/** RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. */
function quoteCsvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
