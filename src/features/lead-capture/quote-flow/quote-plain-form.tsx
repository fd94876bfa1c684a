/**
 * The quote flow's fields as one plain form, for a browser without JavaScript (or a visitor
 * who prefers one page): it posts itself, photos included (multipart), to the lead service,
 * which answers with the thank-you page or a page saying what to fix
 * (docs/decisions/quote-flow.md, 'Without JavaScript'). The field names are the lead's own,
 * the quote's written with dots ('quote.year'); nothing here needs a script to work.
 * Time windows are not offered: a prerendered page cannot know which are still free, so
 * the form says we call to arrange a time.
 */
import styled from '@emotion/styled';
import { useId } from 'react';
import { CAR_BRANDS } from '@/content/brands';
import { INSURERS } from '@/content/insurers';
import {
  DOORS,
  FEATURE_ANSWERS,
  GLASS_KINDS,
  MAX_QUOTE_PHOTOS,
  modelYears,
  PAYMENT_CHOICES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
} from '@/domain/quote';
import { Button } from '@/ui/button';
import { ChoiceCards, FieldError, FieldShell, HoneypotField, TextField } from '@/ui/form-fields';
import { LEAD_FORM_ATTRIBUTE } from '@/ui/lead-form-marker';
import { PhoneLink } from '@/ui/phone-link';
import { SelectField } from '@/ui/select-field';
import { useCurrentYear } from '@/hydration/use-current-year';
import { ConsentFields, PostedConsentWording } from '../consent-fields';
import { useFormMessages } from '../form-messages';
import {
  FixSummary,
  postedText,
  postedTicked,
  REFUSED_POST_ACTION,
  type PostedFormValues,
} from '../refused-post';
import { QuoteCollectionNotice, quoteErrorTexts, useQuoteMessages } from './quote-messages';

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.md,
  minWidth: 0,
  maxWidth: theme.measure.xl,
  marginInline: 'auto',
  'h2, h3, p': { margin: 0 },
  h2: { fontSize: theme.fontSize['2xl'] },
  h3: { fontSize: theme.fontSize.lg },
  '.plain-part': { display: 'grid', gap: theme.space[2], minWidth: 0 },
  '.plain-row': {
    display: 'grid',
    gap: theme.space[2],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  },
  '.plain-note': { fontSize: theme.fontSize.sm, color: theme.color.fgMuted },
}));

export interface QuotePlainFormProps {
  /**
   * Set only when the lead service re-renders the form for a refused post, without
   * JavaScript (docs/decisions/quote-flow.md, 'Without JavaScript'): the visitor's values,
   * and a message per field name ('quote.year').
   */
  values?: PostedFormValues;
  errors?: Readonly<Record<string, string>>;
}

/** The end of each field's element id, by field name: where the list of fixes links to. */
const FIELD_ID_SUFFIXES: Record<string, string> = {
  'quote.year': 'year',
  'quote.make': 'make',
  'quote.model': 'model',
  vinNumber: 'vin',
  'quote.vehicleClass': 'vehicleClass',
  'quote.glass': 'glass',
  'quote.door': 'door',
  ...Object.fromEntries(
    WINDSHIELD_FEATURES.map((feature) => [
      `quote.features.${feature.value}`,
      `feature-${feature.value}`,
    ]),
  ),
  zipCode: 'zip',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  'quote.payment': 'payment',
  'quote.insurer': 'insurer',
  photos: 'photos',
  consentMarketing: 'consentMarketing',
  consentTexts: 'consentTexts',
  consentPrivacyPolicy: 'consentPrivacyPolicy',
};

