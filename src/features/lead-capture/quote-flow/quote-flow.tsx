/**
 * The instant quote flow (docs/decisions/quote-flow.md): vehicle, glass, ZIP, contact,
 * the estimate, a time window and photos, one short step per phone screen. Loaded when the
 * visitor starts it (the home quote gate, a model page's quote section), never with a
 * page. Every answer is saved in the browser as it is given, so a reload resumes at the
 * same step; the finished request goes through the unsent-leads queue like every lead.
 */
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { ArrowLeft, Camera, CircleCheck, MapPin, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CAR_BRANDS } from '@/content/brands';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claim-wording';
import { INSURERS } from '@/content/insurers';
import { QUOTE_PRICES } from '@/content/quote-settings';
import { createLeadId, MARKETING_CONSENT_TEXT, VIN_PATTERN } from '@/domain/lead-fields';
import {
  DOORS,
  estimateQuote,
  FEATURE_ANSWERS,
  formatPriceRange,
  GLASS_KINDS,
  MAX_QUOTE_PHOTOS,
  modelYears,
  PAYMENT_CHOICES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
} from '@/domain/quote';
import { trackEvent } from '@/lib/analytics';
import { fetchFormToken } from '@/lib/lead-api-client';
import {
  fetchOpenWindows,
  fetchZipAnswer,
  uploadQuotePhoto,
  type OpenWindow,
  type ZipAnswer,
} from '@/lib/quote-api-client';
import { Button } from '@/ui/button';
import { CheckboxField, ChoiceCards, FieldError, FieldShell, TextField } from '@/ui/form-fields';
import { PhoneLink } from '@/ui/phone-link';
import { SampleTag } from '@/ui/truth/sample-tag';
import { leadContext } from '../lead-context';
import { PrivacyConsentLabel } from '../privacy-consent-label';
import { forgetUnsentLead, keepUnsentLead, sendUnsentLead, type UnsentLead } from '../unsent-leads';
import {
  forgetQuoteFlow,
  initialQuoteValues,
  leadFromQuote,
  QUOTE_STEPS,
  readSavedQuoteFlow,
  saveQuoteFlow,
  type AttachedPhoto,
  type QuoteFlowValues,
  type QuoteStep,
} from './quote-flow-state';
import { flowFieldOf, readVin, validateQuoteStep } from './quote-flow-validation';

/** The unfinished copy's id: its own idempotency key, so it never blocks the finished one. */
const partialLeadId = (leadId: string) => `${leadId}-partial`;

const STEP_TITLES: Record<QuoteStep, string> = {
  vehicle: 'Your vehicle',
  glass: 'The glass',
  where: 'Where the car is',
  contact: 'Your details',
  estimate: 'Your estimate',
  when: 'When suits you',
  photos: 'Photos of the damage',
};

/** The select's choice that turns the make or the model into a text field. */
const TYPE_IT = 'type-it';

const Flow = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  color: theme.color.fg,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.md,
  minWidth: 0,
  'h3, p': { margin: 0 },
  '.flow-progress': {
    display: 'grid',
    gap: theme.space[1],
    fontSize: theme.fontSize.sm,
    color: theme.color.fgMuted,
    fontWeight: 600,
  },
  progress: {
    width: '100%',
    height: theme.space[1],
    accentColor: theme.color.brand,
  },
  // Focused in code when a step opens, for screen readers; not a control, so no ring.
  '.flow-heading': { fontSize: theme.fontSize['2xl'], '&:focus': { outline: 'none' } },
  '.flow-note': { fontSize: theme.fontSize.sm, color: theme.color.fgMuted },
  '.flow-row': {
    display: 'grid',
    gap: theme.space[2],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  },
  '.flow-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1.5],
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  '.flow-answer': {
    display: 'flex',
    gap: theme.space[1],
    alignItems: 'flex-start',
    padding: theme.space[1.5],
    borderRadius: theme.radius.md,
    background: theme.color.bgSubtle,
    fontWeight: 600,
    svg: { flexShrink: 0, marginTop: theme.space[0.25], color: theme.color.brand },
  },
  '.flow-answer[data-tone="warning"]': { background: theme.color.warningBg },
  '.flow-price': { fontSize: theme.fontSize['3xl'], fontWeight: 800, color: theme.color.brand },
  '.flow-list': { margin: 0, paddingLeft: theme.space[3], display: 'grid', gap: theme.space[0.5] },
}));

