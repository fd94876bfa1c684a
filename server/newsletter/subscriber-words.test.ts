/**
 * The subscriber's words (src/i18n/messages/newsletter/): the Spanish catalogue translates every
 * English message with the same placeholders, and each language's words come out filled in.
 */
import { newsletterEn, type NewsletterMessageId } from '@/i18n/messages/newsletter/en';
import { newsletterEs } from '@/i18n/messages/newsletter/es';
import { messagePlaceholders } from '../../test/support/message-placeholders';
import { subscriberWords } from './subscriber-words';

const IDS = Object.keys(newsletterEn) as NewsletterMessageId[];

describe("the newsletter subscriber's words", () => {
  test.each(IDS)('%s is translated, with the same placeholders', (id) => {
    expect(newsletterEs[id]).not.toBe(newsletterEn[id]);
    expect(messagePlaceholders(newsletterEs[id])).toEqual(messagePlaceholders(newsletterEn[id]));
  });

  test('the unsubscribe line carries its link in each language', () => {
    const url = 'https://example.com/u?token=a.b';
    expect(subscriberWords('en')('email.unsubscribeLine', { url })).toBe(
      `Unsubscribe in one click: ${url}`,
    );
    expect(subscriberWords('es')('email.unsubscribeLine', { url })).toBe(
      `Cancele su suscripción con un clic: ${url}`,
    );
  });
});
