/**
 * The quote flow's catalogue part (src/i18n/catalogues/quote-*.ts): the English words are the
 * domain's own (the catalogue may not import the domain, so this holds them equal), the
 * Spanish part has every id, translated, with the same placeholders, and a message or an
 * estimate's line the domain writes in English is shown by its id in the flow's language.
 */
import { COLLECTION_NOTICE } from '@/content/collection-notice';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import {
  DOORS,
  ESTIMATE_COULD_CHANGE_WITH,
  estimateQuote,
  FEATURE_ANSWERS,
  GLASS_KINDS,
  PAYMENT_CHOICES,
  QUOTE_MESSAGES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
  type FeatureAnswer,
  type QuotePriceTable,
} from '@/domain/quote';
import type { FormMessageId } from '@/i18n/catalogues/forms-en';
import { quoteEn, type QuoteCatalogue, type QuoteMessageId } from '@/i18n/catalogues/quote-en';
import { quoteEs } from '@/i18n/catalogues/quote-es';
import { messages as spanishFormMessages } from '@/i18n/compiled/forms-es';
import { messages as spanishQuoteMessages } from '@/i18n/compiled/quote-es';
import { emailEs } from '@/i18n/messages/email/es';
import { createTranslator } from '@/i18n/translator';
import { messagePlaceholders } from '../../../../test/support/message-placeholders';
import { messages as englishQuoteMessages } from '@/i18n/compiled/quote-en';
import { estimateLineText, photoRefusalText, quoteErrorText } from './quote-messages';

/** Ids whose Spanish text is rightly the English one. */
const SAME_IN_SPANISH: ReadonlySet<QuoteMessageId> = new Set<QuoteMessageId>([
  // Only placeholders and punctuation.
  'quote.vehicle.derivedClass',
  'quote.send.photoFailed',
  'quote.choice.answer.no',
]);

/**
 * The choice whose Spanish differs from the receipt e-mail's (src/i18n/messages/email/es.ts):
 * the visitor's own answer in the first person, where the receipt speaks to them
 * (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 */
const WORDED_UNLIKE_THE_RECEIPT = new Set(['answer.unsure']);

const CHOICE_LISTS = {
  vehicleClass: VEHICLE_CLASSES,
  glass: GLASS_KINDS,
  door: DOORS,
  feature: WINDSHIELD_FEATURES,
  answer: FEATURE_ANSWERS,
  payment: PAYMENT_CHOICES,
} as const;

const TABLE: QuotePriceTable = {
  glass: {
    windshield: { car: [300, 400], suv: [350, 450], truck: [400, 500] },
    chip: { car: [80, 100], suv: [80, 100], truck: [80, 100] },
    door: { car: [200, 300], suv: [220, 320], truck: [240, 340] },
    back: { car: [300, 500], suv: [350, 550], truck: [400, 600] },
  },
  features: {
    forwardCamera: [50, 100],
    rainSensor: [20, 40],
    heatedArea: [30, 60],
    headUpDisplay: [100, 200],
  },
  calibration: [150, 250],
};

/** Every line an estimate can have: a windshield with every feature answered each way. */
function everyEstimateLine(): string[] {
  const answers: FeatureAnswer[] = ['yes', 'no', 'unsure'];
  return [
    ...new Set(
      answers.flatMap((answer) => {
        const estimate = estimateQuote(TABLE, {
          glass: 'windshield',
          vehicleClass: 'car',
          features: Object.fromEntries(
            WINDSHIELD_FEATURES.map((feature) => [feature.value, answer]),
          ),
        });
        return [...estimate.includes, ...estimate.dependsOn];
      }),
    ),
  ];
}

