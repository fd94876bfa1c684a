/**
 * The customer's e-mails and texts in the lead's language (docs/decisions/spanish.md#server):
 * English exactly as before the catalogues, Spanish with no English left in it, dates and
 * times as es-US writes them, and two catalogues that agree on ids and placeholders.
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { replyHours } from '@/content/reply-wording';
import {
  DOORS,
  FEATURE_ANSWERS,
  GLASS_KINDS,
  PAYMENT_CHOICES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
} from '@/domain/quote';
import { emailEn, type EmailMessageId } from '@/i18n/messages/email/en';
import { emailEs } from '@/i18n/messages/email/es';
import type { BookedLead, BookingNotice } from '../bookings/booking-notice';
import type { Lead } from '../leads/lead';
import {
  bookingEmailCalendar,
  bookingEmailSubject,
  bookingEmailText,
  bookingText,
} from './booking-messages';
import { customerWords } from './customer-words';
import { receiptSubject, receiptText } from './receipt-text';

const quoteLead: Lead = {
  id: 'lead-1764250000000-abc123',
  createdAt: '2026-11-27T17:00:00.000Z',
  consentAt: '2026-11-27T17:00:00.000Z',
  firstName: 'José',
  lastName: 'Ramírez',
  email: 'jose@example.com',
  phone: '+15105550187',
  zipCode: '94545',
  service: 'windshield-replacement',
  urgent: false,
  consentMarketing: false,
  consentPrivacyPolicy: true,
  consentTexts: true,
  incomplete: false,
  language: 'en',
  quote: {
    year: 2019,
    make: 'honda',
    model: 'CR-V',
    insurer: undefined,
    vehicleClass: 'suv',
    glass: 'windshield',
    features: { forwardCamera: 'yes', rainSensor: 'no' },
    payment: 'self',
    appointmentWindow: '2026-11-30-morning',
    photoIds: ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'],
  },
  estimate: { low: 420, high: 1320 },
  vinNumber: undefined,
  message: undefined,
  company: undefined,
  fleetSize: undefined,
  consentText: undefined,
  consentTextsWording: undefined,
  pageUrl: undefined,
  heroVariant: undefined,
  utmSource: undefined,
  utmMedium: undefined,
  utmCampaign: undefined,
  utmContent: undefined,
};

/** No name to greet, a ZIP outside California, a door, insurance, no window. */
const doorLead: Lead = {
  ...quoteLead,
  firstName: 'Call 900',
  zipCode: '10001',
  quote: {
    make: undefined,
    model: undefined,
    insurer: undefined,
    appointmentWindow: undefined,
    vehicleClass: 'truck',
    glass: 'door',
    door: 'rear-right',
    payment: 'insurance',
    photoIds: [],
  },
  estimate: undefined,
};

const notice = (change: BookingNotice['change']): BookingNotice => ({
  bookingId: 'booking-1',
  change,
  windowId: '2026-11-30-morning',
  windowLabel: 'Mon, Nov 30, 8 AM – 12 PM',
  // 8 AM to noon in Hayward (PST).
  startsAt: '2026-11-30T16:00:00.000Z',
  endsAt: '2026-11-30T20:00:00.000Z',
  address: '100 Example Way, Hayward',
  sequence: change === 'booked' ? 0 : 1,
  changedAt: '2026-11-27T18:00:00.000Z',
});

const CHANGES = ['booked', 'rescheduled', 'cancelled'] as const;
const booked = (lead: Lead, change: BookingNotice['change']): BookedLead => ({
  ...lead,
  booking: notice(change),
});
const spanish = (lead: Lead): Lead => ({ ...lead, language: 'es' });

