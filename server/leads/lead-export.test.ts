import { leadsToCsv, type ExportLead } from './lead-export';

// Only the fields the export reads are set; the rest of a stored lead is optional text.
const lead = {
  id: 'lead-1',
  createdAt: '2026-11-20T18:00:00.000Z',
  consentAt: '2026-11-20T18:00:00.000Z',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '+15105550187',
  zipCode: '94545',
  service: 'windshield-replacement',
  urgent: false,
  consentMarketing: false,
  consentPrivacyPolicy: true,
  pageUrl: 'https://www.mobileautoglass.example/?utm_source=google',
  heroVariant: 'speed',
  utmSource: 'google',
  utmCampaign: 'spring',
  quote: {
    year: 2019,
    make: 'Kia',
    // A hostile value: a spreadsheet would run it as a formula.
    model: '=HYPERLINK("http://x","Soul")',
    vehicleClass: 'car',
    glass: 'back',
    payment: 'self',
    photoIds: [],
  },
  estimate: { low: 350, high: 450 },
  status: 'completed',
  notesCount: 3,
  jobValueCents: 125_050,
  insurancePaid: true,
} as unknown as ExportLead;

/** The CSV's rows as header → value, for one lead (no field here holds a comma or quote but the model). */
function record(csv: string): Record<string, string> {
  const [header, row] = csv.trimEnd().split('\r\n');
  const cells = row!.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) =>
    cell
      .replace(/,$/, '')
      .replace(/^"(.*)"$/, '$1')
      .replace(/""/g, '"'),
  );
  return Object.fromEntries(header!.split(',').map((name, index) => [name, cells[index]!]));
}

describe('the CSV export', () => {
  it('carries status, notes, vehicle, glass, estimate, job value and attribution', () => {
    const row = record(leadsToCsv([lead]));
    expect(row).toMatchObject({
      status: 'completed',
      notesCount: '3',
      glass: 'back',
      estimateLow: '350',
      estimateHigh: '450',
      jobValue: '1250.50',
      insurancePaid: 'yes',
      pageUrl: lead.pageUrl,
      heroVariant: 'speed',
      utmSource: 'google',
      utmCampaign: 'spring',
    });
  });

  it('keeps formula escaping on the new columns', () => {
    const row = record(leadsToCsv([lead]));
    expect(row.vehicle).toBe(`2019 Kia =HYPERLINK("http://x","Soul")`);
    const hostile = record(
      leadsToCsv([{ ...lead, quote: { ...lead.quote!, year: undefined, make: undefined } }]),
    );
    expect(hostile.vehicle).toBe(`'=HYPERLINK("http://x","Soul")`);
  });

  it('names the requested window in words', () => {
    const row = record(
      leadsToCsv([{ ...lead, quote: { ...lead.quote!, appointmentWindow: '2026-11-30-morning' } }]),
    );
    expect(row.requestedWindow).toMatch(/Nov 30, morning/);
  });
});

describe("the export's language column", () => {
  it('names the language each lead was sent in', () => {
    expect(record(leadsToCsv([{ ...lead, language: 'es' }])).language).toBe('es');
    expect(record(leadsToCsv([{ ...lead, language: 'en' }])).language).toBe('en');
  });
});