describe('the quote flow catalogue part', () => {
  it('words in English what the domain says', () => {
    for (const [list, choices] of Object.entries(CHOICE_LISTS))
      for (const choice of choices)
        expect(quoteEn[`quote.choice.${list}.${choice.value}` as QuoteMessageId]).toBe(
          choice.label,
        );
    for (const feature of WINDSHIELD_FEATURES)
      expect(quoteEn[`quote.featureHint.${feature.value}`]).toBe(feature.hint);
    for (const key of Object.keys(QUOTE_MESSAGES) as (keyof typeof QUOTE_MESSAGES)[])
      expect(quoteEn[`quote.error.${key}`]).toBe(QUOTE_MESSAGES[key]);
    expect(quoteEn['quote.send.couldChange']).toBe(
      `It could change with ${ESTIMATE_COULD_CHANGE_WITH.slice(0, -1).join(', ')} or ${ESTIMATE_COULD_CHANGE_WITH.at(-1)!}.`,
    );
    expect(quoteEn['quote.notice']).toBe(COLLECTION_NOTICE.quote);
    // Every line an estimate can have is a message of its own, in the domain's words.
    const lines = Object.entries(quoteEn)
      .filter(([id]) => id.startsWith('quote.estimate.'))
      .map(([, text]): string => text);
    expect(everyEstimateLine().filter((line) => !lines.includes(line))).toEqual([]);
  });

  it('has every English id in Spanish, translated, with the same placeholders', () => {
    expect(Object.keys(quoteEs).sort()).toEqual(Object.keys(quoteEn).sort());
    for (const id of Object.keys(quoteEn) as QuoteMessageId[]) {
      expect(quoteEs[id].trim()).not.toBe('');
      if (!SAME_IN_SPANISH.has(id))
        expect({ id, text: quoteEs[id] }).not.toEqual({ id, text: quoteEn[id] });
      expect({ id, placeholders: messagePlaceholders(quoteEs[id]) }).toEqual({
        id,
        placeholders: messagePlaceholders(quoteEn[id]),
      });
    }
  });

  it('never says "$0" itself: the promise and its condition come from the content', () => {
    for (const catalogue of [quoteEn, quoteEs])
      for (const text of Object.values(catalogue)) expect(text).not.toContain('$0');
  });

  it('names the choices in Spanish as the receipt e-mail does, but for the house vocabulary', () => {
    for (const [list, choices] of Object.entries(CHOICE_LISTS))
      for (const { value } of choices) {
        const choice = `${list}.${value}`;
        const flow = quoteEs[`quote.choice.${choice}` as QuoteMessageId];
        const receipt = emailEs[`choice.${choice}` as keyof typeof emailEs];
        if (WORDED_UNLIKE_THE_RECEIPT.has(choice))
          expect({ choice, flow }).not.toEqual({ choice, flow: receipt });
        else expect({ choice, flow }).toEqual({ choice, flow: receipt });
      }
  });

  it('refuses a Spanish part without an id, at compile time', () => {
    const { 'quote.back': _dropped, ...missingOne } = quoteEs;
    // @ts-expect-error: a catalogue part without `quote.back` is not a QuoteCatalogue.
    const incomplete: QuoteCatalogue = missingOne;
    expect(Object.keys(incomplete)).not.toContain('quote.back');
  });

  it("shows the domain's English messages and estimate lines by id in Spanish", () => {
    const t = createTranslator<QuoteMessageId>('es', spanishQuoteMessages);
    const formT = createTranslator<FormMessageId>('es', spanishFormMessages);
    expect(quoteErrorText(t, formT, QUOTE_MESSAGES.glass)).toBe(
      'Elija el vidrio que hay que arreglar',
    );
    expect(quoteErrorText(t, formT, QUOTE_MESSAGES.vinLetters)).toBe(
      quoteEs['quote.error.vinLetters'],
    );
    expect(quoteErrorText(t, formT, LEAD_MESSAGES.zipCode)).toBe(
      'El código postal debe tener 5 dígitos',
    );
    expect(quoteErrorText(t, formT, 'The photo could not be read')).toBe(
      'The photo could not be read',
    );
    for (const line of everyEstimateLine()) expect(estimateLineText(t, line)).not.toBe(line);
    expect(estimateLineText(t, 'the mobile visit: we come to you')).toBe(
      'el servicio móvil: vamos a donde usted esté',
    );
  });
});

describe('photoRefusalText', () => {
  const english = createTranslator<QuoteMessageId>('en', englishQuoteMessages);

  it('words a photo the body limit refused as a photo too large, not a form too large', () => {
    expect(photoRefusalText(english, { error: 'payload_too_large' })).toBe(
      quoteEn['quote.refusal.tooLarge'],
    );
  });

  it("words a refusal by its reason first, in the flow's language, else as not sent", () => {
    const spanish = createTranslator<QuoteMessageId>('es', spanishQuoteMessages);
    expect(photoRefusalText(spanish, { error: 'validation', reason: 'heic' })).toBe(
      quoteEs['quote.refusal.heic'],
    );
    expect(photoRefusalText(english, {})).toBe(quoteEn['quote.refusal.notSent']);
  });
});
