import fc from 'fast-check';
import { LEAD_MESSAGES } from './lead-fields';
import { LeadSchema } from './lead.schema';
import { NewsletterSchema } from './newsletter.schema';
import { QUOTE_MESSAGES } from './quote';
import { cleanMultiLineText, hasHiddenCharacters, withoutHiddenCharacters } from './text';

const valid = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '(510) 555-0199',
  zipCode: '94545',
  consentPrivacyPolicy: true,
};

/** Every character the rule names, one of each kind. */
const HIDDEN = [
  '\n',
  '\r',
  '\t',
  '\u0007',
  '\u007F',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u200E',
  '\u200F',
  ...Array.from({ length: 5 }, (_, index) => String.fromCharCode(0x202a + index)),
  ...Array.from({ length: 4 }, (_, index) => String.fromCharCode(0x2066 + index)),
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
];
const hiddenCharacter = fc.constantFrom(...HIDDEN);
const visibleText = fc.string({ minLength: 1, maxLength: 10 }).map(withoutHiddenCharacters);

function errorsFor(input: object) {
  const result = LeadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('single-line fields', () => {
  it('refuse the forged header lines of the issue with the field message', () => {
    const name = 'Ana\nBcc: spy@evil.example\nPhone: +1 900 555 0100';
    expect(errorsFor({ ...valid, firstName: name })).toEqual([LEAD_MESSAGES.firstName]);
    expect(errorsFor({ ...valid, lastName: 'Lopez\r\nBcc: spy@evil.example' })).toEqual([
      LEAD_MESSAGES.lastName,
    ]);
  });

  it('refuse a hidden character anywhere in a name, company, make, model or insurer', () => {
    fc.assert(
      fc.property(visibleText, hiddenCharacter, visibleText, (before, hidden, after) => {
        const text = `A${before}${hidden}${after}Z`;
        expect(errorsFor({ ...valid, firstName: text })).toEqual([LEAD_MESSAGES.firstName]);
        expect(errorsFor({ ...valid, lastName: text })).toEqual([LEAD_MESSAGES.lastName]);
        expect(
          errorsFor({ ...valid, service: 'fleet-services', company: text, fleetSize: '5-10' }),
        ).toEqual([LEAD_MESSAGES.company]);
        expect(errorsFor({ ...valid, quote: { make: text, incomplete: true } })).toContain(
          QUOTE_MESSAGES.make,
        );
        expect(errorsFor({ ...valid, quote: { model: text } })).toEqual([QUOTE_MESSAGES.model]);
        expect(errorsFor({ ...valid, quote: { insurer: text } })).toEqual([QUOTE_MESSAGES.insurer]);
      }),
      { numRuns: 200 },
    );
  });

  it('accept accented names, hyphens and apostrophes', () => {
    const lead = LeadSchema.parse({ ...valid, firstName: 'José-María', lastName: "O'Brien" });
    expect(lead).toMatchObject({ firstName: 'José-María', lastName: "O'Brien" });
  });
});

describe('the message', () => {
  it('keeps its line breaks and loses every other hidden character', () => {
    const lead = LeadSchema.parse({
      ...valid,
      message: 'Crack on\r\nthe \u202Edriver\u202C side\u200B.\u0007\nThanks',
    });
    expect(lead.message).toBe('Crack on\nthe driver side.\nThanks');
  });

  it('holds no hidden character but the line feed, whatever was sent', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hiddenCharacter, visibleText)), (parts) => {
        const cleaned = cleanMultiLineText(parts.join(''));
        expect(hasHiddenCharacters(cleaned.replaceAll('\n', ''))).toBe(false);
      }),
    );
  });
});

describe('fields the page fills in', () => {
  it('lose hidden characters instead of refusing the lead or the sign-up', () => {
    const lead = LeadSchema.parse({ ...valid, utmSource: 'news\nBcc: x\u202E' });
    expect(lead.utmSource).toBe('news Bcc: x');
    const signup = NewsletterSchema.parse({
      email: 'ana@example.com',
      consentMarketing: true,
      pageUrl: '/blog\r\nX-Header: 1',
    });
    expect(signup.pageUrl).toBe('/blog X-Header: 1');
  });

  it('are stored in a form that parsing again leaves as it is', () => {
    expect(LeadSchema.parse({ ...valid, utmSource: `${'a'.repeat(199)} b` }).utmSource).toBe(
      'a'.repeat(199),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(hiddenCharacter, fc.string())), (parts) => {
        const once = LeadSchema.parse({ ...valid, utmSource: parts.join('') }).utmSource;
        expect(LeadSchema.parse({ ...valid, utmSource: once }).utmSource).toBe(once);
      }),
    );
  });
});