interface PhotoInProgress {
  key: string;
  name: string;
  status: 'sending' | 'failed';
  message?: string;
}

export function QuoteFlow({
  placement,
  preset = {},
  privacyConsentGiven = false,
}: {
  /** Where the flow is, for analytics: 'home', 'brand-model'. */
  placement: string;
  /** The vehicle a model page already knows: its make's name and the model. */
  preset?: { make?: string; model?: string };
  /** The visitor ticked the privacy consent on the quote gate already. */
  privacyConsentGiven?: boolean;
}) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const saved = useMemo(() => readSavedQuoteFlow(), []);
  const [step, setStep] = useState<QuoteStep>(saved?.step ?? 'vehicle');
  const [leadId] = useState(() => saved?.leadId ?? createLeadId());
  const [photos, setPhotos] = useState<AttachedPhoto[]>(saved?.photos ?? []);
  const [pendingPhotos, setPendingPhotos] = useState<PhotoInProgress[]>([]);
  const [zipAnswer, setZipAnswer] = useState<ZipAnswer | undefined>();
  const [windows, setWindows] = useState<OpenWindow[] | undefined | 'unreachable'>();
  const [outcome, setOutcome] = useState<'sent' | 'saved-offline' | undefined>();
  const [submitMessage, setSubmitMessage] = useState<string | undefined>();
  const formToken = useRef<Promise<string | undefined> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepIndex = QUOTE_STEPS.indexOf(step);

  const formik = useFormik<QuoteFlowValues>({
    initialValues: saved?.values ?? {
      ...initialQuoteValues(preset),
      consentPrivacyPolicy: privacyConsentGiven,
    },
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: () => undefined,
  });
  const { values, errors, setFieldValue, setFieldError } = formik;

  // Every answer is kept as it is given (docs/decisions/quote-flow.md, 'Resume').
  useEffect(() => {
    if (outcome === 'sent') return;
    saveQuoteFlow({ version: 1, leadId, step, values, photos });
  }, [leadId, step, values, photos, outcome]);

  // The server's clock for the fill time; kept once it arrives for a send on page hide,
  // which cannot wait for it.
  const formTokenValue = useRef<string | undefined>(undefined);
  useEffect(() => {
    formToken.current ??= fetchFormToken().then((token) => (formTokenValue.current = token));
  }, []);

  // The ZIP is answered as soon as it has five digits.
  useEffect(() => {
    if (!/^\d{5}$/.test(values.zipCode)) {
      setZipAnswer(undefined);
      return;
    }
    let current = true;
    void fetchZipAnswer(values.zipCode).then((answer) => {
      if (current) setZipAnswer(answer);
    });
    return () => {
      current = false;
    };
  }, [values.zipCode]);

  useEffect(() => {
    if (step !== 'when') return;
    let current = true;
    void fetchOpenWindows().then((list) => {
      if (current) setWindows(list ?? 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [step]);

  const goTo = (next: QuoteStep) => {
    setStep(next);
    // The new step's heading takes the focus, so a screen reader hears where it is.
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onNext = () => {
    const stepErrors = validateQuoteStep(step, values, photos);
    formik.setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) return;
    trackEvent('quote_step', { step, placement });
    goTo(QUOTE_STEPS[stepIndex + 1]!);
  };

  const setValue = (name: keyof QuoteFlowValues, value: unknown) => {
    void setFieldValue(name, value, false);
    if (errors[name]) setFieldError(name, undefined);
  };
  const onInput = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, type } = event.target;
    const value =
      type === 'checkbox' ? (event.target as HTMLInputElement).checked : event.target.value;
    setValue(name as keyof QuoteFlowValues, value);
  };
  const fieldError = (name: string) => (errors as Record<string, string | undefined>)[name];
  /** The props each text field of the contact step shares. */
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: onInput,
    error: fieldError(name),
  });

  /** The request as the unsent-leads queue keeps it; `incomplete` for an unfinished flow. */
  const unsentLead = (id: string, incomplete: boolean, token: string | undefined): UnsentLead => ({
    id,
    createdAt: new Date().toISOString(),
    payload: {
      ...leadFromQuote(values, photos),
      ...(incomplete ? { incomplete: true } : {}),
      ...leadContext(searchParams, values.consentMarketing),
      idempotencyKey: id,
      ...(token ? { formToken: token } : {}),
    },
  });

  // Leaving the page after giving contact details, unfinished: the answers so far go to the
  // business as an incomplete request, so it can call back (docs/decisions/quote-flow.md,
  // 'Unfinished requests'). Queued first, so a page that closes mid-send loses nothing.
  const leaveUnfinished = useRef<() => void>(() => undefined);
  useEffect(() => {
    leaveUnfinished.current = () => {
      if (outcome || stepIndex <= QUOTE_STEPS.indexOf('contact')) return;
      const partial = unsentLead(partialLeadId(leadId), true, formTokenValue.current);
      keepUnsentLead(partial);
      void sendUnsentLead(partial);
    };
  });
  useEffect(() => {
    const onPageHide = () => leaveUnfinished.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving for another page of the site unmounts the flow without a page hide.
      leaveUnfinished.current();
    };
  }, []);

  const submit = async () => {
    const stepErrors = validateQuoteStep(step, values, photos);
    formik.setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0 || pendingPhotos.some((p) => p.status === 'sending')) {
      return;
    }
    formik.setSubmitting(true);
    setSubmitMessage(undefined);
    const lead = unsentLead(leadId, false, await formToken.current);
    keepUnsentLead(lead);
    const result = await sendUnsentLead(lead, false, { visitorPresent: true });
    formik.setSubmitting(false);
    if (result.outcome === 'delivered') {
      trackEvent('lead_submitted', { service: values.glass, placement });
      forgetQuoteFlow();
      // Finished after all: an unfinished copy not yet sent is no longer needed.
      forgetUnsentLead(partialLeadId(leadId));
      setOutcome('sent');
      return;
    }
    if (result.outcome === 'rejected' && result.fieldErrors) {
      // Back to the first step with something to fix.
      const flowErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([field, message]) => [flowFieldOf(field), message]),
      );
      const firstStep = QUOTE_STEPS.find(
        (candidate) => Object.keys(validateQuoteStep(candidate, values, photos)).length > 0,
      );
      if (result.fieldErrors['quote.appointmentWindow']) {
        setValue('appointmentWindow', '');
        setWindows(undefined);
        goTo('when');
      } else if (firstStep) {
        goTo(firstStep);
      }
      formik.setErrors(flowErrors);
      setSubmitMessage(Object.values(result.fieldErrors)[0]);
      return;
    }
    setOutcome('saved-offline');
  };

  const attachFiles = async (files: FileList | null) => {
    const room = MAX_QUOTE_PHOTOS - photos.length - pendingPhotos.length;
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room));
    await Promise.all(
      chosen.map(async (file, index) => {
        const key = `${Date.now()}-${index}-${file.name}`;
        setPendingPhotos((list) => [...list, { key, name: file.name, status: 'sending' }]);
        formToken.current ??= fetchFormToken().then((token) => (formTokenValue.current = token));
        const upload = await uploadQuotePhoto(file, await formToken.current);
        if (upload.ok) {
          setPendingPhotos((list) => list.filter((entry) => entry.key !== key));
          setPhotos((list) => [...list, { id: upload.id, name: file.name }]);
        } else {
          setPendingPhotos((list) =>
            list.map((entry) =>
              entry.key === key ? { ...entry, status: 'failed', message: upload.message } : entry,
            ),
          );
        }
      }),
    );
  };

  if (outcome) {
    return (
      <Flow as="div" aria-live="polite">
        <h3 className="flow-heading" tabIndex={-1} ref={headingRef}>
          {outcome === 'sent' ? 'Request sent: thank you' : 'Saved on this device'}
        </h3>
        {outcome === 'sent' ? (
          <p>
            {values.appointmentWindow
              ? 'We will call or text you to confirm the time you asked for; it is a request until we confirm it.'
              : 'We will call or text you to arrange a time.'}{' '}
            We usually reply within the hour during business hours.
          </p>
        ) : (
          <p>
            Your request is saved on this device and will be sent automatically when the connection
            is back.
          </p>
        )}
        <p>
          To talk to us now, call <PhoneLink placement="quote-flow-done" />.
        </p>
      </Flow>
    );
  }

  const brand = CAR_BRANDS.find((candidate) => candidate.name === values.make);
  const vin = readVin(values.vinNumber);
  const vinMake = CAR_BRANDS.find((candidate) => candidate.id === vin.makeId)?.name;
  const estimate =
    QUOTE_PRICES && values.payment === 'self' && values.glass && values.vehicleClass
      ? estimateQuote(QUOTE_PRICES, {
          glass: values.glass,
          vehicleClass: values.vehicleClass,
          features: values.features,
        })
      : undefined;
  const offered = windows === 'unreachable' ? [] : (windows ?? []).filter((w) => w.available);

  return (
    <Flow
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'photos') void submit();
        else onNext();
      }}
      data-quote-step={step}
    >
      <div className="flow-progress">
        <span>{`Step ${stepIndex + 1} of ${QUOTE_STEPS.length}`}</span>
        <progress value={stepIndex + 1} max={QUOTE_STEPS.length} aria-hidden="true" />
      </div>
      <h3 id={`${id}-heading`} className="flow-heading" tabIndex={-1} ref={headingRef}>
        {STEP_TITLES[step]}
      </h3>

      {step === 'vehicle' && (
        <>
          <ChoiceCards
            name="identifyBy"
            legend="How would you like to tell us?"
            options={[
              { value: 'model', label: 'Year, make and model' },
              { value: 'vin', label: 'The VIN, 17 characters' },
            ]}
            value={values.identifyBy}
            onChange={(value) => setValue('identifyBy', value)}
          />
          {values.identifyBy === 'model' ? (
            <div className="flow-row">
              <FieldShell>
                <label htmlFor={`${id}-year`}>Year</label>
                <select
                  id={`${id}-year`}
                  name="year"
                  value={values.year}
                  onChange={onInput}
                  aria-invalid={fieldError('year') ? true : undefined}
                  aria-describedby={fieldError('year') ? `${id}-year-error` : undefined}
                >
                  <option value="">Choose</option>
                  {modelYears().map((year) => (
                    <option key={year}>{year}</option>
                  ))}
                </select>
                <FieldError id={`${id}-year-error`} message={fieldError('year')} />
              </FieldShell>
              {values.makeTyped ? (
                <TextField
                  id={`${id}-make`}
                  name="make"
                  label="Make"
                  value={values.make}
                  onChange={onInput}
                  maxLength={40}
                  error={fieldError('make')}
                />
              ) : (
                <FieldShell>
                  <label htmlFor={`${id}-make`}>Make</label>
                  <select
                    id={`${id}-make`}
                    name="make"
                    value={values.make}
                    onChange={(event) => {
                      const typed = event.target.value === TYPE_IT;
                      setValue('makeTyped', typed);
                      setValue('make', typed ? '' : event.target.value);
                      setValue('model', '');
                      setValue('modelTyped', typed);
                    }}
                    aria-invalid={fieldError('make') ? true : undefined}
                    aria-describedby={fieldError('make') ? `${id}-make-error` : undefined}
                  >
                    <option value="">Choose</option>
                    {CAR_BRANDS.map((candidate) => (
                      <option key={candidate.id}>{candidate.name}</option>
                    ))}
                    <option value={TYPE_IT}>Another make</option>
                  </select>
                  <FieldError id={`${id}-make-error`} message={fieldError('make')} />
                </FieldShell>
              )}
              {brand && !values.modelTyped ? (
                <FieldShell>
                  <label htmlFor={`${id}-model`}>Model</label>
                  <select
                    id={`${id}-model`}
                    name="model"
                    value={values.model}
                    onChange={(event) => {
                      const typed = event.target.value === TYPE_IT;
                      setValue('modelTyped', typed);
                      setValue('model', typed ? '' : event.target.value);
                    }}
                    aria-invalid={fieldError('model') ? true : undefined}
                    aria-describedby={fieldError('model') ? `${id}-model-error` : undefined}
                  >
                    <option value="">Choose</option>
                    {brand.models.map((model) => (
                      <option key={model}>{model}</option>
                    ))}
                    <option value={TYPE_IT}>Another model</option>
                  </select>
                  <FieldError id={`${id}-model-error`} message={fieldError('model')} />
                </FieldShell>
              ) : (
                <TextField
                  id={`${id}-model`}
                  name="model"
                  label="Model"
                  value={values.model}
                  onChange={onInput}
                  maxLength={60}
                  error={fieldError('model')}
                />
              )}
            </div>
          ) : (
            <>
              <TextField
                id={`${id}-vin`}
                name="vinNumber"
                label="VIN"
                hint="At the bottom of the windshield on the driver side, or on your registration."
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={17}
                value={values.vinNumber}
                onChange={onInput}
                error={fieldError('vinNumber')}
              />
              {VIN_PATTERN.test(values.vinNumber) && !fieldError('vinNumber') && (
                <p className="flow-answer" aria-live="polite">
                  <CircleCheck size={20} aria-hidden="true" />
                  {vin.year || vinMake
                    ? `This VIN reads as a ${[vin.year, vinMake].filter(Boolean).join(' ')}. We will check the exact glass from it.`
                    : 'We will look up the exact glass from this VIN.'}
                </p>
              )}
            </>
          )}
          <ChoiceCards
            name="vehicleClass"
            legend="What kind of vehicle is it?"
            options={VEHICLE_CLASSES}
            value={values.vehicleClass}
            onChange={(value) => setValue('vehicleClass', value)}
            error={fieldError('vehicleClass')}
          />
        </>
      )}

      {step === 'glass' && (
        <>
          <ChoiceCards
            name="glass"
            legend="What needs fixing?"
            options={GLASS_KINDS}
            value={values.glass}
            onChange={(value) => setValue('glass', value)}
            error={fieldError('glass')}
          />
          {values.glass === 'door' && (
            <ChoiceCards
              name="door"
              legend="Which door?"
              options={DOORS}
              value={values.door}
              onChange={(value) => setValue('door', value)}
              error={fieldError('door')}
            />
          )}
          {values.glass === 'windshield' && (
            <>
              <p className="flow-note">
                These change the glass and the work. If you are not sure, say so: we check from the
                VIN or a photo.
              </p>
              {WINDSHIELD_FEATURES.map((feature) => (
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
              ))}
            </>
          )}
        </>
      )}

      {step === 'where' && (
        <>
          <TextField
            id={`${id}-zip`}
            name="zipCode"
            label="ZIP code where the car will be"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.zipCode}
            onChange={onInput}
            error={fieldError('zipCode')}
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
        </>
      )}

      {step === 'contact' && (
        <>
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
          <ChoiceCards
            name="payment"
            legend="Who pays for the glass?"
            options={PAYMENT_CHOICES}
            value={values.payment}
            onChange={(value) => setValue('payment', value)}
            error={fieldError('payment')}
          />
          {values.payment === 'insurance' && (
            <FieldShell>
              <label htmlFor={`${id}-insurer`}>Your insurer (optional)</label>
              <select id={`${id}-insurer`} name="insurer" value={values.insurer} onChange={onInput}>
                <option value="">Choose, or leave for later</option>
                {INSURERS.map((insurer) => (
                  <option key={insurer.name}>{insurer.name}</option>
                ))}
                <option>Another insurer</option>
              </select>
            </FieldShell>
          )}
          <CheckboxField
            id={`${id}-consentMarketing`}
            name="consentMarketing"
            checked={values.consentMarketing}
            onChange={onInput}
            label={MARKETING_CONSENT_TEXT}
          />
          {privacyConsentGiven ? (
            <p className="flow-note">
              You agreed to the <Link to={paths.privacyPolicy()}>privacy policy</Link> and to be
              contacted about this request.
            </p>
          ) : (
            <CheckboxField
              id={`${id}-consentPrivacyPolicy`}
              name="consentPrivacyPolicy"
              checked={values.consentPrivacyPolicy}
              onChange={onInput}
              error={fieldError('consentPrivacyPolicy')}
              label={<PrivacyConsentLabel />}
            />
          )}
        </>
      )}

      {step === 'estimate' && (
        <>
          {values.payment === 'insurance' ? (
            <>
              <p>
                <strong>We bill your insurer directly</strong>
                {values.insurer && values.insurer !== 'Another insurer'
                  ? ` (${values.insurer})`
                  : ''}
                : {ZERO_WITH_GLASS_COVERAGE}.
              </p>
              <p className="flow-note">
                What you pay depends on your policy&apos;s glass coverage and deductible, so we show
                no price here. We confirm it with your insurer before any work.
              </p>
            </>
          ) : estimate ? (
            <>
              <p className="flow-price">
                {formatPriceRange(estimate)}
                {QUOTE_PRICES?.sample && <SampleTag kind="price table" />}
              </p>
              <p>
                Estimate before insurance, parts and mobile service included. We confirm the exact
                price before any work.
              </p>
              <p className="flow-note">It depends on:</p>
              <ul className="flow-list">
                {estimate.dependsOn.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              We price each job from the exact glass for your vehicle, so we will call or text you
              with a price shortly.
            </p>
          )}
        </>
      )}

      {step === 'when' && (
        <>
          <p className="flow-note">
            Pick a time that suits you. It is a request: we confirm it by phone or text.
          </p>
          {windows === undefined ? (
            <p aria-busy="true">Loading the open times…</p>
          ) : (
            <ChoiceCards
              name="appointmentWindow"
              legend="Time window"
              options={[
                ...offered.map((window) => ({ value: window.id, label: window.label })),
                { value: '', label: 'Call me to arrange a time' },
              ]}
              value={values.appointmentWindow}
              onChange={(value) => setValue('appointmentWindow', value)}
              error={fieldError('appointmentWindow')}
            />
          )}
          {windows === 'unreachable' && (
            <p className="flow-note">
              The open times could not be loaded. Go on, and we will call you to arrange a time.
            </p>
          )}
        </>
      )}

      {step === 'photos' && (
        <>
          <p className="flow-note">
            Optional: up to {MAX_QUOTE_PHOTOS} photos of the damage help us bring the right glass.
            Only our team sees them; location data is removed.
          </p>
          {photos.length + pendingPhotos.length < MAX_QUOTE_PHOTOS && (
            <FieldShell>
              <label htmlFor={`${id}-photos`}>
                <Camera size={18} aria-hidden="true" /> Add photos
              </label>
              <input
                id={`${id}-photos`}
                type="file"
                accept="image/*"
                multiple
                onChange={(event) => {
                  void attachFiles(event.target.files);
                  event.target.value = '';
                }}
              />
            </FieldShell>
          )}
          <ul className="flow-list" aria-live="polite">
            {photos.map((photo) => (
              <li key={photo.id}>
                {`${photo.name}: attached `}
                <Button
                  type="button"
                  variant="ghost"
                  size="md"
                  aria-label={`Remove ${photo.name}`}
                  onClick={() => setPhotos((list) => list.filter((entry) => entry.id !== photo.id))}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </li>
            ))}
            {pendingPhotos.map((photo) => (
              <li key={photo.key}>
                {photo.status === 'sending'
                  ? `${photo.name}: sending…`
                  : `${photo.name}: ${photo.message}`}
              </li>
            ))}
          </ul>
        </>
      )}

      {submitMessage && (
        <p role="alert" className="flow-answer" data-tone="warning">
          {submitMessage}
        </p>
      )}
      <div className="flow-actions">
        {stepIndex > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="md"
            onClick={() => goTo(QUOTE_STEPS[stepIndex - 1]!)}
          >
            <ArrowLeft size={18} aria-hidden="true" /> Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" size="lg" disabled={formik.isSubmitting}>
          {step === 'photos'
            ? formik.isSubmitting
              ? 'Sending…'
              : 'Send my request'
            : step === 'contact'
              ? 'See my estimate'
              : 'Continue'}
        </Button>
      </div>
      <p className="flow-note">
        Prefer to talk? Call <PhoneLink placement="quote-flow" />.
      </p>
    </Flow>
  );
}
