/**
 * The first step: the vehicle, by year, make and model or by its VIN, and its class unless
 * the model's recorded facts give it (docs/decisions/quote-flow.md, 'The vehicle, read from
 * the VIN' and 'What the model's facts decide').
 */
import { CircleCheck } from 'lucide-react';
import { CAR_BRANDS } from '@/content/brands';
import { deriveFromModelFacts } from '@/content/model-facts/glass-features';
import { VIN_PATTERN } from '@/domain/lead-fields';
import { modelYears, VEHICLE_CLASSES } from '@/domain/quote';
import { ChoiceCards, TextField } from '@/ui/form-fields';
import { SelectField } from '@/ui/select-field';
import { useCurrentYear } from '@/hydration/use-current-year';
import { useFormMessages } from '../../form-messages';
import { quoteErrorText, quoteErrorTexts, useQuoteMessages } from '../quote-messages';
import { normalizeTypedVin, readVin, vinProblemAsTyped } from '../quote-flow-validation';
import {
  checkStep,
  StepFields,
  type QuoteStepDefinition,
  type StepFieldsProps,
} from './quote-step';

export const VEHICLE_STEP: QuoteStepDefinition = {
  title: 'quote.vehicle.title',
  submitLabel: 'quote.continue',
  showsCollectionNotice: false,
  check: checkStep('vehicle'),
};

/** The select's choice that turns the make or the model into a text field. */
const TYPE_IT = 'type-it';

