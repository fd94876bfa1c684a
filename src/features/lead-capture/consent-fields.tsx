/**
 * The consents a lead form asks, in the order every form shows them: texts about this
 * request, occasional offers, and the privacy policy, the one required (its error under
 * it). The wording is the stored wording the lead records (docs/decisions.md#consent-is-recorded).
 */
import type { ChangeEvent } from 'react';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { MARKETING_CONSENT_TEXT } from '@/domain/lead-fields';
import { CheckboxField } from '@/ui/form-fields';
import { PrivacyConsentLabel } from './privacy-consent-label';

export interface ConsentAnswers {
  consentTexts?: boolean;
  consentMarketing: boolean;
  consentPrivacyPolicy: boolean;
}

export function ConsentFields({
  id,
  answers,
  onChange,
  privacyError,
  disabled,
  value,
}: {
  /** The form's id prefix: the boxes are `${id}-consentTexts` and so on. */
  id: string;
  answers: ConsentAnswers;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  privacyError?: string;
  disabled?: boolean;
  /** What a ticked box posts in a plain HTML post ('true'); none for a form a script sends. */
  value?: string;
}) {
  const box = (name: keyof ConsentAnswers) => ({
    id: `${id}-${name}`,
    name,
    value,
    checked: Boolean(answers[name]),
    onChange,
    disabled,
  });
  return (
    <>
      <CheckboxField {...box('consentTexts')} label={TEXT_MESSAGE_CONSENT_TEXT} />
      <CheckboxField {...box('consentMarketing')} label={MARKETING_CONSENT_TEXT} />
      <CheckboxField
        {...box('consentPrivacyPolicy')}
        error={privacyError}
        label={<PrivacyConsentLabel />}
      />
    </>
  );
}
