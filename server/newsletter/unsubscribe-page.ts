/**
 * The unsubscribe pages: the confirmation with its one button, the result, and a link
 * that is not valid. Self-contained like the form error page (no scripts, no external
 * files), readable on a phone with the browser's own styles.
 */
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { telHref } from '@/domain/contact-links';
import { LOCALES, pathInLocale, type Locale } from '@/i18n/locales';
import { html, type SafeHtml } from '../http/html';
import type { SubscriptionState } from './newsletter.service';
import { subscriberWords } from './subscriber-words';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from './unsubscribe-token';

/**
 * One page in the subscriber's languages: one for a known subscriber, every language for a
 * link we cannot read (it names nobody, so nobody's language).
 */
function page(locales: readonly Locale[], title: string, body: SafeHtml): string {
  const { name, phone } = businessProfile;
  const [lang] = locales;
  return `<!doctype html>${
    html`
      <html lang="${lang!}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <meta name="referrer" content="no-referrer" />
          <title>${title} | ${name}</title>
        </head>
        <body>
          <main>
            ${body}
            ${locales.map((locale) => {
              const t = subscriberWords(locale);
              return html`<p lang="${locale}">
                ${t('page.callUs')} <a href="${telHref(phone.e164)}">${phone.display}</a>
              </p>`;
            })}
            <p><a href="${pathInLocale(paths.home(), lang!)}">${name}</a></p>
          </main>
        </body>
      </html>
    `.value
  }`;
}

/** GET: whose subscription, and one button (a link opened by a mail scanner changes nothing). */
export function renderUnsubscribeConfirmPage(token: string, state: SubscriptionState): string {
  if (state.unsubscribedAt) return renderUnsubscribedPage(state);
  const t = subscriberWords(state.language);
  const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  return page(
    [state.language],
    t('page.confirmTitle'),
    html`<h1>${t('page.confirmTitle')}</h1>
      <p>${t('page.confirmQuestion')}</p>
      <p><strong>${state.email}</strong></p>
      <form method="post" action="${action}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" style="min-height: 44px; padding: 0 20px; font-size: 1rem">
          ${t('page.unsubscribe')}
        </button>
      </form>`,
  );
}

export function renderUnsubscribedPage(state: SubscriptionState): string {
  const t = subscriberWords(state.language);
  return page(
    [state.language],
    t('page.doneTitle'),
    html`<h1>${t('page.doneTitle')}</h1>
      <p><strong>${state.email}</strong></p>
      <p>${t('page.doneText')}</p>`,
  );
}

export function renderInvalidUnsubscribeLinkPage(): string {
  const [first, ...others] = LOCALES.map((locale) => ({ locale, t: subscriberWords(locale) }));
  return page(
    LOCALES,
    first!.t('page.invalidTitle'),
    html`<h1>${first!.t('page.invalidTitle')}</h1>
      <p>${first!.t('page.invalidText')}</p>
      ${others.map(
        ({ locale, t }) =>
          html`<section lang="${locale}">
            <h2>${t('page.invalidTitle')}</h2>
            <p>${t('page.invalidText')}</p>
          </section>`,
      )}`,
  );
}
