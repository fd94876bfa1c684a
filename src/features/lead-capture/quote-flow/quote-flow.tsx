/**
 * The instant quote flow (docs/decisions/quote-flow.md): vehicle, glass, ZIP, contact,
 * the estimate, a time window and photos, one short step per phone screen. Loaded when the
 * visitor starts it (the home quote gate, a model page's quote section), never with a
 * page. Every answer is saved in the browser as it is given, so a reload resumes at the
 * same step; the finished request goes through the unsent-leads queue like every lead.
 */
import styled from '@emotion/styled';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { useFormik } from 'formik';
import { ArrowLeft, Camera, CircleCheck, ImagePlus, MapPin, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CAR_BRANDS } from '@/content/brands';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claim-wording';
import { INSURERS } from '@/content/insurers';
import { deriveFromModelFacts } from '@/content/model-facts/glass-features';
import { QUOTE_PRICES } from '@/content/quote-settings';
import { replyHours } from '@/content/reply-wording';
import {
  createLeadId,
  leadReference,
  MARKETING_CONSENT_TEXT,
  VIN_PATTERN,
} from '@/domain/lead-fields';
import type { LeadInput } from '@/domain/lead.schema';
import {
  DOORS,
  ESTIMATE_COULD_CHANGE_WITH,
  estimateQuote,
  FEATURE_ANSWERS,
  formatPriceRange,
  GLASS_KINDS,
  MAX_QUOTE_PHOTOS,
  modelYears,
  PAYMENT_CHOICES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
  type WindshieldFeature,
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
import { Button, buttonStyle } from '@/ui/button';
import { CollectionNotice } from '@/ui/collection-notice';
import { CheckboxField, ChoiceCards, FieldError, FieldShell, TextField } from '@/ui/form-fields';
import { announceLeadForm, LEAD_FORM_ATTRIBUTE } from '@/ui/lead-form-marker';
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
  type QuoteFlowPreset,
  type QuoteFlowValues,
  type QuoteStep,
} from './quote-flow-state';
import {
  flowFieldOf,
  normalizeTypedVin,
  readVin,
  vinProblemAsTyped,
  stepOfField,
  validateQuoteStep,
} from './quote-flow-validation';
import type { QuoteReceipt } from './quote-receipt';

/** The unfinished copy's id: its own idempotency key, so it never blocks the finished one. */
const partialLeadId = (leadId: string) => `${leadId}-partial`;

const STEP_TITLES: Record<QuoteStep, string> = {
  vehicle: 'Your vehicle',
  glass: 'The glass',
  contact: 'Where the car is, and who to call',
  send: 'Your estimate and a time',
};

/**
 * Enter (the phone keyboard's Next key) in a text field moves to the step's next text
 * field instead of sending the step, so a thumb fills the details without reaching for
 * the screen (docs/decisions/quote-flow.md, 'Four screens'). In the last field, Enter
 * sends the step as usual.
 */
