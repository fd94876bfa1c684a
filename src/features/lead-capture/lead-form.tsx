/**
 * The quote request form (docs/decisions.md#leads-reach-the-business), used on the landing pages,
 * the home quote section, the fleet page and city pages.
 *
 * A fleet lead (the fleet service, fixed on the fleet and LinkedIn pages or chosen in the
 * select) adds the company and the fleet size and speaks to a fleet manager
 * (docs/decisions/fleet-leads.md). Where the visitor can choose the service, the two fields
 * are always in the HTML and CSS shows them while the fleet service is selected, so the
 * form works the same without JavaScript.
 *
 * idle → submitting ('Submitting...', disabled) → success (form cleared except service
 * and urgent, toast, /thank-you after 2 s) or back to idle with a toast. The lead goes
 * into the unsent-leads queue before it is sent, so an unreachable service loses nothing.
 * Without JavaScript the same form posts to the lead service directly; a post it refuses
 * is answered with this page, the form rendered again by the service with the visitor's
 * values and messages (`refused`; docs/decisions/quote-flow.md, 'Without JavaScript').
 */
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FLEET_FORM_COPY } from '@/content/fleet-form';
import { SERVICES } from '@/content/services';
import type { ServiceSlug } from '@/domain/service-slugs';
import { paths } from '@/config/paths';
import { twinPaths } from '@/config/routes';
import {
  COMPANY_MAX_LENGTH,
  createLeadId,
  DEFAULT_LEAD_SERVICE,
  FLEET_LEAD_SERVICE,
  FLEET_SIZES,
  isFleetService,
  leadReference,
} from '@/domain/lead-fields';
import { pathInLocale } from '@/i18n/locales';
import type { QuoteReceipt } from './quote-flow/quote-receipt';
import { fetchFormToken } from '@/lib/lead-api-client';
import { PhoneLink } from '@/ui/phone-link';
import { isPrerendering } from '@/hydration/prerender';
import { Button } from '@/ui/button';
import { CollectionNotice } from '@/ui/collection-notice';
import { LEAD_FORM_ATTRIBUTE, LEAD_FORM_SETUP_ATTRIBUTE } from '@/ui/lead-form-marker';
import { CheckboxField, FieldError, FieldShell, HoneypotField, TextField } from '@/ui/form-fields';
import { useEditsMadeBeforeHydration } from '@/hydration/edited-before-hydration';
import { useToast } from '@/ui/toast';
import { leadContext } from './lead-context';
import { ConsentFields, PostedConsentWording } from './consent-fields';
import { formErrorText, formErrorTexts, useFormMessages } from './form-messages';
import type { FormMessageId } from '@/i18n/catalogues/forms-en';
import type { Translate } from '@/i18n/translator';
import {
  FixSummary,
  postedText,
  postedTicked,
  REFUSED_POST_ACTION,
  type RefusedPost,
} from './refused-post';
import { keepUnsentLead, sendUnsentLead, type UnsentLead } from './unsent-leads';

const REDIRECT_AFTER_SUCCESS_MS = 2000;

const loadLeadValidation = () => import('./lead-form-validation');

export interface LeadFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
  vinNumber: string;
  message: string;
  service: ServiceSlug;
  /** Fleet leads only. */
  company: string;
  /** Fleet leads only: a FLEET_SIZES value, '' until chosen. */
  fleetSize: string;
  urgent: boolean;
  /** Texts about this request (docs/decisions/text-messages.md). */
  consentTexts: boolean;
  consentMarketing: boolean;
  consentPrivacyPolicy: boolean;
}

/**
 * How a page sets up its lead form. The form writes it into its own markup
 * (LEAD_FORM_SETUP_ATTRIBUTE), so the lead service can render the same form again for a
 * refused post without knowing each page (src/app/refused-lead-form.tsx).
 */
export interface LeadFormSetup {
  defaultService?: ServiceSlug;
  /** Fleet and LinkedIn forms always request fleet-services. */
  lockService?: boolean;
  defaultUrgent?: boolean;
  heading?: string;
  tone?: 'light' | 'dark';
  /**
   * The visitor already ticked the same privacy consent (the home quote gate), so the
   * form does not ask again: one consent per quote.
   */
  privacyConsentGiven?: boolean;
  /** Say what happens after a fleet request; off where the page says it beside the form. */
  fleetNextSteps?: boolean;
}