/** What the English messages said before they came from a catalogue, byte for byte. */
const ENGLISH_BEFORE: Record<string, string> = {
  receiptQuote:
    'Hello José,\n\nThank you for your quote request. Here is what you chose for a car in Hayward:\n\nVehicle: 2019 Honda (SUV, crossover or minivan)\nGlass: Windshield replacement\nWindshield features: Camera behind the mirror: yes; Rain sensor: no; Heated glass: not sure; Head-up display: not sure\nWho pays: I will pay myself\nEstimate shown: $420 – $1,320 before insurance (sample price table)\nRequested window: Mon, Nov 30, morning\nPhotos: 2\n\nYou asked for a time window. It is a request until we confirm it: we will call or text you to confirm it, or to offer another time if it no longer works.\nThe estimate is a range before insurance. We confirm the exact price, from the glass for your vehicle, before any work.\nWe call or email you back during business hours: Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 4:00 PM, Sun 10:00 AM - 3:00 PM. To talk to us now, call (510) 555-0142, or reply to this email.\n\nIf you did not ask for a quote, you can ignore this email: we will not write again.\n\nBay Area Mobile Auto Glass\n(510) 555-0142',
  receiptDoor:
    'Hello,\n\nThank you for your quote request. Here is what you chose:\n\nVehicle: (Pickup or van)\nGlass: Door window, Rear, passenger side\nWho pays: My insurance will pay\nRequested window: none\n\nWe will call or text you to arrange a time that suits you.\nWe call or email you back during business hours: Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 4:00 PM, Sun 10:00 AM - 3:00 PM. To talk to us now, call (510) 555-0142, or reply to this email.\n\nIf you did not ask for a quote, you can ignore this email: we will not write again.\n\nBay Area Mobile Auto Glass\n(510) 555-0142',
  subject_booked:
    'Your appointment is booked: Mon, Nov 30, 8 AM – 12 PM: Bay Area Mobile Auto Glass',
  text_booked:
    'Hi José,\n\nOur technician will come to you:\n\nWhen: Mon, Nov 30, 8 AM – 12 PM (the technician calls when on the way)\nWhere: 100 Example Way, Hayward\n\nThe attached calendar file adds it to your calendar.\n\nTo change or cancel, call us at (510) 555-0142 or reply to this email.\n\nBay Area Mobile Auto Glass\n',
  ics_booked:
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bay Area Mobile Auto Glass//Bookings//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:booking-booking-1@www.mobileautoglass.example\r\nDTSTAMP:20261127T180000Z\r\nSEQUENCE:0\r\nDTSTART:20261130T160000Z\r\nDTEND:20261130T200000Z\r\nSUMMARY:Bay Area Mobile Auto Glass: auto glass appointment\r\nDESCRIPTION:Mobile auto glass service. Questions or changes: (510) 555-0142\r\n .\r\nLOCATION:100 Example Way\\, Hayward\r\nORGANIZER;CN="Bay Area Mobile Auto Glass":mailto:website@shop.example\r\nSTATUS:CONFIRMED\r\nTRANSP:OPAQUE\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  subject_rescheduled:
    'Your appointment has moved to Mon, Nov 30, 8 AM – 12 PM: Bay Area Mobile Auto Glass',
  text_rescheduled:
    'Hi José,\n\nYour appointment has moved. Our technician will come to you:\n\nWhen: Mon, Nov 30, 8 AM – 12 PM (the technician calls when on the way)\nWhere: 100 Example Way, Hayward\n\nThe attached calendar file adds it to your calendar and replaces the earlier time.\n\nTo change or cancel, call us at (510) 555-0142 or reply to this email.\n\nBay Area Mobile Auto Glass\n',
  ics_rescheduled:
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bay Area Mobile Auto Glass//Bookings//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:booking-booking-1@www.mobileautoglass.example\r\nDTSTAMP:20261127T180000Z\r\nSEQUENCE:1\r\nDTSTART:20261130T160000Z\r\nDTEND:20261130T200000Z\r\nSUMMARY:Bay Area Mobile Auto Glass: auto glass appointment\r\nDESCRIPTION:Mobile auto glass service. Questions or changes: (510) 555-0142\r\n .\r\nLOCATION:100 Example Way\\, Hayward\r\nORGANIZER;CN="Bay Area Mobile Auto Glass":mailto:website@shop.example\r\nSTATUS:CONFIRMED\r\nTRANSP:OPAQUE\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  subject_cancelled:
    'Your appointment on Mon, Nov 30, 8 AM – 12 PM is cancelled: Bay Area Mobile Auto Glass',
  text_cancelled:
    'Hi José,\n\nYour appointment with Bay Area Mobile Auto Glass on Mon, Nov 30, 8 AM – 12 PM at 100 Example Way, Hayward is cancelled. The attached calendar file removes it from your calendar.\n\nTo book another time, call us at (510) 555-0142 or reply to this email.\n\nBay Area Mobile Auto Glass\n',
  ics_cancelled:
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bay Area Mobile Auto Glass//Bookings//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:booking-booking-1@www.mobileautoglass.example\r\nDTSTAMP:20261127T180000Z\r\nSEQUENCE:1\r\nDTSTART:20261130T160000Z\r\nDTEND:20261130T200000Z\r\nSUMMARY:Bay Area Mobile Auto Glass: auto glass appointment\r\nDESCRIPTION:Mobile auto glass service. Questions or changes: (510) 555-0142\r\n .\r\nLOCATION:100 Example Way\\, Hayward\r\nORGANIZER;CN="Bay Area Mobile Auto Glass":mailto:website@shop.example\r\nSTATUS:CANCELLED\r\nTRANSP:OPAQUE\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  sms_booked:
    'Your glass appointment is booked: Mon, Nov 30, 8 AM – 12 PM at 100 Example Way, Hayward. Questions: (510) 555-0142.',
  sms_rescheduled:
    'Your glass appointment has moved to Mon, Nov 30, 8 AM – 12 PM at 100 Example Way, Hayward. Questions: (510) 555-0142.',
  sms_cancelled:
    'Your glass appointment on Mon, Nov 30, 8 AM – 12 PM is cancelled. To book again: (510) 555-0142.',
};

