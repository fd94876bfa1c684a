/**
 * The third step: the ZIP code where the car will be, answered at once, and who to call,
 * with the consents ('See my estimate'). The keyboard's action key reads Next until the last
 * field (docs/decisions/quote-flow.md, 'Four screens').
 */
import { MapPin } from 'lucide-react';
import type { ZipAnswer } from '@/lib/quote-api-client';
import { TextField } from '@/ui/form-fields';
import { ConsentFields } from '../../consent-fields';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const CONTACT_STEP: QuoteStepDefinition = {
  title: 'Where the car is, and who to call',
  submitLabel: 'See my estimate',
  showsCollectionNotice: true,
  check: checkStep('contact'),
};

type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';

export function ContactStep({
  id,
  values,
  errors,
  onInput,
  focus,
  zipAnswer,
}: StepFieldsProps & {
  /** What the service says about the ZIP code, once it has five digits. */
  zipAnswer: ZipAnswer | undefined;
}) {
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
        label="ZIP code where the car will be"
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
            ? 'We do not recognize this ZIP code as a Bay Area one. Check it, or go on: we will call you to confirm where the car is.'
            : zipAnswer.inServiceArea
              ? `${zipAnswer.city}, ${zipAnswer.county} County: inside our service area. We come to you there.`
              : `${zipAnswer.city}, ${zipAnswer.county} County, is outside our usual service area. Send your request anyway: we will tell you honestly whether we can come.`}
        </p>
      )}
      <div className="flow-row">
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      <div className="flow-row">
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...field('phone')}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
      <ConsentFields id={id} answers={values} onChange={onInput} errors={errors} />
    </StepFields>
  );
}
