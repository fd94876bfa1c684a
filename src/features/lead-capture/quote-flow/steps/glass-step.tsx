/**
 * The second step: what needs fixing, the door for door glass, and for a windshield the
 * features that change the glass, except those the model's recorded facts decide
 * (docs/decisions/quote-flow.md, 'What the model's facts decide').
 */
import { CircleCheck } from 'lucide-react';
import { deriveFromModelFacts } from '@/content/model-facts/glass-features';
import {
  DOORS,
  FEATURE_ANSWERS,
  GLASS_KINDS,
  WINDSHIELD_FEATURES,
  type WindshieldFeature,
} from '@/domain/quote';
import { ChoiceCards } from '@/ui/form-fields';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const GLASS_STEP: QuoteStepDefinition = {
  title: 'The glass',
  submitLabel: 'Continue',
  showsCollectionNotice: false,
  check: checkStep('glass'),
};

export function GlassStep({
  values,
  errors,
  setValue,
  focus,
  askFeatures,
  onAskFeatures,
}: StepFieldsProps & {
  /** The visitor asked to answer the features the model's facts decided. */
  askFeatures: boolean;
  onAskFeatures: () => void;
}) {
  const derived = deriveFromModelFacts(values.make, values.model, Number(values.year) || undefined);
  const vehicleName = [values.year, values.make, values.model].filter(Boolean).join(' ');
  const featureDerived = (feature: WindshieldFeature) =>
    Boolean(derived?.features[feature]) && !askFeatures && values.features[feature] === 'unsure';

  return (
    <StepFields focus={focus}>
      <ChoiceCards
        name="glass"
        legend="What needs fixing?"
        options={GLASS_KINDS}
        value={values.glass}
        onChange={(value) => setValue('glass', value)}
        error={errors.glass}
      />
      {values.glass === 'door' && (
        <ChoiceCards
          name="door"
          legend="Which door?"
          options={DOORS}
          value={values.door}
          onChange={(value) => setValue('door', value)}
          error={errors.door}
        />
      )}
      {values.glass === 'windshield' && (
        <>
          <p className="flow-note">
            These change the glass and the work. If you are not sure, say so: we check from the VIN
            or a photo.
          </p>
          {WINDSHIELD_FEATURES.some((feature) => featureDerived(feature.value)) && (
            <p className="flow-answer" aria-live="polite">
              <CircleCheck size={20} aria-hidden="true" />
              <span>
                {`${vehicleName}: ${WINDSHIELD_FEATURES.filter((feature) =>
                  featureDerived(feature.value),
                )
                  .map((feature) =>
                    derived?.features[feature.value] === 'yes'
                      ? feature.label.toLowerCase()
                      : `no ${feature.label.toLowerCase()}`,
                  )
                  .join(', ')}, from our records for this model. `}
                <button type="button" className="flow-change" onClick={onAskFeatures}>
                  Change
                </button>
              </span>
            </p>
          )}
          {WINDSHIELD_FEATURES.filter((feature) => !featureDerived(feature.value)).map(
            (feature) => (
              <ChoiceCards
                key={feature.value}
                name={`feature-${feature.value}`}
                legend={feature.label}
                hint={feature.hint}
                options={FEATURE_ANSWERS}
                value={values.features[feature.value]}
                onChange={(answer) =>
                  setValue('features', { ...values.features, [feature.value]: answer })
                }
                segmented
              />
            ),
          )}
        </>
      )}
    </StepFields>
  );
}
