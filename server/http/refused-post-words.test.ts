/**
 * The refusals' words (docs/decisions/spanish.md#refusals-in-the-pages-language): the English
 * of the catalogues is the service's own English, message for message, so an English visitor
 * reads what the service answered; the Spanish has the same placeholders and numbers; and a
 * refusal or a field's message is worded in Spanish by its reason, code or key.
 */
import { businessProfile } from '@/content/business-profile';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter.schema';
import { PHOTO_REFUSAL_REASONS } from '@/domain/photo-refusals';
import { MAX_QUOTE_PHOTOS, QUOTE_MESSAGES } from '@/domain/quote';
import { quoteEn, type QuoteMessageId } from '@/i18n/catalogues/quote-en';
import { quoteEs } from '@/i18n/catalogues/quote-es';
import { messages as englishQuoteMessages } from '@/i18n/compiled/quote-en';
import { refusedPostEn, type RefusedPostMessageId } from '@/i18n/messages/refused-post/en';
import { refusedPostEs } from '@/i18n/messages/refused-post/es';
import { createTranslator } from '@/i18n/translator';
import { messagePlaceholders } from '../../test/support/message-placeholders';
import { IDEMPOTENCY_CONFLICT_MESSAGE } from '../intake/lead.service';
import { REJECTION_MESSAGES } from '../quotes/photo-image';
import { PHOTO_MESSAGES } from '../quotes/photo-quota';
import {
  ApiError,
  FORM_TOO_LARGE_MESSAGE,
  FORM_UNREADABLE_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
} from './api-error';
import { UNAVAILABLE_MESSAGE } from './api-error-handler';
import { RATE_LIMITED_MESSAGE } from './rate-limit';
import { refusedPostWords } from './refused-post-words';

const VALUES = { phone: businessProfile.phone.display, max: MAX_QUOTE_PHOTOS };
const englishQuoteT = createTranslator<QuoteMessageId>('en', englishQuoteMessages);
const englishPageT = refusedPostWords('en').t;

/** Every service message the quote flow words by reason or code, with its catalogue id. */
const QUOTE_REFUSALS: Array<[QuoteMessageId, string]> = [
  ...PHOTO_REFUSAL_REASONS.map((reason): [QuoteMessageId, string] => [
    `quote.refusal.${reason}`,
    { ...REJECTION_MESSAGES, ...PHOTO_MESSAGES }[reason],
  ]),
  ['quote.refusal.rateLimited', RATE_LIMITED_MESSAGE],
  ['quote.refusal.formTooLarge', FORM_TOO_LARGE_MESSAGE],
];

/** Every service message only the page words, with its catalogue id. */
const PAGE_REFUSALS: Array<[RefusedPostMessageId, string]> = [
  ['refusal.formUnreadable', FORM_UNREADABLE_MESSAGE],
  ['refusal.tooManyPhotos', `Attach at most ${MAX_QUOTE_PHOTOS} photos.`],
  ['refusal.idempotencyConflict', IDEMPOTENCY_CONFLICT_MESSAGE],
  ['refusal.unavailable', UNAVAILABLE_MESSAGE],
  ['refusal.unknownField', UNKNOWN_FIELD_MESSAGE],
];

/** The numbers a message states (12 MB, 50 megapixels…). */
const numbersIn = (text: string) => text.match(/\d+/g) ?? [];