function moveToNextTextField(event: KeyboardEvent<HTMLFormElement>) {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
  if (!['text', 'email', 'tel'].includes(field.type)) return;
  // By the property, not the attribute: a field without a type attribute is a text field.
  const fields = [...event.currentTarget.querySelectorAll('input')].filter((input) =>
    ['text', 'email', 'tel'].includes(input.type),
  );
  const next = fields[fields.indexOf(field) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Time windows listed before "Show later times": about two days of mornings and afternoons. */
const FIRST_WINDOWS_SHOWN = 4;

/** Where a history entry keeps the flow's step (see 'Back and Forward'). */
const STEP_HISTORY_KEY = 'quoteStep';

/**
 * Moves the focus to the first field the step marks invalid: a text field or select
 * itself, or the first radio of a question, so the visitor sees and hears what to fix.
 */
function focusFirstProblem(form: HTMLFormElement) {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target =
    invalid instanceof HTMLFieldSetElement
      ? (invalid.querySelector<HTMLInputElement>('input:checked') ??
        invalid.querySelector<HTMLInputElement>('input'))
      : invalid;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/** The lead without the fields named (schema paths: 'email', 'quote.year'). */
function withoutFields(lead: LeadInput, fields: readonly string[]): LeadInput {
  if (fields.length === 0) return lead;
  const copy: Record<string, unknown> = { ...lead, quote: { ...lead.quote } };
  for (const field of fields) {
    if (field.startsWith('quote.')) {
      delete (copy.quote as Record<string, unknown>)[field.slice('quote.'.length)];
    } else {
      delete copy[field];
    }
  }
  return copy as unknown as LeadInput;
}

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
  '.flow-subheading': { margin: `${theme.space[1]} 0 0`, fontSize: theme.fontSize.lg },
  '.flow-details': {
    fontSize: theme.fontSize.sm,
    color: theme.color.fgMuted,
    summary: { cursor: 'pointer', fontWeight: 600, color: theme.color.brand },
    '&[open] summary': { marginBottom: theme.space[1] },
  },
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
  // A "Change" beside what the model's facts decided: a link's look, a button's job.
  '.flow-change': {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontWeight: 600,
    color: theme.color.brand,
    textDecoration: 'underline',
    cursor: 'pointer',
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
  '.flow-photo-pickers': { display: 'flex', flexWrap: 'wrap', gap: theme.space[1] },
  // Out of sight but focusable: the label beside it is the button a visitor presses.
  '.flow-file': {
    position: 'absolute',
    width: 1,
    height: 1,
    opacity: 0,
    overflow: 'hidden',
  },
  'label:has(+ .flow-file:focus-visible)': {
    outline: `3px solid ${theme.color.focusRing}`,
    outlineOffset: 2,
  },
  '.flow-photos': {
    listStyle: 'none',
    paddingLeft: 0,
    li: { display: 'flex', alignItems: 'center', gap: theme.space[1], flexWrap: 'wrap' },
    img: { objectFit: 'cover', borderRadius: theme.radius.md },
    progress: { width: '6rem' },
    '[data-tone="warning"]': { color: theme.color.danger },
  },
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
}: {
  /** Where the flow is, for analytics: 'home', 'brand-model'. */
  placement: string;
  /** What the page already knows: a model page's make and model, a service's glass. */
  preset?: QuoteFlowPreset;
}) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const saved = useMemo(() => readSavedQuoteFlow(), []);
  const [step, setStep] = useState<QuoteStep>(saved?.step ?? 'vehicle');
  const [leadId] = useState(() => saved?.leadId ?? createLeadId());
  // The contact step was accepted once: from then on every way out leaves a stored lead
  // (docs/decisions/quote-flow.md, 'Never lose a request').
  const [contactGiven, setContactGiven] = useState(saved?.contactGiven ?? false);
  // Fields the service refused at the send: an unfinished copy leaves them out, so the
  // service stores it even while the visitor is still fixing them.
  const [refusedFields, setRefusedFields] = useState<string[]>([]);
  // The visitor asked to change what the model's facts decided (class, features).
  const [askClass, setAskClass] = useState(false);
  const [askFeatures, setAskFeatures] = useState(false);
  const [photos, setPhotos] = useState<AttachedPhoto[]>(saved?.photos ?? []);
  const [pendingPhotos, setPendingPhotos] = useState<PhotoInProgress[]>([]);
  // Thumbnails of the photos attached in this visit (not kept across a reload).
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [zipAnswer, setZipAnswer] = useState<ZipAnswer | undefined>();
  const [windows, setWindows] = useState<OpenWindow[] | undefined | 'unreachable'>();
  const [allWindowsShown, setAllWindowsShown] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'saved-offline' | undefined>();
  const [submitMessage, setSubmitMessage] = useState<string | undefined>();
  const formToken = useRef<Promise<string | undefined> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepIndex = QUOTE_STEPS.indexOf(step);

  const formik = useFormik<QuoteFlowValues>({
    initialValues: saved?.values ?? initialQuoteValues(preset),
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: () => undefined,
  });
  const { values, errors, setFieldValue, setFieldError } = formik;

  // The phone's sticky bar hides while the flow is on screen, so it never covers Continue.
  useEffect(() => announceLeadForm(), [outcome]);

  // Every answer is kept as it is given (docs/decisions/quote-flow.md, 'Resume').
  useEffect(() => {
    if (outcome === 'sent') return;
    saveQuoteFlow({ version: 1, leadId, step, values, photos, contactGiven });
  }, [leadId, step, values, photos, outcome, contactGiven]);

  // The server's clock for the fill time; kept once it arrives for a send on page hide,
  // which cannot wait for it.
  const formTokenValue = useRef<string | undefined>(undefined);
  useEffect(() => {
    formToken.current ??= fetchFormToken().then((token) => (formTokenValue.current = token));
  }, []);

  // A VIN that reads right gives the year and the make the lead carries, so the owner reads
  // '2019 Tesla', not 'see the VIN'; the model is then picked from that make's list.
  const vinReadable =
    values.identifyBy === 'vin' &&
    VIN_PATTERN.test(values.vinNumber) &&
    !vinProblemAsTyped(values.vinNumber);
  useEffect(() => {
    if (!vinReadable) return;
    const reading = readVin(values.vinNumber);
    const brand = CAR_BRANDS.find((candidate) => candidate.id === reading.makeId);
    void setFieldValue('year', reading.year ? String(reading.year) : '', false);
    void setFieldValue('make', brand?.name ?? '', false);
    void setFieldValue('makeTyped', false, false);
    if (!brand?.models.includes(values.model)) void setFieldValue('model', '', false);
    // Only a new VIN reading changes them, not a model picked after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vinReadable, values.vinNumber]);

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

  // The last screen shows the estimate at once: "I will pay myself" is chosen for the
  // visitor until they say insurance pays ('Four screens').
  useEffect(() => {
    if (step === 'send' && !values.payment) void setFieldValue('payment', 'self', false);
  }, [step, values.payment, setFieldValue]);

  useEffect(() => {
    if (step !== 'send') return;
    let current = true;
    void fetchOpenWindows().then((list) => {
      if (current) setWindows(list ?? 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [step]);

  const formRef = useRef<HTMLFormElement>(null);
  // A request to focus the first field to fix, served once its error is on screen.
  const [problemFocus, setProblemFocus] = useState(0);
  useEffect(() => {
    if (problemFocus > 0 && formRef.current) focusFirstProblem(formRef.current);
  }, [problemFocus]);

  // Back and Forward move between steps (docs/decisions/quote-flow.md, 'Back and Forward'):
  // each step is a history entry of the same address, its step kept beside the router's own
  // state, which is copied so the router sees the same entry and does nothing.
  useEffect(() => {
    window.history.replaceState({ ...window.history.state, [STEP_HISTORY_KEY]: step }, '');
    const onPop = (event: PopStateEvent) => {
      const wanted = (event.state as Record<string, unknown> | null)?.[STEP_HISTORY_KEY];
      if (!QUOTE_STEPS.includes(wanted as QuoteStep)) return;
      setStep(wanted as QuoteStep);
      window.requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // The entry the flow opens on is tagged once; later steps push their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (next: QuoteStep, focus: 'heading' | 'problem' = 'heading') => {
    setStep(next);
    if (next !== step) {
      window.history.pushState({ ...window.history.state, [STEP_HISTORY_KEY]: next }, '');
    }
    // The new step's heading takes the focus, so a screen reader hears where it is; after
    // a refusal, the first field to fix does.
    if (focus === 'problem') setProblemFocus((count) => count + 1);
    else window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onNext = () => {
    const stepErrors = validateQuoteStep(step, values, photos);
    formik.setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) {
      setProblemFocus((count) => count + 1);
      return;
    }
    if (step === 'contact') setContactGiven(true);
    trackEvent('quote_step', { step, placement });
    goTo(QUOTE_STEPS[stepIndex + 1]!);
  };

  const setValue = (name: keyof QuoteFlowValues, value: unknown) => {
    void setFieldValue(name, value, false);
    if (errors[name]) setFieldError(name, undefined);
    if (refusedFields.some((field) => flowFieldOf(field) === name)) {
      setRefusedFields((list) => list.filter((field) => flowFieldOf(field) !== name));
    }
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
    // The keyboard's action key reads Next until the last field ('Four screens').
    enterKeyHint: name === 'phone' ? ('done' as const) : ('next' as const),
  });

  /** What the thank-you page shows of the request just sent. */
  const receiptOf = (storedId: string): QuoteReceipt => {
    const chosen =
      windows === 'unreachable' || !values.appointmentWindow
        ? undefined
        : windows?.find((window) => window.id === values.appointmentWindow);
    const vehicle =
      [values.year, values.make, values.model].filter(Boolean).join(' ') ||
      (values.vinNumber ? `VIN ${values.vinNumber}` : '');
    const summary: QuoteReceipt['summary'] = [
      ['Vehicle', vehicle],
      ['Glass', GLASS_KINDS.find((kind) => kind.value === values.glass)?.label ?? ''],
      ['Where', values.zipCode],
      ['Who pays', PAYMENT_CHOICES.find((choice) => choice.value === values.payment)?.label ?? ''],
      ['Photos', photos.length > 0 ? String(photos.length) : 'none'],
    ];
    return {
      reference: leadReference(storedId),
      summary: summary.filter(([, value]) => value !== ''),
      window: chosen && {
        label: chosen.label,
        date: chosen.date,
        startMinutes: chosen.startMinutes,
        endMinutes: chosen.endMinutes,
      },
    };
  };

  /** The request as the unsent-leads queue keeps it; `incomplete` for an unfinished flow. */
  const unsentLead = (
    id: string,
    incomplete: boolean,
    token: string | undefined,
    leaveOut: readonly string[] = [],
  ): UnsentLead => ({
    id,
    createdAt: new Date().toISOString(),
    payload: {
      ...withoutFields(leadFromQuote(values, photos), leaveOut),
      ...(incomplete ? { incomplete: true } : {}),
      ...leadContext(searchParams, values.consentMarketing),
      idempotencyKey: id,
      ...(token ? { formToken: token } : {}),
    },
  });

  // Leaving the page after giving contact details, unfinished: the answers so far go to the
  // business as an incomplete request, so it can call back (docs/decisions/quote-flow.md,
  // 'Never lose a request'). Whatever step the visitor is on: after a refused send, the
  // flow may be back on an earlier step. Queued first, so a page that closes mid-send
  // loses nothing.
  const storeUnfinished = () => {
    const partial = unsentLead(partialLeadId(leadId), true, formTokenValue.current, refusedFields);
    keepUnsentLead(partial);
    void sendUnsentLead(partial);
  };
  const leaveUnfinished = useRef<() => void>(() => undefined);
  useEffect(() => {
    leaveUnfinished.current = () => {
      if (outcome) return;
      const contactKnown =
        contactGiven || Object.keys(validateQuoteStep('contact', values, photos)).length === 0;
      if (contactKnown) storeUnfinished();
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
      forgetQuoteFlow();
      // Finished after all: an unfinished copy not yet sent is no longer needed.
      forgetUnsentLead(partialLeadId(leadId));
      setOutcome('sent');
      // The finish is a page of its own: the reference, what was sent, the window
      // (docs/decisions/quote-flow.md, 'A real finish').
      navigate(paths.thankYou(), { state: { quoteReceipt: receiptOf(result.leadId ?? leadId) } });
      return;
    }
    if (result.outcome === 'rejected' && result.fieldErrors) {
      // The service refused something: the visitor goes to the step that shows it, with
      // every answer kept, and the business already has an unfinished copy without the
      // refused fields, in case the visitor gives up here.
      const refused = Object.keys(result.fieldErrors);
      setRefusedFields(refused);
      const partial = unsentLead(partialLeadId(leadId), true, await formToken.current, refused);
      keepUnsentLead(partial);
      void sendUnsentLead(partial);
      const flowErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([field, message]) => [flowFieldOf(field), message]),
      );
      if (result.fieldErrors['quote.appointmentWindow']) {
        setValue('appointmentWindow', '');
        setWindows(undefined);
        goTo('send');
      } else {
        const firstStep = QUOTE_STEPS.find((candidate) =>
          refused.some((field) => stepOfField(field) === candidate),
        );
        goTo(firstStep ?? step, 'problem');
      }
      formik.setErrors(flowErrors);
      setSubmitMessage(
        `We could not send your request yet: ${Object.values(result.fieldErrors)[0]}. Your other answers are kept.`,
      );
      return;
    }
    setOutcome('saved-offline');
  };

  const attachFiles = async (files: FileList | null) => {
    // A failed photo takes no place: the visitor tries another.
    const sending = pendingPhotos.filter((photo) => photo.status === 'sending').length;
    const room = MAX_QUOTE_PHOTOS - photos.length - sending;
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room));
    await Promise.all(
      chosen.map(async (file, index) => {
        const key = `${Date.now()}-${index}-${file.name}`;
        setPendingPhotos((list) => [...list, { key, name: file.name, status: 'sending' }]);
        formToken.current ??= fetchFormToken().then((token) => (formTokenValue.current = token));
        const upload = await uploadQuotePhoto(file, await formToken.current);
        if (upload.ok) {
          // A good photo clears the messages of earlier failed ones.
          setPendingPhotos((list) =>
            list.filter((entry) => entry.key !== key && entry.status === 'sending'),
          );
          setPhotos((list) => [...list, { id: upload.id, name: file.name }]);
          setPreviews((map) => ({ ...map, [upload.id]: URL.createObjectURL(file) }));
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

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    void attachFiles(event.target.files);
    // Cleared, so the same file can be chosen again after a failure.
    event.target.value = '';
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
            {replyHours()}
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
  const vinBrand = CAR_BRANDS.find((candidate) => candidate.id === vin.makeId);
  const vinMake = vinBrand?.name;
  // A green answer only for a VIN that is whole and right: never before its check digit.
  const vinIsGood =
    VIN_PATTERN.test(values.vinNumber) &&
    !vinProblemAsTyped(values.vinNumber) &&
    !fieldError('vinNumber');
  // What the model's recorded facts decide for its year: not asked, shown with a way to
  // change it (docs/decisions/quote-flow.md, 'The estimate').
  const derived = deriveFromModelFacts(values.make, values.model, Number(values.year) || undefined);
  const vehicleName = [values.year, values.make, values.model].filter(Boolean).join(' ');
  const classDerived = Boolean(derived) && !askClass && !values.vehicleClass;
  const featureDerived = (feature: WindshieldFeature) =>
    Boolean(derived?.features[feature]) && !askFeatures && values.features[feature] === 'unsure';
  // The same answers the lead carries, with the facts filled in, so the range shown is the
  // one the lead service stores.
  const answers = leadFromQuote(values, photos).quote;
  const estimate =
    QUOTE_PRICES && values.payment === 'self' && answers?.glass && answers.vehicleClass
      ? estimateQuote(QUOTE_PRICES, {
          glass: answers.glass,
          vehicleClass: answers.vehicleClass,
          features: answers.features,
        })
      : undefined;
  const offered = windows === 'unreachable' ? [] : (windows ?? []).filter((w) => w.available);
  // The first few times, so Send stays within reach of a thumb; the rest on request, and
  // always the one chosen ('Four screens').
  const chosenIndex = offered.findIndex((window) => window.id === values.appointmentWindow);
  const shownWindows =
    allWindowsShown || chosenIndex >= FIRST_WINDOWS_SHOWN
      ? offered
      : offered.slice(0, FIRST_WINDOWS_SHOWN);

  return (
    <Flow
      ref={formRef}
      {...{ [LEAD_FORM_ATTRIBUTE]: placement }}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'send') void submit();
        else onNext();
      }}
      onKeyDown={moveToNextTextField}
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
                hint={`At the bottom of the windshield on the driver side, or on your registration. ${values.vinNumber.length} of 17 characters.`}
                inputMode="text"
                autoCapitalize="characters"
                autoCorrect="off"
                autoComplete="off"
                spellCheck={false}
                maxLength={17}
                css={{ textTransform: 'uppercase' }}
                value={values.vinNumber}
                onChange={(event) => setValue('vinNumber', normalizeTypedVin(event.target.value))}
                error={fieldError('vinNumber') ?? vinProblemAsTyped(values.vinNumber)}
              />
              {vinIsGood && (
                <p className="flow-answer" aria-live="polite">
                  <CircleCheck size={20} aria-hidden="true" />
                  {vin.year || vinMake
                    ? `This VIN reads as a ${[vin.year, vinMake].filter(Boolean).join(' ')}. We will check the exact glass from it.`
                    : 'We will look up the exact glass from this VIN.'}
                </p>
              )}
              {vinIsGood && vinBrand && (
                <FieldShell>
                  <label htmlFor={`${id}-vin-model`}>{`${vinBrand.name} model (optional)`}</label>
                  <select
                    id={`${id}-vin-model`}
                    name="model"
                    value={values.model}
                    onChange={(event) => setValue('model', event.target.value)}
                  >
                    <option value="">Not sure</option>
                    {vinBrand.models.map((model) => (
                      <option key={model}>{model}</option>
                    ))}
                  </select>
                </FieldShell>
              )}
            </>
          )}
          {classDerived && derived ? (
            <p className="flow-answer" aria-live="polite">
              <CircleCheck size={20} aria-hidden="true" />
              <span>
                {`${vehicleName}: ${VEHICLE_CLASSES.find((entry) => entry.value === derived.vehicleClass)!.label}. `}
                <button type="button" className="flow-change" onClick={() => setAskClass(true)}>
                  Change
                </button>
              </span>
            </p>
          ) : (
            <ChoiceCards
              name="vehicleClass"
              legend="What kind of vehicle is it?"
              options={VEHICLE_CLASSES}
              value={values.vehicleClass}
              onChange={(value) => setValue('vehicleClass', value)}
              error={fieldError('vehicleClass')}
            />
          )}
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
                    <button
                      type="button"
                      className="flow-change"
                      onClick={() => setAskFeatures(true)}
                    >
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
        </>
      )}

      {step === 'contact' && (
        <>
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
          <CheckboxField
            id={`${id}-consentTexts`}
            name="consentTexts"
            checked={Boolean(values.consentTexts)}
            onChange={onInput}
            label={TEXT_MESSAGE_CONSENT_TEXT}
          />
          <CheckboxField
            id={`${id}-consentMarketing`}
            name="consentMarketing"
            checked={values.consentMarketing}
            onChange={onInput}
            label={MARKETING_CONSENT_TEXT}
          />
          <CheckboxField
            id={`${id}-consentPrivacyPolicy`}
            name="consentPrivacyPolicy"
            checked={values.consentPrivacyPolicy}
            onChange={onInput}
            error={fieldError('consentPrivacyPolicy')}
            label={<PrivacyConsentLabel />}
          />
        </>
      )}

      {step === 'send' && (
        <>
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
              <p>Estimate before insurance. We confirm the exact price before any work.</p>
              {/* Folded, so the time and the Send button stay near on a phone. */}
              <details className="flow-details">
                <summary>What it includes and what could change it</summary>
                <p>It includes:</p>
                <ul className="flow-list">
                  {estimate.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p>
                  {`It could change with ${ESTIMATE_COULD_CHANGE_WITH.slice(0, -1).join(', ')} or ${ESTIMATE_COULD_CHANGE_WITH.at(-1)!}.`}
                </p>
                <p>It depends on:</p>
                <ul className="flow-list">
                  {estimate.dependsOn.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            </>
          ) : (
            <p>
              We price each job from the exact glass for your vehicle, so we will call or text you
              with a price shortly.
            </p>
          )}
          <h4 className="flow-subheading">When suits you</h4>
          <p className="flow-note">
            Pick a time, or leave it to a call. It is a request: we confirm it by phone or text.
          </p>
          {windows === undefined ? (
            <p aria-busy="true">Loading the open times…</p>
          ) : (
            <>
              <ChoiceCards
                name="appointmentWindow"
                legend="Time window"
                options={[
                  { value: '', label: 'Call me to arrange a time' },
                  ...shownWindows.map((window) => ({ value: window.id, label: window.label })),
                ]}
                value={values.appointmentWindow}
                onChange={(value) => setValue('appointmentWindow', value)}
                error={fieldError('appointmentWindow')}
              />
              {shownWindows.length < offered.length && (
                <Button
                  type="button"
                  variant="outline"
                  size="md"
                  onClick={() => setAllWindowsShown(true)}
                >
                  {`Show ${offered.length - shownWindows.length} later times`}
                </Button>
              )}
            </>
          )}
          {windows === 'unreachable' && (
            <p className="flow-note">
              The open times could not be loaded. Go on, and we will call you to arrange a time.
            </p>
          )}
          <h4 className="flow-subheading">Photos of the damage</h4>
          <p className="flow-note">
            Optional: up to {MAX_QUOTE_PHOTOS} photos of the damage help us bring the right glass.
            Only our team sees them; location data is removed.
          </p>
          {photos.length + pendingPhotos.filter((photo) => photo.status === 'sending').length <
            MAX_QUOTE_PHOTOS && (
            <div className="flow-photo-pickers">
              {/* The phone's camera at once, or photos already taken: two buttons, one
                  hidden file input each (the label is the button). */}
              <label htmlFor={`${id}-camera`} css={buttonStyle('secondary', 'md')}>
                <Camera size={18} aria-hidden="true" /> Take a photo
              </label>
              <input
                id={`${id}-camera`}
                className="flow-file"
                type="file"
                accept="image/*"
                capture="environment"
                onChange={onFilesChosen}
              />
              <label htmlFor={`${id}-photos`} css={buttonStyle('outline', 'md')}>
                <ImagePlus size={18} aria-hidden="true" /> Choose photos
              </label>
              <input
                id={`${id}-photos`}
                className="flow-file"
                type="file"
                accept="image/*"
                multiple
                onChange={onFilesChosen}
              />
            </div>
          )}
          <ul className="flow-list flow-photos" aria-live="polite">
            {photos.map((photo) => (
              <li key={photo.id}>
                {previews[photo.id] && (
                  <img src={previews[photo.id]} alt="" width={64} height={64} />
                )}
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
              <li key={photo.key} data-tone={photo.status === 'failed' ? 'warning' : undefined}>
                {photo.status === 'sending' ? (
                  <>
                    {`${photo.name}: sending…`}
                    <progress aria-label={`Sending ${photo.name}`} />
                  </>
                ) : (
                  `${photo.name}: ${photo.message}`
                )}
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
      {(step === 'contact' || step === 'send') && (
        <CollectionNotice form="quote" className="flow-note" />
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
          {step === 'send'
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
