/**
 * The third step: the ZIP code where the car will be, answered at once, and who to call,
 * with the consents ('See my estimate'). The keyboard's action key reads Next until the last
 * field (docs/decisions/quote-flow.md, 'Four screens').
 */
import { MapPin } from 'lucide-react';
import type { ZipAnswer } from '@/lib/quote-api-client';
import { TextField } from '@/ui/form-fields';
import { ConsentFields } from '../../consent-fields';
import { useFormMessages } from '../../form-messages';
import { quoteErrorTexts, useQuoteMessages } from '../quote-messages';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const CONTACT_STEP: QuoteStepDefinition = {
  title: 'quote.contact.title',
  submitLabel: 'quote.contact.submit',
  showsCollectionNotice: true,
  check: checkStep('contact'),
};

type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';

export function ContactStep({
  id,
  values,
  errors: englishErrors,
  onInput,
  focus,
  zipAnswer,
}: StepFieldsProps & {
  /** What the service says about the ZIP code, once it has five digits. */
  zipAnswer: ZipAnswer | undefined;
}) {
  const { t } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  const errors = quoteErrorTexts(t, formT, englishErrors);
  /** The props each contact field shares. */
  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: onInput,
    error: errors[name],
    // The keyboard's action key reads Next until the last field ('Four screens').
    enterKeyHint: name === 'phone' ? ('done' as const) : ('next' as const),
  });

  return (
    <StepFields focus={focus}>
      <TextField
        id={`${id}-zip`}
        name="zipCode"
        label={t('quote.contact.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        enterKeyHint="next"
        maxLength={5}
        value={values.zipCode}
        onChange={onInput}
        error={errors.zipCode}
      />
      {zipAnswer && (
        <p
          className="flow-answer"
          aria-live="polite"
          data-tone={zipAnswer.inServiceArea ? undefined : 'warning'}
        >
          <MapPin size={20} aria-hidden="true" />
          {!zipAnswer.known
            ? t('quote.contact.zipUnknown')
            : t(zipAnswer.inServiceArea ? 'quote.contact.zipInside' : 'quote.contact.zipOutside', {
                city: zipAnswer.city ?? '',
                county: zipAnswer.county ?? '',
              })}
        </p>
      )}
      <div className="flow-row">
        <TextField
          {...field('firstName')}
          label={formT('form.firstName')}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastName')}
          label={formT('form.lastName')}
          autoComplete="family-name"
        />
      </div>
      <div className="flow-row">
        <TextField
          {...field('email')}
          label={formT('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...field('phone')}
          label={formT('form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
      <ConsentFields id={id} answers={values} onChange={onInput} errors={errors} />
    </StepFields>
  );
}