/** Every message an English lead can be sent, by the names of ENGLISH_BEFORE. */
function englishNow(): Record<string, string> {
  const messages: Record<string, string> = {
    receiptQuote: receiptText(quoteLead),
    receiptDoor: receiptText(doorLead),
  };
  for (const change of CHANGES) {
    const lead = booked(quoteLead, change);
    messages[`subject_${change}`] = bookingEmailSubject(lead);
    messages[`text_${change}`] = bookingEmailText(lead);
    messages[`ics_${change}`] = bookingEmailCalendar(lead, 'website@shop.example');
    messages[`sms_${change}`] = bookingText(lead, lead.booking);
  }
  return messages;
}

/** The placeholder names a compiled message uses, its select and plural branches too. */
function placeholders(tokens: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      for (const [key, branch] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(branch)) placeholders(branch, names);
      }
    }
  }
  return names;
}

/** The literal words of a message: its text between placeholders, at least three words long. */
function literalPhrases(tokens: CompiledMessage, phrases: string[] = []): string[] {
  for (const token of tokens) {
    if (typeof token === 'string') {
      phrases.push(...token.split(/[\n:.;()]/).map((part) => part.trim()));
      continue;
    }
    const [, , format] = token;
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      for (const [key, branch] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(branch)) literalPhrases(branch, phrases);
      }
    }
  }
  return phrases.filter((phrase) => phrase.split(/\s+/).length >= 3);
}

const ENGLISH_PHRASES = Object.values(emailEn).flatMap((text) =>
  literalPhrases(compileMessageOrThrow(text)),
);

/** English catalogue phrases found in `text`. */
const englishIn = (text: string) => ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));

test('the English-phrase check finds English where there is some', () => {
  expect(englishIn(receiptText(quoteLead)).length).toBeGreaterThan(10);
  expect(englishIn(bookingText(quoteLead, notice('booked')))).not.toEqual([]);
});

/** Day and time as es-US writes them, from Intl itself, so a newer ICU cannot break the test. */
const esDay = new Intl.DateTimeFormat('es-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
}).format(new Date('2026-11-30T12:00:00Z'));
const esTime = (iso: string) =>
  new Intl.DateTimeFormat('es-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Los_Angeles',
  }).format(new Date(iso));

describe('English messages', () => {
  it('are what they were before the catalogues', () => {
    expect(englishNow()).toEqual(ENGLISH_BEFORE);
    expect(receiptSubject(quoteLead)).toBe(
      'We received your quote request: Bay Area Mobile Auto Glass',
    );
  });

  it("say the reply hours in the site's one wording (src/content/reply-wording.ts)", () => {
    expect(receiptText(quoteLead)).toContain(
      `${replyHours()} To talk to us now, call (510) 555-0142, or reply to this email.`,
    );
  });

  it("name the quote flow's answers as src/domain/quote.ts does", () => {
    const pairs = [
      ...VEHICLE_CLASSES.map((entry) => [`choice.vehicleClass.${entry.value}`, entry.label]),
      ...GLASS_KINDS.map((entry) => [`choice.glass.${entry.value}`, entry.label]),
      ...DOORS.map((entry) => [`choice.door.${entry.value}`, entry.label]),
      ...WINDSHIELD_FEATURES.map((entry) => [`choice.feature.${entry.value}`, entry.label]),
      ...FEATURE_ANSWERS.map((entry) => [`choice.answer.${entry.value}`, entry.label]),
      ...PAYMENT_CHOICES.map((entry) => [`choice.payment.${entry.value}`, entry.label]),
    ];
    for (const [id, label] of pairs) {
      expect({ id, label: emailEn[id as EmailMessageId] }).toEqual({ id, label });
    }
    const choiceIds = Object.keys(emailEn).filter((id) => id.startsWith('choice.'));
    expect(choiceIds.sort()).toEqual(pairs.map(([id]) => id).sort());
  });
});

