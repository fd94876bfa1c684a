/**
 * What every lead carries besides the visitor's answers: the campaign that brought the
 * visitor (the UTM parameters), the page and hero variant it was sent from, and the consent
 * wording the visitor agreed to, stored as evidence (docs/decisions.md#consent-is-recorded).
 * The lead form and the quote flow both send it, so they cannot drift apart.
 */
import { HERO_ATTRIBUTE } from '@/domain/hero-variant';
import { MARKETING_CONSENT_TEXT, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';

/** The lead's field for each UTM parameter of the page's URL. */
const UTM_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmContent: 'utm_content',
} as const;

type UtmFields = Partial<Record<keyof typeof UTM_PARAMS, string>>;

interface LeadContext extends UtmFields {
  pageUrl: string;
  heroVariant?: string;
  consentText: string;
}

/** Read when the lead is sent, in the browser: the page's URL and `<html>` attribute. */
export function leadContext(searchParams: URLSearchParams, consentMarketing: boolean): LeadContext {
  // A parameter that is missing or empty is left out, not sent as ''.
  const utm: UtmFields = Object.fromEntries(
    Object.entries(UTM_PARAMS)
      .map(([field, param]) => [field, searchParams.get(param) ?? undefined])
      .filter(([, value]) => value),
  );
  return {
    ...utm,
    pageUrl: window.location.href,
    heroVariant: document.documentElement.getAttribute(HERO_ATTRIBUTE) ?? undefined,
    consentText: consentMarketing
      ? `${PRIVACY_CONSENT_TEXT} ${MARKETING_CONSENT_TEXT}`
      : PRIVACY_CONSENT_TEXT,
  };
}
