/**
 * The instant quote flow (docs/decisions/quote-flow.md): vehicle, glass, ZIP, contact,
 * the estimate, a time window and photos, on four phone screens. Loaded when the
 * visitor starts it (the home quote gate, a model page's quote section), never with a
 * page. Every answer is saved in the browser as it is given, so a reload resumes at the
 * same step; the finished request goes through the unsent-leads queue like every lead.
 *
 * The shell of the flow ('Steps in code'): each step's fields and check are in steps/, the
 * moves between steps in quote-step-machine.ts; this file wires them to the answers, the
 * saved flow, the browser's history, the service's answers and the send.
 */
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { twinPaths } from '@/config/routes';
import { businessProfile } from '@/content/business-profile';
import { CAR_BRANDS } from '@/content/brands';
import { createLeadId, leadReference, VIN_PATTERN } from '@/domain/lead-fields';
import type { LeadInput } from '@/domain/lead.schema';
import { MAX_QUOTE_PHOTOS } from '@/domain/quote';
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
import { announceLeadForm, LEAD_FORM_ATTRIBUTE } from '@/ui/lead-form-marker';
import { PhoneLink } from '@/ui/phone-link';
import { useFormMessages } from '../form-messages';
import { leadContext } from '../lead-context';
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
import { flowFieldOf, readVin, vinProblemAsTyped } from './quote-flow-validation';
import {
  photoRefusalText,
  QuoteCollectionNotice,
  quoteErrorText,
  useQuoteMessages,
} from './quote-messages';
import { calendarEventWords, type QuoteReceipt } from './quote-receipt';
import { quoteStepReducer, startQuoteSteps, type QuoteStepAction } from './quote-step-machine';
import { CONTACT_STEP, ContactStep } from './steps/contact-step';
import { GLASS_STEP, GlassStep } from './steps/glass-step';
import { moveToNextTextField, type QuoteStepDefinition, type StepErrors } from './steps/quote-step';
import { SEND_STEP, SendStep, type PhotoInProgress } from './steps/send-step';
import { VEHICLE_STEP, VehicleStep } from './steps/vehicle-step';
import { windowLabel } from './quote-window-label';

/** Each step's title, button and check, by the step's name. */
const STEP_DEFINITIONS: Record<QuoteStep, QuoteStepDefinition> = {
  vehicle: VEHICLE_STEP,
  glass: GLASS_STEP,
  contact: CONTACT_STEP,
  send: SEND_STEP,
};

/** The unfinished copy's id: its own idempotency key, so it never blocks the finished one. */
const partialLeadId = (leadId: string) => `${leadId}-partial`;