describe('a Spanish lead', () => {
  it('gets a Spanish receipt, with no English catalogue phrase in it', () => {
    const subject = receiptSubject(spanish(quoteLead));
    const text = receiptText(spanish(quoteLead));
    expect(subject).toBe('Recibimos su solicitud de cotización: Bay Area Mobile Auto Glass');
    expect(text).toMatch(/^Hola, José:\n\nGracias por su solicitud de cotización\./);
    expect(text).toContain('Vehículo: 2019 Honda (SUV, crossover o minivan)');
    expect(text).toContain('Cámara detrás del espejo: sí; Sensor de lluvia: no;');
    expect(text).toContain('Precio estimado que vio: $420 a $1,320 sin contar el seguro');
    expect(text).toContain(`Horario solicitado: ${esDay}, por la mañana`);
    expect(text).toContain('llame al (510) 555-0142');
    for (const message of [subject, text, receiptText(spanish(doorLead))]) {
      expect(englishIn(message)).toEqual([]);
    }
    expect(receiptText(spanish(doorLead))).toMatch(/^Hola:\n/);
    expect(receiptText(spanish(doorLead))).toContain(
      'Vidrio: Vidrio de la puerta, Trasera, lado del pasajero',
    );
  });

  it('gets Spanish booking e-mails, calendar files and texts, dated as es-US writes dates', () => {
    const window = `${esDay}, de ${esTime('2026-11-30T16:00:00Z')} a ${esTime('2026-11-30T20:00:00Z')}`;
    expect(esDay).toBe('lunes, 30 de noviembre');
    for (const change of CHANGES) {
      const lead = booked(spanish(quoteLead), change);
      const subject = bookingEmailSubject(lead);
      const text = bookingEmailText(lead);
      const calendar = bookingEmailCalendar(lead, 'website@shop.example');
      const sms = bookingText(lead, lead.booking);
      expect(subject).toContain(window);
      expect(text).toContain(window);
      expect(text).toMatch(/^Hola, José:\n\n/);
      expect(sms).toContain(window);
      // The opt-out keyword stays the one the text provider understands.
      expect(sms).toMatch(/Responda STOP para no recibir más mensajes\.$/);
      for (const message of [subject, text, sms, calendar]) {
        expect({ change, english: englishIn(message) }).toEqual({ change, english: [] });
      }
    }
    const calendar = bookingEmailCalendar(booked(spanish(quoteLead), 'booked'), 'w@shop.example');
    expect(calendar).toContain('SUMMARY:Bay Area Mobile Auto Glass: cita para los vidrios de su');
    expect(bookingEmailSubject(booked(spanish(quoteLead), 'cancelled'))).toBe(
      `Su cita del ${window} está cancelada: Bay Area Mobile Auto Glass`,
    );
  });

  it('writes the opening hours in Spanish, each day and time from Intl', () => {
    const hours = customerWords('es').openingHours();
    expect(hours).toMatch(/^de lunes a viernes, de 8:00\s?a\.\s?m\. a 6:00\s?p\.\s?m\.; sábado, /);
  });
});

describe('the customer catalogues', () => {
  const ids = Object.keys(emailEn) as EmailMessageId[];

  it('have the same ids in both languages', () => {
    expect(Object.keys(emailEs).sort()).toEqual([...ids].sort());
  });

  it('use the same placeholders in both languages, and compile', () => {
    for (const id of ids) {
      const english = [...placeholders(compileMessageOrThrow(emailEn[id]))].sort();
      const spanishNames = [...placeholders(compileMessageOrThrow(emailEs[id]))].sort();
      expect({ id, placeholders: spanishNames }).toEqual({ id, placeholders: english });
    }
  });

  it('translate every message but the few written the same in both', () => {
    const same = ids.filter((id) => emailEs[id] === emailEn[id]);
    expect(same).toEqual(['receipt.line', 'choice.answer.no']);
  });
});

describe('values in a message', () => {
  it('stay as typed: a backslash escape in an address is not turned into a character', () => {
    const lead = booked(spanish(quoteLead), 'booked');
    lead.booking = { ...lead.booking, address: String.raw`1 Main St \u202e \x0a Apt 2` };
    expect(bookingText(lead, lead.booking)).toContain(String.raw`1 Main St \u202e \x0a Apt 2`);
  });
});