/** The fields the visitor fills in, marked touched when the form is sent with errors. */
const FIELD_ORDER: (keyof LeadFormValues)[] = [
  'firstName',
  'lastName',
  'company',
  'fleetSize',
  'email',
  'phone',
  'zipCode',
  'vinNumber',
  'service',
  'message',
  'consentPrivacyPolicy',
];

/** The fields whose element id is `${formId}-${name}`: where the list of fixes links to. */
const FIELD_IDS: ReadonlySet<string> = new Set([
  ...FIELD_ORDER,
  'urgent',
  'consentTexts',
  'consentMarketing',
]);

const Form = styled.form<{ tone: 'light' | 'dark' }>(({ theme, tone }) => ({
  position: 'relative',
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  color: theme.color.fg,
  border: `1px solid ${theme.color.border}`,
  boxShadow: tone === 'dark' ? theme.shadow.lg : theme.shadow.md,
  '.row': {
    display: 'grid',
    gap: theme.space[2],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  },
  // With a service select, the fleet fields show only while the fleet service is chosen
  // (CSS, so without JavaScript too; a browser without :has shows them always).
  [`&:not(:has(select[name="service"] option[value="${FLEET_LEAD_SERVICE}"]:checked)) [data-fleet-fields="when-chosen"]`]:
    { display: 'none' },
  '.form-heading': { margin: 0, fontSize: theme.fontSize['2xl'] },
  '.form-note': { margin: 0, fontSize: theme.fontSize.sm, color: theme.color.fgMuted },
  '.form-alert': { margin: 0, fontWeight: 600 },
}));

/**
 * What the thank-you page shows of a lead just sent: its reference and only what the
 * visitor gave (docs/decisions/quote-flow.md, 'A real finish'), labelled in the form's
 * language, since the thank-you page it leads to is in that language too.
 */
function leadReceiptOf(
  values: LeadFormValues,
  storedId: string,
  t: Translate<FormMessageId>,
): QuoteReceipt {
  const fleet = isFleetService(values.service);
  const service = SERVICES.find((candidate) => candidate.slug === values.service);
  const summary: QuoteReceipt['summary'] = [
    [t('form.receipt.name'), `${values.firstName} ${values.lastName}`.trim()],
    [t('form.phone'), values.phone],
    [t('form.email'), values.email],
    [t('form.receipt.service'), service ? t(`form.serviceOption.${service.slug}`) : ''],
    [t('form.receipt.company'), fleet ? values.company : ''],
    [t('form.receipt.vin'), values.vinNumber],
    [t('form.zipCode'), values.zipCode],
  ];
  return {
    reference: leadReference(storedId),
    summary: summary.filter(([, value]) => value.trim() !== ''),
  };
}

/**
 * The form's first values: empty, with the page's presets; or, re-rendered for a refused
 * post, what the visitor sent (a fixed service stays the page's).
 */
function initialValuesOf(setup: Required<LeadFormSetup>, refused?: RefusedPost): LeadFormValues {
  const text = (name: keyof LeadFormValues) => (refused ? postedText(refused.values, name) : '');
  const ticked = (name: keyof LeadFormValues) =>
    refused ? postedTicked(refused.values, name) : false;
  const postedService = SERVICES.find((service) => service.slug === text('service'))?.slug;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    zipCode: text('zipCode'),
    vinNumber: text('vinNumber'),
    message: text('message'),
    service: (!setup.lockService && postedService) || setup.defaultService,
    company: text('company'),
    fleetSize: text('fleetSize'),
    // A box left unticked posts nothing: after a refused post, only the visitor's ticks count.
    urgent: refused ? ticked('urgent') : setup.defaultUrgent,
    consentTexts: ticked('consentTexts'),
    consentMarketing: ticked('consentMarketing'),
    consentPrivacyPolicy: setup.privacyConsentGiven || ticked('consentPrivacyPolicy'),
  };
}