export function VehicleStep({
  id,
  values,
  errors: englishErrors,
  setValue,
  onInput,
  focus,
  askClass,
  onAskClass,
}: StepFieldsProps & {
  /** The visitor asked to answer the class the model's facts decided. */
  askClass: boolean;
  onAskClass: () => void;
}) {
  const { t } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  const errors = quoteErrorTexts(t, formT, englishErrors);
  const vinProblem = vinProblemAsTyped(values.vinNumber);
  const vehicleClasses = VEHICLE_CLASSES.map(({ value }) => ({
    value,
    label: t(`quote.choice.vehicleClass.${value}`),
  }));
  const currentYear = useCurrentYear();
  const brand = CAR_BRANDS.find((candidate) => candidate.name === values.make);
  const vin = readVin(values.vinNumber);
  const vinBrand = CAR_BRANDS.find((candidate) => candidate.id === vin.makeId);
  const vinMake = vinBrand?.name;
  // A green answer only for a VIN that is whole and right: never before its check digit.
  const vinIsGood = VIN_PATTERN.test(values.vinNumber) && !vinProblem && !errors.vinNumber;
  // What the model's recorded facts decide for its year: not asked, shown with a way to
  // change it (docs/decisions/quote-flow.md, 'The estimate').
  const derived = deriveFromModelFacts(values.make, values.model, Number(values.year) || undefined);
  const vehicleName = [values.year, values.make, values.model].filter(Boolean).join(' ');
  const classDerived = Boolean(derived) && !askClass && !values.vehicleClass;

  return (
    <StepFields focus={focus}>
      <ChoiceCards
        name="identifyBy"
        legend={t('quote.vehicle.identifyBy')}
        options={[
          { value: 'model', label: t('quote.vehicle.byModel') },
          { value: 'vin', label: t('quote.vehicle.byVin') },
        ]}
        value={values.identifyBy}
        onChange={(value) => setValue('identifyBy', value)}
      />
      {values.identifyBy === 'model' ? (
        <div className="flow-row">
          <SelectField
            id={`${id}-year`}
            name="year"
            label={t('quote.vehicle.year')}
            value={values.year}
            onChange={onInput}
            error={errors.year}
          >
            <option value="">{t('quote.choose')}</option>
            {modelYears(currentYear).map((year) => (
              <option key={year}>{year}</option>
            ))}
          </SelectField>
          {values.makeTyped ? (
            <TextField
              id={`${id}-make`}
              name="make"
              label={t('quote.vehicle.make')}
              value={values.make}
              onChange={onInput}
              maxLength={40}
              error={errors.make}
            />
          ) : (
            <SelectField
              id={`${id}-make`}
              name="make"
              label={t('quote.vehicle.make')}
              value={values.make}
              onChange={(event) => {
                const typed = event.target.value === TYPE_IT;
                setValue('makeTyped', typed);
                setValue('make', typed ? '' : event.target.value);
                setValue('model', '');
                setValue('modelTyped', typed);
              }}
              error={errors.make}
            >
              <option value="">{t('quote.choose')}</option>
              {CAR_BRANDS.map((candidate) => (
                <option key={candidate.id}>{candidate.name}</option>
              ))}
              <option value={TYPE_IT}>{t('quote.vehicle.anotherMake')}</option>
            </SelectField>
          )}
          {brand && !values.modelTyped ? (
            <SelectField
              id={`${id}-model`}
              name="model"
              label={t('quote.vehicle.model')}
              value={values.model}
              onChange={(event) => {
                const typed = event.target.value === TYPE_IT;
                setValue('modelTyped', typed);
                setValue('model', typed ? '' : event.target.value);
              }}
              error={errors.model}
            >
              <option value="">{t('quote.choose')}</option>
              {brand.models.map((model) => (
                <option key={model}>{model}</option>
              ))}
              <option value={TYPE_IT}>{t('quote.vehicle.anotherModel')}</option>
            </SelectField>
          ) : (
            <TextField
              id={`${id}-model`}
              name="model"
              label={t('quote.vehicle.model')}
              value={values.model}
              onChange={onInput}
              maxLength={60}
              error={errors.model}
            />
          )}
        </div>
      ) : (
        <>
          <TextField
            id={`${id}-vin`}
            name="vinNumber"
            label={t('quote.vehicle.vin')}
            hint={t('quote.vehicle.vinHint', { typed: values.vinNumber.length })}
            inputMode="text"
            autoCapitalize="characters"
            autoCorrect="off"
            autoComplete="off"
            spellCheck={false}
            maxLength={17}
            css={{ textTransform: 'uppercase' }}
            value={values.vinNumber}
            onChange={(event) => setValue('vinNumber', normalizeTypedVin(event.target.value))}
            error={errors.vinNumber ?? (vinProblem && quoteErrorText(t, formT, vinProblem))}
          />
          {vinIsGood && (
            <p className="flow-answer" aria-live="polite">
              <CircleCheck size={20} aria-hidden="true" />
              {vin.year || vinMake
                ? t('quote.vehicle.vinReads', {
                    vehicle: [vin.year, vinMake].filter(Boolean).join(' '),
                  })
                : t('quote.vehicle.vinLookedUp')}
            </p>
          )}
          {vinIsGood && vinBrand && (
            <SelectField
              id={`${id}-vin-model`}
              name="model"
              label={t('quote.vehicle.vinModel', { make: vinBrand.name })}
              value={values.model}
              onChange={(event) => setValue('model', event.target.value)}
            >
              <option value="">{t('quote.vehicle.notSure')}</option>
              {vinBrand.models.map((model) => (
                <option key={model}>{model}</option>
              ))}
            </SelectField>
          )}
        </>
      )}
      {classDerived && derived ? (
        <p className="flow-answer" aria-live="polite">
          <CircleCheck size={20} aria-hidden="true" />
          <span>
            {t('quote.vehicle.derivedClass', {
              vehicle: vehicleName,
              vehicleClass: t(`quote.choice.vehicleClass.${derived.vehicleClass}`),
            })}
            <button type="button" className="flow-change" onClick={onAskClass}>
              {t('quote.change')}
            </button>
          </span>
        </p>
      ) : (
        <ChoiceCards
          name="vehicleClass"
          legend={t('quote.vehicle.kind')}
          options={vehicleClasses}
          value={values.vehicleClass}
          onChange={(value) => setValue('vehicleClass', value)}
          error={errors.vehicleClass}
        />
      )}
    </StepFields>
  );
}
