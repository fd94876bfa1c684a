/**
 * The page a plain form post gets when it cannot be accepted: what to fix, a way back to
 * the form, and the phone number, in the language of the page that posted it
 * (docs/decisions/spanish.md#refusals-in-the-pages-language). Self-contained (no scripts, no
 * external files).
 */
import { businessProfile } from '@/content/business-profile';
import { telHref } from '@/domain/contact-links';
import type { Locale } from '@/i18n/locales';
import { refusedPostWords } from './refused-post-words';

export interface FormErrorPage {
  locale: Locale;
  heading: string;
  messages: readonly string[];
  backHref: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderFormErrorPage(page: FormErrorPage): string {
  const { name, phone } = businessProfile;
  const { t } = refusedPostWords(page.locale);
  const items = [...new Set(page.messages)]
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.heading)} | ${escapeHtml(name)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
<ul>${items}</ul>
<p><a href="${escapeHtml(page.backHref)}">${escapeHtml(t('page.back'))}</a></p>
<p>${escapeHtml(t('page.callUs'))} <a href="${escapeHtml(telHref(phone.e164))}">${escapeHtml(phone.display)}</a></p>
<p>${escapeHtml(name)}</p>
</main>
</body>
</html>
`;
}