export function LeadForm({
  placement,
  refused,
  ...setup
}: LeadFormSetup & {
  /** Where the form is, for analytics and the stored lead: 'home', 'facebook'… */
  placement: string;
  /**
   * Set only when the lead service renders the form again for a post it refused, without
   * JavaScript: the visitor's values, and a message per field.
   */
  refused?: RefusedPost;
}) {
  const {
    defaultService = DEFAULT_LEAD_SERVICE,
    lockService = false,
    defaultUrgent = false,
    heading,
    tone = 'light',
    privacyConsentGiven = false,
    fleetNextSteps = true,
  } = setup;
  const id = useId();
  const { locale, t, fleet: fleetCopy = FLEET_FORM_COPY } = useFormMessages();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: recording the time must not render the whole form again right after
  // it hydrates (docs/decisions/first-paint.md#staged-start).
  const startedAt = useRef<number | undefined>(undefined);
  const [savedOffline, setSavedOffline] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  // Fetched when the form is first focused: the server's clock for the fill time.
  const formToken = useRef<Promise<string | undefined> | undefined>(undefined);
  const loadFormToken = () => {
    formToken.current ??= fetchFormToken().then((token) => {
      // Not fetched (offline): try again on the next focus or on submit.
      if (token === undefined) formToken.current = undefined;
      return token;
    });
    return formToken.current;
  };

  useEffect(() => {
    startedAt.current = Date.now();
    const startedAtField = formRef.current?.elements.namedItem('formStartedAt');
    // Not in the crawl: the snapshot would carry the crawl's clock, which no visitor's
    // form started at, and two crawls of an unchanged page would differ
    // (docs/decisions/incremental-crawl.md).
    if (!isPrerendering() && startedAtField instanceof HTMLInputElement)
      startedAtField.value = String(startedAt.current);
    return () => window.clearTimeout(redirectTimer.current);
  }, []);

  const formik = useFormik<LeadFormValues>({
    initialValues: initialValuesOf(
      {
        defaultService,
        lockService,
        defaultUrgent,
        heading: heading ?? '',
        tone,
        privacyConsentGiven,
        fleetNextSteps,
      },
      refused,
    ),
    initialErrors: refused?.errors,
    initialTouched: refused
      ? Object.fromEntries(FIELD_ORDER.map((field) => [field, true]))
      : undefined,
    // The schema (and zod) load when the visitor starts filling the form (`onFocus`
    // below) or at the latest on submit, so they are not part of the page's first load.
    // If they cannot load (the connection dropped), the lead goes on unchecked: the
    // service validates it too, and the unsent-leads queue keeps it until it can be sent.
    validate: async (values) => {
      try {
        return (await loadLeadValidation()).validateLeadForm(values);
      } catch {
        return {};
      }
    },
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setSavedOffline(false);
      const leadId = createLeadId();
      const token = await loadFormToken();
      const honeypot = new FormData(formRef.current ?? undefined).get('website');
      const { company, fleetSize, ...shared } = values;
      const lead: UnsentLead = {
        id: leadId,
        createdAt: new Date().toISOString(),
        payload: {
          ...shared,
          // The lead's type takes only a ticked consent; validation has required it, and the
          // service refuses a lead without it.
          consentPrivacyPolicy: values.consentPrivacyPolicy as true,
          // A fleet lead only: not kept from a moment the fleet service was chosen.
          ...(isFleetService(values.service) ? { company, fleetSize } : {}),
          vinNumber: values.vinNumber || undefined,
          message: values.message || undefined,
          // The wording the visitor saw, in the page's language, kept as evidence with the consent.
          consentTextsWording: values.consentTexts ? t('form.consent.texts') : undefined,
          ...leadContext(searchParams, values.consentMarketing, {
            privacy: t('form.consent.privacy'),
            marketing: t('form.consent.marketing'),
          }),
          // The customer's messages are written in it (docs/decisions/spanish.md).
          language: locale,
          idempotencyKey: leadId,
          formStartedAt: startedAt.current,
          ...(token ? { formToken: token } : {}),
          ...(typeof honeypot === 'string' && honeypot ? { website: honeypot } : {}),
        },
      };
      keepUnsentLead(lead);
      const result = await sendUnsentLead(lead);
      if (result.outcome === 'delivered') {
        // A token stores one lead: the next lead from this form asks for its own
        // (docs/decisions/server-reliability.md, 'Spam is stored and flagged').
        formToken.current = undefined;
        toast.success(t('form.error.success'));
        helpers.resetForm({
          values: { ...formik.initialValues, service: values.service, urgent: values.urgent },
        });
        // The thank-you page shows the reference and what was sent, as after the quote flow
        // (docs/decisions/quote-flow.md, 'A real finish'); the stored id, which a retried
        // send shares with the first.
        const receipt = leadReceiptOf(values, result.leadId ?? leadId, t);
        // The thank-you page in the form's language once it has a twin, the English one until then.
        const thankYouPath = twinPaths(paths.thankYou())?.[locale] ?? paths.thankYou();
        redirectTimer.current = window.setTimeout(
          () => navigate(thankYouPath, { state: { quoteReceipt: receipt } }),
          REDIRECT_AFTER_SUCCESS_MS,
        );
      } else if (result.outcome === 'rejected' && result.fieldErrors) {
        helpers.setErrors(result.fieldErrors);
        toast.error(t('form.error.formInvalid'));
        focusFirstInvalid(result.fieldErrors);
      } else {
        if (result.outcome === 'unreachable') setSavedOffline(true);
        toast.error(t('form.error.storeFailed'));
      }
    },
  });

  /** The visitor starts filling the form: its validation loads and its fill time starts. */
  const startFilling = () => {
    void loadLeadValidation();
    void loadFormToken();
    toast.prepare();
  };
  // What the visitor typed before the form hydrated stays, and is what gets sent. A form in
  // use before then was focused before its focus handler existed: it starts filling now.
  useEditsMadeBeforeHydration(formRef, formik, startFilling);

  /** Focus goes to the first field with an error in the order the visitor sees them. */
  const focusFirstInvalid = (errors: Record<string, unknown>) => {
    const fields = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
    fields.find((element) => element.type !== 'hidden' && errors[element.name])?.focus();
  };

  /** Editing a field clears its error; ticking the privacy consent clears its error. */
  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => {
    formik.handleChange(event);
    const name = event.target.name as keyof LeadFormValues;
    if (formik.errors[name]) formik.setFieldError(name, undefined);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      formik.setTouched(Object.fromEntries(FIELD_ORDER.map((field) => [field, true])));
      toast.error(t('form.error.formInvalid'));
      focusFirstInvalid(errors);
      return;
    }
    await formik.submitForm();
  };

  const { values, errors, isSubmitting } = formik;
  /** A field's error in the page's language (the schema's messages are looked up by id). */
  const errorOf = (name: keyof LeadFormValues) => {
    const message = errors[name];
    return typeof message === 'string' ? formErrorText(t, message) : undefined;
  };
  const field = (name: keyof LeadFormValues) => ({
    id: `${id}-${name}`,
    name,
    onChange,
    disabled: isSubmitting,
    error: errorOf(name),
  });
  const errorCount = Object.keys(errors).length;
  /** Whether this form shows a field of that name (not a hidden one) to link a fix to. */
  const hasOwnField = (name: string) => {
    if (name === 'service') return !lockService;
    if (name === 'consentPrivacyPolicy') return !privacyConsentGiven;
    if (name === 'company' || name === 'fleetSize') return !lockService || fleet;
    return FIELD_IDS.has(name);
  };
  const fleet = isFleetService(values.service);
  /**
   * Company and fleet size: under the names where the service is fixed to fleet; right
   * under the service select where it can be chosen, so they appear below the choice
   * that shows them.
   */
  const fleetFields = (shown: 'fixed' | 'when-chosen') => (
    <div className="row" data-fleet-fields={shown}>
      <TextField
        {...field('company')}
        label={fleetCopy.companyLabel}
        autoComplete="organization"
        maxLength={COMPANY_MAX_LENGTH}
        value={values.company}
        required={fleet}
      />
      <FieldShell>
        <label htmlFor={`${id}-fleetSize`}>{fleetCopy.fleetSizeLabel}</label>
        <select
          id={`${id}-fleetSize`}
          name="fleetSize"
          value={values.fleetSize}
          onChange={onChange}
          disabled={isSubmitting}
          required={fleet}
          aria-invalid={errors.fleetSize ? true : undefined}
          aria-describedby={errors.fleetSize ? `${id}-fleetSize-error` : undefined}
        >
          <option value="">{fleetCopy.fleetSizePlaceholder}</option>
          {FLEET_SIZES.map((size) => (
            <option key={size.value} value={size.value}>
              {fleetCopy.fleetSizes[size.value]}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-fleetSize-error`} message={errorOf('fleetSize')} />
      </FieldShell>
    </div>
  );

  return (
    <Form
      ref={formRef}
      tone={tone}
      method="post"
      action={REFUSED_POST_ACTION}
      noValidate
      onSubmit={onSubmit}
      onFocus={startFilling}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      aria-label={heading ? undefined : fleet ? fleetCopy.formName : t('form.name')}
      data-fleet={fleet ? 'true' : undefined}
      {...{ [LEAD_FORM_ATTRIBUTE]: placement, [LEAD_FORM_SETUP_ATTRIBUTE]: JSON.stringify(setup) }}
    >
      {heading && (
        <h2 id={`${id}-heading`} className="form-heading">
          {heading}
        </h2>
      )}
      {refused && (
        <FixSummary
          title={t('form.error.formInvalid')}
          errors={formErrorTexts(t, refused.errors)}
          fieldIdOf={(name) => (hasOwnField(name) ? `${id}-${name}` : undefined)}
        />
      )}
      <div className="row">
        <TextField
          {...field('firstName')}
          label={t('form.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          required
        />
        <TextField
          {...field('lastName')}
          label={t('form.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          required
        />
      </div>
      {lockService && fleet && fleetFields('fixed')}
      <div className="row">
        <TextField
          {...field('email')}
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          required
        />
        <TextField
          {...field('phone')}
          label={t('form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          required
        />
      </div>
      <div className="row">
        <TextField
          {...field('zipCode')}
          label={t('form.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.zipCode}
          required
        />
        <TextField
          {...field('vinNumber')}
          label={t('form.vin')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={17}
          value={values.vinNumber}
        />
      </div>
      {lockService ? (
        <input type="hidden" name="service" value={values.service} />
      ) : (
        <FieldShell>
          <label htmlFor={`${id}-service`}>{t('form.service')}</label>
          <select
            id={`${id}-service`}
            name="service"
            value={values.service}
            onChange={onChange}
            disabled={isSubmitting}
            aria-invalid={errors.service ? true : undefined}
            aria-describedby={errors.service ? `${id}-service-error` : undefined}
          >
            {SERVICES.map((service) => (
              <option key={service.slug} value={service.slug}>
                {t(`form.serviceOption.${service.slug}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-service-error`} message={errorOf('service')} />
        </FieldShell>
      )}
      {!lockService && fleetFields('when-chosen')}
      <FieldShell>
        <label htmlFor={`${id}-message`}>
          {fleet ? fleetCopy.messageLabel : t('form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          value={values.message}
          onChange={onChange}
          disabled={isSubmitting}
          maxLength={2000}
          rows={3}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
        />
        <FieldError id={`${id}-message-error`} message={errorOf('message')} />
      </FieldShell>
      <CheckboxField
        id={`${id}-urgent`}
        name="urgent"
        value="true"
        checked={values.urgent}
        onChange={onChange}
        disabled={isSubmitting}
        error={errorOf('urgent')}
        label={t('form.urgent')}
      />
      <ConsentFields
        id={id}
        answers={values}
        onChange={onChange}
        errors={formErrorTexts(t, errors)}
        disabled={isSubmitting}
        value="true"
        privacyConsentGiven={privacyConsentGiven}
        noteClassName="form-note"
      />
      <PostedConsentWording />
      {/* Written when the form mounts (the effect above); empty in the snapshot. */}
      <input type="hidden" name="formStartedAt" defaultValue="" />
      <HoneypotField />
      <p role="status" aria-live="polite" className="form-note">
        {errorCount > 0
          ? t('form.errorCount', { message: t('form.error.formInvalid'), count: errorCount })
          : ''}
      </p>
      {savedOffline && (
        <p role="alert" className="form-alert">
          {t('form.savedOfflineBeforePhone')} <PhoneLink placement="lead-form-saved" />
          {t('form.talkAfterPhone')}
        </p>
      )}
      {fleet && fleetNextSteps && <p className="form-note">{fleetCopy.nextSteps}</p>}
      <CollectionNotice
        form="lead"
        className="form-note"
        words={{
          notice: t('form.notice'),
          details: t('form.noticeDetails'),
          policyLink: t('form.consent.privacyLink'),
          policyPath: pathInLocale(paths.privacyPolicy(), locale),
        }}
      />
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('form.submitting') : fleet ? fleetCopy.submit : t('form.submit')}
      </Button>
      <p className="form-note">
        {t('form.talkBeforePhone')} <PhoneLink placement="lead-form" />
        {t('form.talkAfterPhone')}
      </p>
    </Form>
  );
}
