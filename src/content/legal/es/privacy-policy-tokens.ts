/**
 * The business facts of the Spanish privacy policy (src/content/legal/es/privacy-policy.md),
 * filled from the business profile like the English page's (src/content/content-tokens.ts).
 * The token names are the English ones: the Spanish page is a faithful translation and keeps
 * every token of its English twin (docs/decisions/spanish.md#legal-pages-in-spanish).
 */
import privacyPolicy from './privacy-policy.md';
import { fillSpanishTokens, SHARED_SPANISH_TOKEN_VALUES } from './spanish-tokens';

/**
 * The Spanish privacy policy's markdown with every `{{token}}` filled; an unknown token is an
 * error, as on the English pages.
 */
export function fillSpanishPrivacyPolicyTokens(markdown: string): string {
  return fillSpanishTokens(markdown, SHARED_SPANISH_TOKEN_VALUES, 'privacy policy');
}

/** The Spanish privacy policy filled and ready to render (its page loads it from this chunk). */
export function spanishPrivacyPolicyPage(): string {
  return fillSpanishPrivacyPolicyTokens(privacyPolicy);
}
