import { leadReference } from '@/domain/lead-fields';
import type { QuoteMessageId } from '@/i18n/catalogues/quote-en';
import { messages as englishQuoteMessages } from '@/i18n/compiled/quote-en';
import { messages as spanishQuoteMessages } from '@/i18n/compiled/quote-es';
import { createTranslator } from '@/i18n/translator';
import { calendarEventWords, windowCalendarFile, type QuoteReceipt } from './quote-receipt';

const BUSINESS = { name: 'Demo Glass, Inc.', phone: '(510) 555-0142' };
const TIME_ZONE = 'America/Los_Angeles';
const SENT_AT = new Date('2026-11-26T10:00:00Z');

const englishT = createTranslator<QuoteMessageId>('en', englishQuoteMessages);
const spanishT = createTranslator<QuoteMessageId>('es', spanishQuoteMessages);

/** A receipt for a window on Friday morning, its event worded by `t`. */
function receiptIn(t: typeof englishT): QuoteReceipt {
  return {
    reference: 'K3X9QA',
    summary: [],
    window: {
      label: 'Fri, Nov 27, 8 AM – 12 PM',
      date: '2026-11-27',
      startMinutes: 480,
      endMinutes: 720,
      calendar: calendarEventWords(t, 'K3X9QA', BUSINESS),
    },
  };
}

describe('the quote receipt', () => {
  it('gives a short reference the inbox search finds in the lead id', () => {
    expect(leadReference('lead-1764100000000-k3x9qa')).toBe('K3X9QA');
  });

  it('writes the requested window as a calendar event in the business’s time zone', () => {
    // Byte for byte the file the English flow wrote before its words came from the catalogue.
    expect(windowCalendarFile(receiptIn(englishT), TIME_ZONE, SENT_AT)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//auto-glass-site//quote//EN',
        'BEGIN:VEVENT',
        'UID:K3X9QA-2026-11-27@quote',
        'DTSTAMP:20261126T100000Z',
        'DTSTART;TZID=America/Los_Angeles:20261127T080000',
        'DTEND;TZID=America/Los_Angeles:20261127T120000',
        'SUMMARY:Auto glass visit (requested)\\, Demo Glass\\, Inc.',
        'DESCRIPTION:Reference K3X9QA. A requested time until we confirm it. Questions: (510) 555-0142',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('titles and describes the event in Spanish when the Spanish flow sent it', () => {
    const lines = windowCalendarFile(receiptIn(spanishT), TIME_ZONE, SENT_AT)!.split('\r\n');
    expect(lines).toContain(
      'SUMMARY:Cita para el vidrio del carro (solicitada)\\, Demo Glass\\, Inc.',
    );
    expect(lines).toContain(
      'DESCRIPTION:Referencia K3X9QA. Es una ventana de horario solicitada hasta que se la confirmemos. Preguntas: (510) 555-0142',
    );
    // The times are the same file's: only the words change.
    expect(lines).toContain('DTSTART;TZID=America/Los_Angeles:20261127T080000');
  });

  it('has no calendar file without a window, or without the event’s words (an older receipt)', () => {
    expect(windowCalendarFile({ reference: 'K3X9QA', summary: [] }, TIME_ZONE)).toBeUndefined();
    const { calendar: _, ...olderWindow } = receiptIn(englishT).window!;
    const older = {
      reference: 'K3X9QA',
      summary: [],
      window: olderWindow,
    } as unknown as QuoteReceipt;
    expect(windowCalendarFile(older, TIME_ZONE)).toBeUndefined();
  });
});
