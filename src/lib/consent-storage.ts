/**
 * Cookie consent: 'Accept All' stores accepted, 'Decline'
 * stores declined, 'Close' hides the banner for this session without storing a choice.
 */
const CONSENT_STORAGE_KEY = 'cookie-consent';
const CONSENT_CLOSED_SESSION_KEY = 'cookie-banner-closed';

export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function readConsent(): ConsentChoice | null {
  const value = safeStorage('localStorage')?.getItem(CONSENT_STORAGE_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function storeConsent(choice: ConsentChoice): void {
  safeStorage('localStorage')?.setItem(CONSENT_STORAGE_KEY, choice);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
}

export function wasClosedThisSession(): boolean {
  return safeStorage('sessionStorage')?.getItem(CONSENT_CLOSED_SESSION_KEY) === 'true';
}

export function closeForSession(): void {
  safeStorage('sessionStorage')?.setItem(CONSENT_CLOSED_SESSION_KEY, 'true');
}

/** Global Privacy Control: treated as a standing 'no' to analytics (docs/decisions.md#analytics-respect-consent). */
function hasGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function analyticsAllowed(): boolean {
  return readConsent() === 'accepted' && !hasGlobalPrivacyControl();
}
