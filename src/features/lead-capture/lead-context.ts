/**
 * What every lead carries besides the visitor's answers: the campaign that brought the
 * visitor (the UTM parameters), the page it was sent from, the home hero the visitor saw, and
 * the consent wording the visitor agreed to, stored as evidence (docs/decisions.md#consent-is-recorded).
 * The lead form and the quote flow both send it, so they cannot drift apart.
 */
import { HERO_SEEN_SESSION_KEY, isHeroVariant } from '@/domain/hero-variant';
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

/**
 * The home hero the visitor saw in this session, if any. Leads from city, blog or landing
 * pages by visitors who never saw the home page carry none ("no hero"), so they do not skew
 * the hero test (docs/decisions/owner-inbox.md#honest-hero-attribution).
 */
function seenHeroVariant(): string | undefined {
  try {
    const variant = window.sessionStorage.getItem(HERO_SEEN_SESSION_KEY);
    return isHeroVariant(variant) ? variant : undefined;
  } catch {
    return undefined;
  }
}

/** The consent wording the visitor was shown, in the page's language. */
export interface ConsentWording {
  privacy: string;
  marketing: string;
}

const ENGLISH_CONSENT_WORDING: ConsentWording = {
  privacy: PRIVACY_CONSENT_TEXT,
  marketing: MARKETING_CONSENT_TEXT,
};

/**
 * Read when the lead is sent, in the browser: the page's URL and the session's seen hero. A
 * Spanish form passes the Spanish wording it showed: the proof of consent is the words seen
 * (docs/decisions/spanish.md#the-lead-form-in-spanish).
 */
export function leadContext(
  searchParams: URLSearchParams,
  consentMarketing: boolean,
  wording: ConsentWording = ENGLISH_CONSENT_WORDING,
): LeadContext {
  // A parameter that is missing or empty is left out, not sent as ''.
  const utm: UtmFields = Object.fromEntries(
    Object.entries(UTM_PARAMS)
      .map(([field, param]) => [field, searchParams.get(param) ?? undefined])
      .filter(([, value]) => value),
  );
  return {
    ...utm,
    pageUrl: window.location.href,
    heroVariant: seenHeroVariant(),
    consentText: consentMarketing ? `${wording.privacy} ${wording.marketing}` : wording.privacy,
  };
}
