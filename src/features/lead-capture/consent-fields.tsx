/**
 * The consents a lead form asks, in the order every form shows them: texts about this
 * request, occasional offers, and the privacy policy, the one required (its error under
 * it). The wording is the stored wording the lead records (docs/decisions.md#consent-is-recorded).
 *
 * One component for the lead form, the quote flow and the plain quote form, so the three
 * cannot drift apart (docs/decisions/quote-flow.md, 'Shared fields'). Like ChoiceCards, it is
 * controlled when `onChange` is given (the lead form, the flow); otherwise the browser keeps
 * the ticks, starting from `answers`, so the plain form works without JavaScript.
 */
import type { ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CheckboxField } from '@/ui/form-fields';
import { useFormMessages } from './form-messages';
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
  errors = {},
  disabled,
  value,
  privacyRequired,
  privacyConsentGiven,
  noteClassName,
}: {
  /** The form's id prefix: the boxes are `${id}-consentTexts` and so on. */
  id: string;
  /** The ticks shown; with no `onChange`, only where the browser starts. */
  answers: ConsentAnswers;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** A message under the box it is about, by the box's name. */
  errors?: Partial<Record<keyof ConsentAnswers, string>>;
  disabled?: boolean;
  /** What a ticked box posts in a plain HTML post ('true'); none for a form a script sends. */
  value?: string;
  /** Mark the privacy box `required`, for a form the browser checks (the plain form). */
  privacyRequired?: boolean;
  /**
   * The visitor already agreed to the privacy policy (the home quote gate): a note says so
   * in place of the box, and the consent posts as given. One consent per quote.
   */
  privacyConsentGiven?: boolean;
  /** The class the form styles its notes with, for the note above. */
  noteClassName?: string;
}) {
  // The stored wording in the form's language (English: the domain's, held equal by a test).
  const { t } = useFormMessages();
  const box = (name: keyof ConsentAnswers) => ({
    id: `${id}-${name}`,
    name,
    value,
    ...(onChange
      ? { checked: Boolean(answers[name]), onChange }
      : { defaultChecked: Boolean(answers[name]) }),
    disabled,
    error: errors[name],
  });
  return (
    <>
      <CheckboxField {...box('consentTexts')} label={t('form.consent.texts')} />
      <CheckboxField {...box('consentMarketing')} label={t('form.consent.marketing')} />
      {privacyConsentGiven ? (
        <p className={noteClassName}>
          You agreed to the <Link to={paths.privacyPolicy()}>privacy policy</Link> and to be
          contacted about this request.
          <input type="hidden" name="consentPrivacyPolicy" value="true" />
        </p>
      ) : (
        <CheckboxField
          {...box('consentPrivacyPolicy')}
          required={privacyRequired}
          label={<PrivacyConsentLabel />}
        />
      )}
    </>
  );
}

/**
 * What a plain post (no JavaScript) records beside the ticks, as a form a script sends records
 * it: the privacy wording shown and, on a page in another language, that language and the texts
 * consent's wording (docs/decisions/spanish.md#the-lead-form-in-spanish). The lead form and the
 * plain quote form both post it, from this one place.
 */
export function PostedConsentWording() {
  const { locale, t } = useFormMessages();
  return (
    <>
      <input type="hidden" name="consentText" value={t('form.consent.privacy')} />
      {locale !== 'en' && (
        <>
          <input type="hidden" name="language" value={locale} />
          {/* Kept only when the texts box is ticked; without it the English wording is stored. */}
          <input type="hidden" name="consentTextsWording" value={t('form.consent.texts')} />
        </>
      )}
    </>
  );
}