describe('the words of a refusal', () => {
  test('each photo reason has the service’s message and the flow’s words, the same in English', () => {
    expect(Object.keys({ ...REJECTION_MESSAGES, ...PHOTO_MESSAGES }).sort()).toEqual(
      [...PHOTO_REFUSAL_REASONS].sort(),
    );
    for (const [id, serviceMessage] of QUOTE_REFUSALS) {
      expect({ id, text: englishQuoteT(id, VALUES) }).toEqual({ id, text: serviceMessage });
    }
  });

  test('the page’s own refusals are the service’s English messages', () => {
    for (const [id, serviceMessage] of PAGE_REFUSALS) {
      expect({ id, text: englishPageT(id, VALUES) }).toEqual({ id, text: serviceMessage });
    }
  });

  test('the Spanish keeps every placeholder and number, and is written in Spanish', () => {
    const pairs: Array<[string, string, string]> = [
      ...QUOTE_REFUSALS.map(([id]): [string, string, string] => [id, quoteEn[id], quoteEs[id]]),
      ...(Object.keys(refusedPostEn) as RefusedPostMessageId[]).map(
        (id): [string, string, string] => [id, refusedPostEn[id], refusedPostEs[id]],
      ),
    ];
    for (const [id, english, spanish] of pairs) {
      expect({ id, placeholders: messagePlaceholders(spanish) }).toEqual({
        id,
        placeholders: messagePlaceholders(english),
      });
      expect({ id, numbers: numbersIn(spanish) }).toEqual({ id, numbers: numbersIn(english) });
      expect({ id, spanish }).not.toEqual({ id, spanish: english });
    }
  });

  test('words a field’s message as its form does, by the key of the English message', () => {
    const spanish = refusedPostWords('es');
    const refused = new ApiError('validation', LEAD_MESSAGES.formInvalid, {
      fieldErrors: {
        phone: LEAD_MESSAGES.phone,
        'quote.glass': QUOTE_MESSAGES.glass,
        website: UNKNOWN_FIELD_MESSAGE,
      },
    });
    expect(spanish.heading(refused)).toBe('Corrija los errores del formulario');
    expect(spanish.messages(refused, 'lead')).toEqual([
      'Escriba un número de teléfono válido',
      'Elija el vidrio que hay que arreglar',
      'Este campo no es parte del formulario',
    ]);
    const newsletter = new ApiError('validation', LEAD_MESSAGES.formInvalid, {
      fieldErrors: { consentMarketing: NEWSLETTER_MESSAGES.consent },
    });
    expect(spanish.messages(newsletter, 'newsletter')).toEqual([
      'Confirme que acepta recibir correos electrónicos de publicidad',
    ]);
    // The English is the schema's, as before.
    expect(refusedPostWords('en').messages(refused, 'lead')).toEqual([
      LEAD_MESSAGES.phone,
      QUOTE_MESSAGES.glass,
      UNKNOWN_FIELD_MESSAGE,
    ]);
  });

  test('words a refusal by its reason, else its code, in the page’s language', () => {
    const spanish = refusedPostWords('es');
    const english = refusedPostWords('en');
    const heic = new ApiError('unsupported_media_type', REJECTION_MESSAGES.heic, {
      reason: 'heic',
    });
    expect(spanish.heading(heic)).toBe('No pudimos aceptar el formulario');
    expect(spanish.messages(heic, 'lead')).toEqual([quoteEs['quote.refusal.heic']]);
    expect(english.messages(heic, 'lead')).toEqual([REJECTION_MESSAGES.heic]);
    const tooMany = new ApiError(
      'payload_too_large',
      `Attach at most ${MAX_QUOTE_PHOTOS} photos.`,
      {
        reason: 'tooManyPhotos',
      },
    );
    expect(spanish.messages(tooMany, 'lead')).toEqual([
      `Adjunte ${MAX_QUOTE_PHOTOS} fotos como máximo.`,
    ]);
    for (const [error, text] of [
      [new ApiError('rate_limited', RATE_LIMITED_MESSAGE), 'Demasiadas solicitudes'],
      [new ApiError('payload_too_large', FORM_TOO_LARGE_MESSAGE), 'demasiado grande'],
      [new ApiError('bad_request', FORM_UNREADABLE_MESSAGE), 'No pudimos leer el formulario'],
      [new ApiError('unavailable', UNAVAILABLE_MESSAGE), 'No pudimos guardar su solicitud'],
      [new ApiError('internal', LEAD_MESSAGES.storeFailed), 'Algo salió mal'],
      [new ApiError('idempotency_conflict', IDEMPOTENCY_CONFLICT_MESSAGE), 'número de solicitud'],
    ] as const) {
      expect(spanish.messages(error, 'lead')).toEqual([expect.stringContaining(text)]);
      expect(english.messages(error, 'lead')).toEqual([error.message]);
    }
  });
});
