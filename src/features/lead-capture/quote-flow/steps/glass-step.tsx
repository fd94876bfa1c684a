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
import { useFormMessages } from '../../form-messages';
import { quoteErrorTexts, useQuoteMessages } from '../quote-messages';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const GLASS_STEP: QuoteStepDefinition = {
  title: 'quote.glass.title',
  submitLabel: 'quote.continue',
  showsCollectionNotice: false,
  check: checkStep('glass'),
};

export function GlassStep({
  values,
  errors: englishErrors,
  setValue,
  focus,
  askFeatures,
  onAskFeatures,
}: StepFieldsProps & {
  /** The visitor asked to answer the features the model's facts decided. */
  askFeatures: boolean;
  onAskFeatures: () => void;
}) {
  const { locale, t } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  const errors = quoteErrorTexts(t, formT, englishErrors);
  const glassKinds = GLASS_KINDS.map(({ value }) => ({
    value,
    label: t(`quote.choice.glass.${value}`),
  }));
  const doors = DOORS.map(({ value }) => ({ value, label: t(`quote.choice.door.${value}`) }));
  const featureAnswers = FEATURE_ANSWERS.map(({ value }) => ({
    value,
    label: t(`quote.choice.answer.${value}`),
  }));
  const derived = deriveFromModelFacts(values.make, values.model, Number(values.year) || undefined);
  const vehicleName = [values.year, values.make, values.model].filter(Boolean).join(' ');
  const featureDerived = (feature: WindshieldFeature) =>
    Boolean(derived?.features[feature]) && !askFeatures && values.features[feature] === 'unsure';

  return (
    <StepFields focus={focus}>
      <ChoiceCards
        name="glass"
        legend={t('quote.glass.what')}
        options={glassKinds}
        value={values.glass}
        onChange={(value) => setValue('glass', value)}
        error={errors.glass}
      />
      {values.glass === 'door' && (
        <ChoiceCards
          name="door"
          legend={t('quote.glass.whichDoor')}
          options={doors}
          value={values.door}
          onChange={(value) => setValue('door', value)}
          error={errors.door}
        />
      )}
      {values.glass === 'windshield' && (
        <>
          <p className="flow-note">{t('quote.glass.featuresNote')}</p>
          {WINDSHIELD_FEATURES.some((feature) => featureDerived(feature.value)) && (
            <p className="flow-answer" aria-live="polite">
              <CircleCheck size={20} aria-hidden="true" />
              <span>
                {t('quote.glass.derived', {
                  vehicle: vehicleName,
                  features: WINDSHIELD_FEATURES.filter((feature) => featureDerived(feature.value))
                    .map((feature) =>
                      t('quote.glass.derivedFeature', {
                        answer: derived?.features[feature.value] === 'yes' ? 'yes' : 'no',
                        feature: t(`quote.choice.feature.${feature.value}`).toLocaleLowerCase(
                          locale,
                        ),
                      }),
                    )
                    .join(', '),
                })}
                <button type="button" className="flow-change" onClick={onAskFeatures}>
                  {t('quote.change')}
                </button>
              </span>
            </p>
          )}
          {WINDSHIELD_FEATURES.filter((feature) => !featureDerived(feature.value)).map(
            (feature) => (
              <ChoiceCards
                key={feature.value}
                name={`feature-${feature.value}`}
                legend={t(`quote.choice.feature.${feature.value}`)}
                hint={t(`quote.featureHint.${feature.value}`)}
                options={featureAnswers}
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
