/**
 * The privacy consent's label, as every lead form shows it: the form's privacy consent wording
 * (`form.consent.privacy`, PRIVACY_CONSENT_TEXT in English) with its words naming the policy
 * linked to the policy in the page's language. Built from the stored wording, so what the
 * visitor reads is exactly what the lead records as consent
 * (docs/decisions.md#consent-is-recorded, docs/decisions/spanish.md#the-lead-form-in-spanish).
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pathInLocale } from '@/i18n/locales';
import { useFormMessages } from './form-messages';

export function PrivacyConsentLabel() {
  const { locale, t } = useFormMessages();
  const linkedWords = t('form.consent.privacyLink');
  const [textBeforeLink, textAfterLink] = t('form.consent.privacy').split(linkedWords);
  return (
    <>
      {textBeforeLink}
      <Link to={pathInLocale(paths.privacyPolicy(), locale)}>{linkedWords}</Link>
      {textAfterLink}
    </>
  );
}