/** Where a history entry keeps the flow's step (see 'Back and Forward'). */
const STEP_HISTORY_KEY = 'quoteStep';

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
  // A step's fields (steps/quote-step.tsx): items of this grid, as if the box were not there.
  '.flow-step': { display: 'contents' },
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
  const { locale, t, replyHours } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const saved = useMemo(() => readSavedQuoteFlow(), []);
  // The step on screen, whether the contact step was accepted, and what takes the focus.
  const [steps, dispatchStep] = useReducer(quoteStepReducer, saved, startQuoteSteps);
  const { step, contactGiven } = steps;
  const [leadId] = useState(() => saved?.leadId ?? createLeadId());
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
  const definition = STEP_DEFINITIONS[step];

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

  // After a move, the new step's heading takes the focus, so a screen reader hears where it
  // is; after a refusal the step focuses its first field to fix itself (steps/quote-step.tsx).
  useEffect(() => {
    if (steps.focus.request > 0 && steps.focus.target === 'heading') {
      window.requestAnimationFrame(() => headingRef.current?.focus());
    }
  }, [steps.focus]);

  /**
   * Makes a move. A move to another step is a new history entry of the same address
   * (docs/decisions/quote-flow.md, 'Back and Forward'), except the browser's own Back and
   * Forward, which arrive at an entry that is already there.
   */
  const move = (action: QuoteStepAction) => {
    const next = quoteStepReducer(steps, action);
    if (action.type !== 'history' && next.step !== step) {
      window.history.pushState({ ...window.history.state, [STEP_HISTORY_KEY]: next.step }, '');
    }
    dispatchStep(action);
  };

  // Back and Forward move between steps: each step is a history entry of the same address,
  // its step kept beside the router's own state, which is copied so the router sees the same
  // entry and does nothing.
  useEffect(() => {
    window.history.replaceState({ ...window.history.state, [STEP_HISTORY_KEY]: step }, '');
    const onPop = (event: PopStateEvent) => {
      const wanted = (event.state as Record<string, unknown> | null)?.[STEP_HISTORY_KEY];
      if (!QUOTE_STEPS.includes(wanted as QuoteStep)) return;
      dispatchStep({ type: 'history', step: wanted as QuoteStep });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // The entry the flow opens on is tagged once; later steps push their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onNext = () => {
    const stepErrors = definition.check(values, photos);
    formik.setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) {
      move({ type: 'refused' });
      return;
    }
    trackEvent('quote_step', { step, placement });
    move({ type: 'accepted' });
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
  /** What the thank-you page shows of the request just sent. */
  const receiptOf = (storedId: string): QuoteReceipt => {
    const chosen =
      windows === 'unreachable' || !values.appointmentWindow
        ? undefined
        : windows?.find((window) => window.id === values.appointmentWindow);
    const vehicle =
      [values.year, values.make, values.model].filter(Boolean).join(' ') ||
      (values.vinNumber ? t('quote.receipt.vehicleByVin', { vin: values.vinNumber }) : '');
    const summary: QuoteReceipt['summary'] = [
      [t('quote.receipt.vehicle'), vehicle],
      [t('quote.receipt.glass'), values.glass ? t(`quote.choice.glass.${values.glass}`) : ''],
      [t('quote.receipt.where'), values.zipCode],
      [
        t('quote.receipt.payment'),
        values.payment ? t(`quote.choice.payment.${values.payment}`) : '',
      ],
      [
        t('quote.receipt.photos'),
        photos.length > 0 ? String(photos.length) : t('quote.receipt.noPhotos'),
      ],
    ];
    const reference = leadReference(storedId);
    return {
      reference,
      summary: summary.filter(([, value]) => value !== ''),
      window: chosen && {
        label: windowLabel(chosen, locale, t),
        date: chosen.date,
        startMinutes: chosen.startMinutes,
        endMinutes: chosen.endMinutes,
        calendar: calendarEventWords(t, reference, {
          name: businessProfile.name,
          phone: businessProfile.phone.display,
        }),
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
      ...withoutFields(leadFromQuote(values, photos, formT('form.consent.texts')), leaveOut),
      ...(incomplete ? { incomplete: true } : {}),
      // The consent wording the visitor saw, in the flow's language, kept as evidence, and the
      // language the customer's messages are written in, as the lead form sends them
      // (docs/decisions/spanish.md#the-quote-flow-in-spanish).
      ...leadContext(searchParams, values.consentMarketing, {
        privacy: formT('form.consent.privacy'),
        marketing: formT('form.consent.marketing'),
      }),
      language: locale,
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
        contactGiven || Object.keys(CONTACT_STEP.check(values, photos)).length === 0;
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
    const stepErrors = definition.check(values, photos);
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
      // In the flow's language once the thank-you page has a twin, the English one until then.
      const thankYouPath = twinPaths(paths.thankYou())?.[locale] ?? paths.thankYou();
      navigate(thankYouPath, { state: { quoteReceipt: receiptOf(result.leadId ?? leadId) } });
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
        // Taken meanwhile: the times load again.
        setValue('appointmentWindow', '');
        setWindows(undefined);
      }
      move({ type: 'send-refused', fields: refused });
      formik.setErrors(flowErrors);
      setSubmitMessage(
        t('quote.sendRefused', {
          message: quoteErrorText(t, formT, Object.values(result.fieldErrors)[0] ?? ''),
        }),
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
              entry.key === key
                ? { ...entry, status: 'failed', message: photoRefusalText(t, upload.refusal) }
                : entry,
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
          {t(outcome === 'sent' ? 'quote.done.sentTitle' : 'quote.done.savedTitle')}
        </h3>
        {outcome === 'sent' ? (
          <p>
            {t(
              values.appointmentWindow ? 'quote.done.windowRequested' : 'quote.done.callToArrange',
            )}{' '}
            {replyHours()}
          </p>
        ) : (
          <p>{t('quote.done.savedOffline')}</p>
        )}
        <p>
          {t('quote.done.talkNowBeforePhone')} <PhoneLink placement="quote-flow-done" />
          {formT('form.talkAfterPhone')}
        </p>
      </Flow>
    );
  }

  /** What every step's fields take from the shell. */
  const fieldsProps = {
    id,
    values,
    errors: errors as StepErrors,
    setValue,
    onInput,
    focus: steps.focus,
  };

  return (
    <Flow
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
        <span>{t('quote.progress', { step: stepIndex + 1, count: QUOTE_STEPS.length })}</span>
        <progress value={stepIndex + 1} max={QUOTE_STEPS.length} aria-hidden="true" />
      </div>
      <h3 id={`${id}-heading`} className="flow-heading" tabIndex={-1} ref={headingRef}>
        {t(definition.title)}
      </h3>

      {step === 'vehicle' && (
        <VehicleStep {...fieldsProps} askClass={askClass} onAskClass={() => setAskClass(true)} />
      )}
      {step === 'glass' && (
        <GlassStep
          {...fieldsProps}
          askFeatures={askFeatures}
          onAskFeatures={() => setAskFeatures(true)}
        />
      )}
      {step === 'contact' && <ContactStep {...fieldsProps} zipAnswer={zipAnswer} />}
      {step === 'send' && (
        <SendStep
          {...fieldsProps}
          windows={windows}
          allWindowsShown={allWindowsShown}
          onShowAllWindows={() => setAllWindowsShown(true)}
          photos={photos}
          pendingPhotos={pendingPhotos}
          previews={previews}
          onFilesChosen={onFilesChosen}
          onRemovePhoto={(photoId) =>
            setPhotos((list) => list.filter((entry) => entry.id !== photoId))
          }
        />
      )}

      {submitMessage && (
        <p role="alert" className="flow-answer" data-tone="warning">
          {submitMessage}
        </p>
      )}
      {definition.showsCollectionNotice && <QuoteCollectionNotice className="flow-note" />}
      <div className="flow-actions">
        {stepIndex > 0 ? (
          <Button type="button" variant="ghost" size="md" onClick={() => move({ type: 'back' })}>
            <ArrowLeft size={18} aria-hidden="true" /> {t('quote.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" size="lg" disabled={formik.isSubmitting}>
          {t(formik.isSubmitting ? 'quote.sending' : definition.submitLabel)}
        </Button>
      </div>
      <p className="flow-note">
        {formT('form.talkBeforePhone')} <PhoneLink placement="quote-flow" />
        {formT('form.talkAfterPhone')}
      </p>
    </Flow>
  );
}
