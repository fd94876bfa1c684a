/**
 * What a newsletter subscriber reads from the service, in English: the unsubscribe pages
 * (server/newsletter/unsubscribe-page.ts) and the unsubscribe line under every newsletter
 * email (server/outbox/email-channel.ts), in the language of the page they signed up on
 * (docs/decisions/spanish.md#the-newsletter-in-the-subscribers-language). ICU MessageFormat;
 * the server compiles both languages when it loads (server/newsletter/subscriber-words.ts).
 */
export const newsletterEn = {
  'page.confirmTitle': 'Unsubscribe from the newsletter',
  'page.confirmQuestion': 'Stop sending newsletter emails to this address?',
  'page.unsubscribe': 'Unsubscribe',
  'page.doneTitle': 'You are unsubscribed',
  'page.doneText':
    'This address gets no more newsletter emails from us. Changed your mind? Sign up again with the form at the foot of any page.',
  'page.invalidTitle': 'This unsubscribe link does not work',
  'page.invalidText':
    'The link may have been cut short when it was copied, or the address was already deleted at your request. Reply to any of our emails, or call us, and we will take you off the list.',
  // The phone link follows.
  'page.callUs': 'Questions? Call us:',
  'email.unsubscribeLine': 'Unsubscribe in one click: {url}',
} as const;

export type NewsletterMessageId = keyof typeof newsletterEn;

/** The subscriber's words in one language: every id. */
export type NewsletterCatalogue = Record<NewsletterMessageId, string>;
