/**
 * The page a refused plain form post gets when its page has no form to show again
 * (server/http/form-error-page.ts), in English, as ICU MessageFormat keyed by what a message is
 * for (docs/decisions/spanish.md#refusals-in-the-pages-language). The server compiles both
 * languages when it loads (server/http/refused-post-words.ts), as it does the e-mails'.
 *
 * Only the words no other catalogue has: a field's message is the form's own (`form.error.*`,
 * `quote.error.*`, `newsletter.error.*`), and a refused photo, the rate limit and a body too
 * large are the quote flow's (`quote.refusal.*`), which shows them too. `refusal.*` are the
 * service's own English messages, which server/http/refused-post-words.test.ts holds them to.
 */
export const refusedPostEn = {
  'page.title': 'We could not accept the form',
  'page.back': 'Go back to the form',
  // The phone link follows.
  'page.callUs': 'Or call us:',

  'refusal.formUnreadable': 'The form could not be read. Please try again.',
  'refusal.tooManyPhotos': 'Attach at most {max} photos.',
  'refusal.idempotencyConflict':
    'This request id was already used for a different request. Send the form again to get a new one.',
  'refusal.unavailable':
    'We could not save your request just now, so it has not reached us yet. Please send it again in a minute, or call us at {phone}.',
  'refusal.unknownField': 'This field is not part of the form',
} as const;

export type RefusedPostMessageId = keyof typeof refusedPostEn;

/** The refused post's page in one language: every id. */
export type RefusedPostCatalogue = Record<RefusedPostMessageId, string>;
