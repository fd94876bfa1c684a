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
import { MARKETING_CONSENT_TEXT, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
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
import { API_PATHS, apiUrl } from '@/lib/lead-api-client';
import { Button } from '@/ui/button';
import { CollectionNotice } from '@/ui/collection-notice';
import { CheckboxField, ChoiceCards, FieldShell, HoneypotField, TextField } from '@/ui/form-fields';
import { LEAD_FORM_ATTRIBUTE } from '@/ui/lead-form-marker';
import { PhoneLink } from '@/ui/phone-link';
import { PrivacyConsentLabel } from '../privacy-consent-label';

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

export function QuotePlainForm() {
  const id = useId();
  return (
    <Form
      {...{ [LEAD_FORM_ATTRIBUTE]: 'quote-page' }}
      method="post"
      action={apiUrl(API_PATHS.leads)}
      encType="multipart/form-data"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>Your quote request</h2>

      <div className="plain-part">
        <h3>Your vehicle</h3>
        <div className="plain-row">
          <FieldShell>
            <label htmlFor={`${id}-year`}>Year</label>
            <select id={`${id}-year`} name="quote.year" defaultValue="">
              <option value="">Choose</option>
              {modelYears().map((year) => (
                <option key={year}>{year}</option>
              ))}
            </select>
          </FieldShell>
          <TextField
            id={`${id}-make`}
            name="quote.make"
            label="Make"
            list={`${id}-makes`}
            maxLength={40}
          />
          <datalist id={`${id}-makes`}>
            {CAR_BRANDS.map((brand) => (
              <option key={brand.id} value={brand.name} />
            ))}
          </datalist>
          <TextField id={`${id}-model`} name="quote.model" label="Model" maxLength={60} />
        </div>
        <TextField
          id={`${id}-vin`}
          name="vinNumber"
          label="Or the VIN, instead of year, make and model"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={17}
        />
        <ChoiceCards
          name="quote.vehicleClass"
          legend="What kind of vehicle is it?"
          options={VEHICLE_CLASSES}
          required
        />
      </div>

      <div className="plain-part">
        <h3>The glass</h3>
        <ChoiceCards
          name="quote.glass"
          legend="What needs fixing?"
          options={GLASS_KINDS}
          required
        />
        <FieldShell>
          <label htmlFor={`${id}-door`}>For a door window: which door?</label>
          <select id={`${id}-door`} name="quote.door" defaultValue="">
            <option value="">Not a door window</option>
            {DOORS.map((door) => (
              <option key={door.value} value={door.value}>
                {door.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <p className="plain-note">For a new windshield: these change the glass and the work.</p>
        {WINDSHIELD_FEATURES.map((feature) => (
          <ChoiceCards
            key={feature.value}
            name={`quote.features.${feature.value}`}
            legend={feature.label}
            options={FEATURE_ANSWERS}
            defaultValue="unsure"
            segmented
          />
        ))}
      </div>

      <div className="plain-part">
        <h3>Where and who</h3>
        <TextField
          id={`${id}-zip`}
          name="zipCode"
          label="ZIP code where the car will be"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
        />
        <div className="plain-row">
          <TextField
            id={`${id}-firstName`}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
          />
          <TextField
            id={`${id}-lastName`}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
          />
        </div>
        <div className="plain-row">
          <TextField
            id={`${id}-email`}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            id={`${id}-phone`}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
          />
        </div>
        <ChoiceCards
          name="quote.payment"
          legend="Who pays for the glass?"
          options={PAYMENT_CHOICES}
          required
        />
        <FieldShell>
          <label htmlFor={`${id}-insurer`}>Your insurer, if insurance pays (optional)</label>
          <select id={`${id}-insurer`} name="quote.insurer" defaultValue="">
            <option value="">Choose, or leave for later</option>
            {INSURERS.map((insurer) => (
              <option key={insurer.name}>{insurer.name}</option>
            ))}
          </select>
        </FieldShell>
      </div>

      <div className="plain-part">
        <h3>Photos and time</h3>
        <FieldShell>
          <label htmlFor={`${id}-photos`}>
            {`Photos of the damage (optional, up to ${MAX_QUOTE_PHOTOS})`}
          </label>
          <input id={`${id}-photos`} type="file" name="photos" accept="image/*" multiple />
        </FieldShell>
        <p className="plain-note">
          Only our team sees the photos; location data is removed. We call or text you to arrange a
          time, and with a price once we have checked the glass for your vehicle.
        </p>
      </div>

      <CheckboxField
        id={`${id}-consentMarketing`}
        name="consentMarketing"
        value="true"
        label={MARKETING_CONSENT_TEXT}
      />
      <CheckboxField
        id={`${id}-consentPrivacyPolicy`}
        name="consentPrivacyPolicy"
        value="true"
        required
        label={<PrivacyConsentLabel />}
      />
      <input type="hidden" name="consentText" value={PRIVACY_CONSENT_TEXT} />
      <HoneypotField />
      <CollectionNotice form="quote" className="plain-note" />
      <Button type="submit" variant="primary" size="lg">
        Send my request
      </Button>
      <p className="plain-note">
        Prefer to talk? Call <PhoneLink placement="quote-plain-form" />.
      </p>
    </Form>
  );
}
