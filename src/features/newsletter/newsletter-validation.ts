/**
 * The newsletter form's validation: the sign-up schema (shared with the lead service) limited
 * to the fields the visitor fills in, with its messages in the page's language. Its own chunk,
 * with zod: the form loads it on the first submit (newsletter-signup.tsx), so it is in no
 * page's first load (docs/decisions/spanish.md#newsletter-errors-in-the-pages-language).
 */
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '@/domain/newsletter.schema';
import { validateWith, type FieldErrors } from '@/domain/zod-formik';
import type { Translate } from '@/i18n/translator';

type NewsletterMessageKey = keyof typeof NEWSLETTER_MESSAGES;

const validateFields = validateWith(NewsletterSchema.pick({ email: true, consentMarketing: true }));

/**
 * Each error in the page's language. The schema writes NEWSLETTER_MESSAGES' English, and so
 * does the lead service when it refuses a sign-up; the shell catalogue has the message of the
 * same key (`newsletter.error.<key>`). A message it does not know (none today) is shown as it
 * came.
 */
export function newsletterErrorTexts(t: Translate, errors: FieldErrors): FieldErrors {
  const keys = Object.keys(NEWSLETTER_MESSAGES) as NewsletterMessageKey[];
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = keys.find((candidate) => NEWSLETTER_MESSAGES[candidate] === message);
      return [field, key ? t(`newsletter.error.${key}`) : message];
    }),
  );
}

/** The email and consent fields' errors, in the page's language. */
export function validateNewsletter(t: Translate, values: unknown): FieldErrors {
  return newsletterErrorTexts(t, validateFields(values));
}