export function QuotePlainForm({ values = {}, errors: englishErrors = {} }: QuotePlainFormProps) {
  const currentYear = useCurrentYear();
  const id = useId();
  const { t } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  // The service writes the domain's English; the form shows each message in its language.
  const errors = quoteErrorTexts(t, formT, englishErrors) as Record<string, string>;
  /** A list of the domain's choices, labelled in the form's language by value. */
  const choices = <Value extends string>(
    list: readonly { value: Value }[],
    label: (value: Value) => string,
  ) => list.map(({ value }) => ({ value, label: label(value) }));
  // Photos are never kept from a refused post (quote-form-post.ts), so the form asks again.
  const photosAgain = t('quote.plain.photosAgain');
  const fieldId = (name: string) => `${id}-${FIELD_ID_SUFFIXES[name]}`;
  const text = (name: string) => postedText(values, name);
  const error = (name: string) => (Object.hasOwn(errors, name) ? errors[name] : undefined);
  const fixes = Object.entries(errors);
  /** A select the browser keeps, starting from the posted value. */
  const selectProps = (name: string) => ({
    id: fieldId(name),
    name,
    defaultValue: text(name),
    error: error(name),
  });
  return (
    <Form
      {...{ [LEAD_FORM_ATTRIBUTE]: 'quote-page' }}
      method="post"
      action={REFUSED_POST_ACTION}
      encType="multipart/form-data"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{t('quote.plain.title')}</h2>
      {fixes.length > 0 && (
        <FixSummary
          title={formT('form.error.formInvalid')}
          errors={errors}
          fieldIdOf={(name) => (FIELD_ID_SUFFIXES[name] ? fieldId(name) : undefined)}
        >
          <p>{photosAgain}</p>
        </FixSummary>
      )}

      <div className="plain-part">
        <h3>{t('quote.vehicle.title')}</h3>
        <div className="plain-row">
          <SelectField {...selectProps('quote.year')} label={t('quote.vehicle.year')}>
            <option value="">{t('quote.choose')}</option>
            {modelYears(currentYear).map((year) => (
              <option key={year}>{year}</option>
            ))}
          </SelectField>
          <TextField
            id={fieldId('quote.make')}
            name="quote.make"
            label={t('quote.vehicle.make')}
            list={`${id}-makes`}
            maxLength={40}
            defaultValue={text('quote.make')}
            error={error('quote.make')}
          />
          <datalist id={`${id}-makes`}>
            {CAR_BRANDS.map((brand) => (
              <option key={brand.id} value={brand.name} />
            ))}
          </datalist>
          <TextField
            id={fieldId('quote.model')}
            name="quote.model"
            label={t('quote.vehicle.model')}
            maxLength={60}
            defaultValue={text('quote.model')}
            error={error('quote.model')}
          />
        </div>
        <TextField
          id={fieldId('vinNumber')}
          name="vinNumber"
          label={t('quote.plain.vinInstead')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={17}
          defaultValue={text('vinNumber')}
          error={error('vinNumber')}
        />
        <ChoiceCards
          id={fieldId('quote.vehicleClass')}
          name="quote.vehicleClass"
          legend={t('quote.vehicle.kind')}
          options={choices(VEHICLE_CLASSES, (value) => t(`quote.choice.vehicleClass.${value}`))}
          defaultValue={text('quote.vehicleClass')}
          error={error('quote.vehicleClass')}
          required
        />
      </div>

      <div className="plain-part">
        <h3>{t('quote.glass.title')}</h3>
        <ChoiceCards
          id={fieldId('quote.glass')}
          name="quote.glass"
          legend={t('quote.glass.what')}
          options={choices(GLASS_KINDS, (value) => t(`quote.choice.glass.${value}`))}
          defaultValue={text('quote.glass')}
          error={error('quote.glass')}
          required
        />
        <SelectField {...selectProps('quote.door')} label={t('quote.plain.whichDoor')}>
          <option value="">{t('quote.plain.notADoor')}</option>
          {DOORS.map((door) => (
            <option key={door.value} value={door.value}>
              {t(`quote.choice.door.${door.value}`)}
            </option>
          ))}
        </SelectField>
        <p className="plain-note">{t('quote.plain.featuresNote')}</p>
        {WINDSHIELD_FEATURES.map((feature) => {
          const name = `quote.features.${feature.value}`;
          return (
            <ChoiceCards
              key={feature.value}
              id={fieldId(name)}
              name={name}
              legend={t(`quote.choice.feature.${feature.value}`)}
              options={choices(FEATURE_ANSWERS, (value) => t(`quote.choice.answer.${value}`))}
              defaultValue={text(name) || 'unsure'}
              error={error(name)}
              segmented
            />
          );
        })}
      </div>

      <div className="plain-part">
        <h3>{t('quote.plain.whereAndWho')}</h3>
        <TextField
          id={fieldId('zipCode')}
          name="zipCode"
          label={t('quote.contact.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          defaultValue={text('zipCode')}
          error={error('zipCode')}
        />
        <div className="plain-row">
          <TextField
            id={fieldId('firstName')}
            name="firstName"
            label={formT('form.firstName')}
            autoComplete="given-name"
            required
            defaultValue={text('firstName')}
            error={error('firstName')}
          />
          <TextField
            id={fieldId('lastName')}
            name="lastName"
            label={formT('form.lastName')}
            autoComplete="family-name"
            required
            defaultValue={text('lastName')}
            error={error('lastName')}
          />
        </div>
        <div className="plain-row">
          <TextField
            id={fieldId('email')}
            name="email"
            label={formT('form.email')}
            type="email"
            autoComplete="email"
            required
            defaultValue={text('email')}
            error={error('email')}
          />
          <TextField
            id={fieldId('phone')}
            name="phone"
            label={formT('form.phone')}
            type="tel"
            autoComplete="tel"
            required
            defaultValue={text('phone')}
            error={error('phone')}
          />
        </div>
        <ChoiceCards
          id={fieldId('quote.payment')}
          name="quote.payment"
          legend={t('quote.send.payment')}
          options={choices(PAYMENT_CHOICES, (value) => t(`quote.choice.payment.${value}`))}
          defaultValue={text('quote.payment')}
          error={error('quote.payment')}
          required
        />
        <SelectField {...selectProps('quote.insurer')} label={t('quote.plain.insurer')}>
          <option value="">{t('quote.send.insurerLater')}</option>
          {INSURERS.map((insurer) => (
            <option key={insurer.name}>{insurer.name}</option>
          ))}
        </SelectField>
      </div>

      <div className="plain-part">
        <h3>{t('quote.plain.photosAndTime')}</h3>
        <FieldShell>
          <label htmlFor={fieldId('photos')}>
            {t('quote.plain.photos', { max: MAX_QUOTE_PHOTOS })}
          </label>
          <input
            id={fieldId('photos')}
            type="file"
            name="photos"
            accept="image/*"
            multiple
            aria-invalid={error('photos') ? true : undefined}
            aria-describedby={error('photos') ? `${fieldId('photos')}-error` : undefined}
          />
          <FieldError id={`${fieldId('photos')}-error`} message={error('photos')} />
        </FieldShell>
        {fixes.length > 0 && <p className="plain-note">{photosAgain}</p>}
        <p className="plain-note">{t('quote.plain.photosNote')}</p>
      </div>

      <ConsentFields
        id={id}
        answers={{
          consentTexts: postedTicked(values, 'consentTexts'),
          consentMarketing: postedTicked(values, 'consentMarketing'),
          consentPrivacyPolicy: postedTicked(values, 'consentPrivacyPolicy'),
        }}
        errors={{
          consentTexts: error('consentTexts'),
          consentMarketing: error('consentMarketing'),
          consentPrivacyPolicy: error('consentPrivacyPolicy'),
        }}
        value="true"
        privacyRequired
      />
      <PostedConsentWording />
      <HoneypotField />
      <QuoteCollectionNotice className="plain-note" />
      <Button type="submit" variant="primary" size="lg">
        {t('quote.send.submit')}
      </Button>
      <p className="plain-note">
        {formT('form.talkBeforePhone')} <PhoneLink placement="quote-plain-form" />
        {formT('form.talkAfterPhone')}
      </p>
    </Form>
  );
}
