import { COLLECTION_NOTICE, type CollectionForm } from './collection-notice';
import privacyPolicy from './legal/privacy-policy.md';

/** The policy as one line of plain words, without markdown emphasis. */
const policy = privacyPolicy.replace(/\*\*/g, '').replace(/\s+/g, ' ');

/**
 * Each thing a notice says, and where the privacy policy says the same: what is collected,
 * why, who receives it, how long it is kept. [form, the notice's words, the policy's words]
 */
const SAID_IN_BOTH: [CollectionForm, string, string][] = [
  [
    'lead',
    'your name, email, phone, ZIP code',
    'Your first and last name, email address, phone number and ZIP code',
  ],
  ['lead', 'what you tell us about the car and the damage', 'the message you write'],
  ['lead', 'the page you sent it from', 'The address of the page you sent it from'],
  [
    'lead',
    'your IP address',
    'Your IP address and browser type, which come with every form submission',
  ],
  ['lead', 'to prepare your quote and contact you about it', 'To answer your quote request'],
  [
    'lead',
    'the companies that host, store and deliver your request',
    'The companies that host our website and the service that receives form submissions store your request',
  ],
  [
    'lead',
    'kept up to 24 months',
    'Quote requests that did not become a job, with their photos: up to 24 months',
  ],
  [
    'quote',
    'your car, the glass, who pays and the insurer, the time you ask for',
    "your car's year, make, model and type, the glass and its features, whether you or your insurer pays and which insurer, and the time window you ask for",
  ],
  [
    'lead',
    'to learn which ads and pages bring in requests',
    'to learn which ads and pages bring in requests',
  ],
  ['lead', 'to block spam', 'We use them to block spam and abuse'],
  [
    'quote',
    'to learn which ads and pages bring in requests',
    'to learn which ads and pages bring in requests',
  ],
  ['quote', 'any photos', 'Photos of the damage, if you add any'],
  ['quote', 'email you a receipt', 'we email you a receipt of your request'],
  [
    'quote',
    'what you entered is sent to us even if you leave before the end',
    'what you entered so far is sent to us if you leave the form before the end',
  ],
  [
    'quote',
    'kept up to 24 months',
    'Quote requests that did not become a job, with their photos: up to 24 months',
  ],
  [
    'newsletter',
    'your email address, the page you signed up on and your IP address and browser type',
    'Your email address, the consent wording you saw, the page you signed up from, and your IP address and browser type',
  ],
  [
    'newsletter',
    'glass care tips and offers by email',
    'To send you marketing, such as offers and glass care tips, only if you agreed',
  ],
  ['newsletter', 'until you unsubscribe', 'Marketing lists: until you unsubscribe'],
  [
    'newsletter',
    'Our email provider receives your address',
    'Phone, text-message and email providers',
  ],
];

describe('the notice at collection of each form', () => {
  it.each(SAID_IN_BOTH)('%s: says "%s" as the privacy policy does', (form, notice, policyWords) => {
    expect(COLLECTION_NOTICE[form]).toContain(notice);
    expect(policy).toContain(policyWords);
  });

  it('promises nothing the policy does not: no "only", no "never shared", no shorter retention', () => {
    for (const text of Object.values(COLLECTION_NOTICE)) {
      expect(text).not.toMatch(/\bonly\b|never share|not share|\d+ days/i);
    }
  });

  it('says what, why, who and how long for each request form', () => {
    for (const form of ['lead', 'quote'] as const) {
      const text = COLLECTION_NOTICE[form];
      expect(text).toMatch(/^We collect /);
      expect(text).toMatch(/to prepare your quote/);
      expect(text).toMatch(/receive it/);
      expect(text).toMatch(/kept up to 24 months/);
    }
  });
});
