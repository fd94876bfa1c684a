/**
 * The business facts of the Spanish privacy policy (src/content/legal/es/privacy-policy.md),
 * filled from the business profile like the English page's (src/content/content-tokens.ts).
 * The token names are the English ones: the Spanish page is a faithful translation and keeps
 * every token of its English twin (docs/decisions/spanish.md#legal-pages-in-spanish).
 */
import { businessProfile } from '@/content/business-profile';
import { fillContentTokens } from '@/content/content-tokens';
import { LOCALE_TAGS } from '@/i18n/locales';

/**
 * '15 de enero de 2026'. The page text is prerendered and never filled again on hydration,
 * so this `Intl` call costs no first load (docs/decisions/first-paint.md#no-intl-in-the-first-load).
 */
function spanishLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  // Noon UTC, formatted in UTC: the calendar day never shifts with the machine's time zone.
  const noon = new Date(Date.UTC(year!, month! - 1, day!, 12));
  return new Intl.DateTimeFormat(LOCALE_TAGS.es, { dateStyle: 'long', timeZone: 'UTC' }).format(
    noon,
  );
}

/** A fact that reads the same in both languages (a name, the address, the phone link, the e-mail). */
const sameAsEnglish = (token: string) => () => fillContentTokens(`{{${token}}}`);

const SPANISH_PRIVACY_POLICY_TOKEN_VALUES: Record<string, () => string> = {
  businessName: sameAsEnglish('businessName'),
  legalName: sameAsEnglish('legalName'),
  fullAddress: sameAsEnglish('fullAddress'),
  phone: sameAsEnglish('phone'),
  email: sameAsEnglish('email'),
  effectiveDate: () => spanishLongDate(businessProfile.legalEffectiveDate),
};

/**
 * The Spanish privacy policy's markdown with every `{{token}}` filled; an unknown token is an
 * error, as on the English pages. The filled text has no token left, so the markdown renderer's
 * own (English) filling finds nothing to change.
 */
export function fillSpanishPrivacyPolicyTokens(markdown: string): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = SPANISH_PRIVACY_POLICY_TOKEN_VALUES[name];
    if (!value) throw new Error(`Unknown token {{${name}}} in the Spanish privacy policy`);
    return value();
  });
}
