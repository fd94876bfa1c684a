import { leadReference } from '@/domain/lead-fields';
import { windowCalendarFile, type QuoteReceipt } from './quote-receipt';

const BUSINESS = {
  name: 'Demo Glass, Inc.',
  phone: '(510) 555-0142',
  timeZone: 'America/Los_Angeles',
};

describe('the quote receipt', () => {
  it('gives a short reference the inbox search finds in the lead id', () => {
    expect(leadReference('lead-1764100000000-k3x9qa')).toBe('K3X9QA');
  });

  it('writes the requested window as a calendar event in the business’s time zone', () => {
    const receipt: QuoteReceipt = {
      reference: 'K3X9QA',
      summary: [],
      window: {
        label: 'Fri, Nov 27, 8 AM – 12 PM',
        date: '2026-11-27',
        startMinutes: 480,
        endMinutes: 720,
      },
    };
    const ics = windowCalendarFile(receipt, BUSINESS, new Date('2026-11-26T10:00:00Z'))!;
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'DTSTART;TZID=America/Los_Angeles:20261127T080000',
        'DTEND;TZID=America/Los_Angeles:20261127T120000',
        'DTSTAMP:20261126T100000Z',
        'SUMMARY:Auto glass visit (requested)\\, Demo Glass\\, Inc.',
        'END:VCALENDAR',
      ]),
    );
  });

  it('has no calendar file without a window', () => {
    expect(windowCalendarFile({ reference: 'K3X9QA', summary: [] }, BUSINESS)).toBeUndefined();
  });
});
