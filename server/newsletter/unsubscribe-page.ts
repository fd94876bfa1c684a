/**
 * The unsubscribe pages: the confirmation with its one button, the result, and a link
 * that is not valid. Self-contained like the form error page (no scripts, no external
 * files), readable on a phone with the browser's own styles.
 */
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { telHref } from '@/domain/contact-links';
import { html, type SafeHtml } from '../http/html';
import type { SubscriptionState } from './newsletter.service';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from './unsubscribe-token';

function page(title: string, body: SafeHtml): string {
  const { name, phone } = businessProfile;
  return `<!doctype html>${
    html`
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <meta name="referrer" content="no-referrer" />
          <title>${title} | ${name}</title>
        </head>
        <body>
          <main>
            <h1>${title}</h1>
            ${body}
            <p>Questions? Call us: <a href="${telHref(phone.e164)}">${phone.display}</a></p>
            <p><a href="${paths.home()}">${name}</a></p>
          </main>
        </body>
      </html>
    `.value
  }`;
}

/** GET: whose subscription, and one button (a link opened by a mail scanner changes nothing). */
export function renderUnsubscribeConfirmPage(token: string, state: SubscriptionState): string {
  if (state.unsubscribedAt) return renderUnsubscribedPage(state);
  const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  return page(
    'Unsubscribe from the newsletter',
    html`<p>Stop sending newsletter emails to <strong>${state.email}</strong>?</p>
      <form method="post" action="${action}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" style="min-height: 44px; padding: 0 20px; font-size: 1rem">
          Unsubscribe
        </button>
      </form>`,
  );
}

export function renderUnsubscribedPage(state: SubscriptionState): string {
  return page(
    'You are unsubscribed',
    html`<p>
      <strong>${state.email}</strong> gets no more newsletter emails from us. Changed your mind?
      Sign up again with the form at the foot of any page.
    </p>`,
  );
}

export function renderInvalidUnsubscribeLinkPage(): string {
  return page(
    'This unsubscribe link does not work',
    html`<p>
      The link may have been cut short when it was copied, or the address was already deleted at
      your request. Reply to any of our emails, or call us, and we will take you off the list.
    </p>`,
  );
}
