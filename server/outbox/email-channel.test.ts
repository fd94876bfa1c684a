/** The notification text: no visitor value can start a line of its own. */
import type { Lead } from '../leads/lead';
import { leadEmailText } from './email-channel';

/** A lead as an older version stored it, before the text rule refused line breaks. */
const storedLead: Lead = {
  id: 'lead_test',
  createdAt: '2026-11-27T10:00:00.000Z',
  consentAt: '2026-11-27T10:00:00.000Z',
  firstName: 'Ana\nBcc: spy@evil.example',
  lastName: 'Lopez\r\nPhone: +1-900-555-0100',
  email: 'ana@example.com',
  phone: '+15105550199',
  zipCode: '94545',
  service: 'windshield-replacement',
  urgent: false,
  consentMarketing: false,
  consentPrivacyPolicy: true,
  incomplete: false,
  message: 'Hello\nBcc: spy@evil.example\r\nSubject: \u202Eurgent',
  utmSource: 'ads\nReply-To: spy@evil.example',
  vinNumber: undefined,
  company: undefined,
  fleetSize: undefined,
  utmMedium: undefined,
  utmCampaign: undefined,
  utmContent: undefined,
  pageUrl: undefined,
  heroVariant: undefined,
  consentText: undefined,
  consentTexts: false,
  consentTextsWording: undefined,
  quote: undefined,
  language: 'en',
};

/** Every label the notification writes itself. */
const OWN_LABELS = new Set([
  'Name',
  'Phone',
  'Email',
  'Zip code',
  'Service',
  'Urgent (within 24 hours)',
  'Language',
  'Message',
  'Accepted the privacy policy',
  'Agreed to marketing',
  'UTM source',
  'Received',
  'Lead id',
]);

describe('the owner notification text', () => {
  const text = leadEmailText(storedLead);
  const lines = text.split('\n');

  it('has no line that looks like a header or a label it did not write', () => {
    const headerLike = lines.filter((line) => /^[A-Za-z][A-Za-z0-9 ()-]*:/.test(line));
    for (const line of headerLike) {
      expect(OWN_LABELS).toContain(line.slice(0, line.indexOf(':')));
    }
    expect(lines.filter((line) => /^(Bcc|Phone|Subject|Reply-To):/i.test(line))).toEqual([
      'Phone: +15105550199',
    ]);
  });

  it('keeps the visitor text on one line, and quotes every line of the message', () => {
    expect(lines).toContain('Name: Ana Bcc: spy@evil.example Lopez Phone: +1-900-555-0100');
    expect(lines).toContain('UTM source: ads Reply-To: spy@evil.example');
    const message = lines.indexOf('Message:');
    expect(lines.slice(message + 1, message + 4)).toEqual([
      '> Hello',
      '> Bcc: spy@evil.example',
      '> Subject: urgent',
    ]);
    expect(text).not.toMatch(/[\r\u202E]/);
  });
});

describe("the owner's notification of a Spanish lead", () => {
  it('stays in English and names the language, which an English lead leaves out', () => {
    const spanish = leadEmailText({ ...storedLead, language: 'es' }).split('\n');
    expect(spanish).toContain('Language: Spanish');
    expect(spanish[0]).toMatch(/^A new quote request arrived/);
    expect(leadEmailText(storedLead)).not.toContain('Language:');
  });
});
