/**
 * The privacy consent's label, as every lead form shows it: PRIVACY_CONSENT_TEXT with its
 * words 'privacy policy' linked to the policy. Built from the stored wording, so what the
 * visitor reads is exactly what the lead records as consent
 * (docs/decisions.md#consent-is-recorded).
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PRIVACY_CONSENT_TEXT } from '@/domain/consent-wording';

const LINKED_WORDS = 'privacy policy';
const [TEXT_BEFORE_LINK, TEXT_AFTER_LINK] = PRIVACY_CONSENT_TEXT.split(LINKED_WORDS);

export function PrivacyConsentLabel() {
  return (
    <>
      {TEXT_BEFORE_LINK}
      <Link to={paths.privacyPolicy()}>{LINKED_WORDS}</Link>
      {TEXT_AFTER_LINK}
    </>
  );
}
