/**
 * A newsletter validation message in the page's language. The schema and the lead service
 * write NEWSLETTER_MESSAGES' English; the form shows the shell catalogue's message of the same
 * key (`newsletter.error.*`). A message the catalogue does not know (none today) is shown as it
 * came. The lead form does the same with its own part (lead-capture/form-messages.tsx).
 */
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter-messages';
import type { Translate } from '@/i18n/translator';

type NewsletterMessageKey = keyof typeof NEWSLETTER_MESSAGES;

export function newsletterErrorText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(NEWSLETTER_MESSAGES) as NewsletterMessageKey[]).find(
    (candidate) => NEWSLETTER_MESSAGES[candidate] === message,
  );
  return key ? t(`newsletter.error.${key}`) : message;
}
