/**
 * The quote flow's answers, kept in the browser after every step, so a reload or a lost
 * signal loses nothing (docs/decisions/quote-flow.md, 'Resume'), and turned into the lead
 * the service takes. No zod here: validation loads with quote-flow-validation.ts.
 */
import { withModelFacts } from '@/content/model-facts/glass-features';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import type { LeadInput } from '@/domain/lead.schema';
import { QUOTE_FLOW_STORAGE_KEY } from './quote-flow-resume';
import type {
  Door,
  FeatureAnswer,
  GlassKind,
  PaymentChoice,
  VehicleClass,
  WindshieldFeature,
} from '@/domain/quote';

/**
 * The flow's screens, in the order docs/decisions/quote-flow.md gives ('Four screens'): the
 * vehicle; the glass; where the car is and who to call; then the estimate, the time and
 * optional photos beside the Send button.
 */
export const QUOTE_STEPS = ['vehicle', 'glass', 'contact', 'send'] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];

/** Steps of the seven-screen flow a visitor may have saved before it became four. */
const EARLIER_STEPS: Record<string, QuoteStep> = {
  where: 'contact',
  estimate: 'send',
  when: 'send',
  photos: 'send',
};

export interface QuoteFlowValues {
  /** 'model' (year, make, model) or 'vin'. */
  identifyBy: 'model' | 'vin';
  vinNumber: string;
  year: string;
  make: string;
  /** The make was typed, not chosen from the site's makes. */
  makeTyped: boolean;
  model: string;
  /** The model was typed, not chosen from the make's list. */
  modelTyped: boolean;
  vehicleClass: VehicleClass | '';
  glass: GlassKind | '';
  door: Door | '';
  features: Record<WindshieldFeature, FeatureAnswer>;
  zipCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  payment: PaymentChoice | '';
  insurer: string;
  consentPrivacyPolicy: boolean;
  consentMarketing: boolean;
  /** Texts about this request (docs/decisions/text-messages.md); absent in older saved flows. */
  consentTexts?: boolean;
  /** A window id, or '' for "call me to arrange a time". */
  appointmentWindow: string;
}

export interface AttachedPhoto {
  id: string;
  name: string;
}

export interface SavedQuoteFlow {
  version: 1;
  /** Also the lead's idempotency key, so a retried request is stored once. */
  leadId: string;
  step: QuoteStep;
  values: QuoteFlowValues;
  photos: AttachedPhoto[];
  /** The contact step was accepted: leaving now stores an unfinished copy. */
  contactGiven?: boolean;
}

/** What the page the flow opens on already knows (src/config/quote-link.ts). */
export interface QuoteFlowPreset {
  /** The make's name, as the site lists it ('Tesla'). */
  make?: string;
  model?: string;
  glass?: GlassKind;
}

export function initialQuoteValues(preset: QuoteFlowPreset = {}): QuoteFlowValues {
  return {
    identifyBy: 'model',
    vinNumber: '',
    year: '',
    make: preset.make ?? '',
    makeTyped: false,
    model: preset.model ?? '',
    modelTyped: false,
    vehicleClass: '',
    glass: preset.glass ?? '',
    door: '',
    features: {
      forwardCamera: 'unsure',
      rainSensor: 'unsure',
      heatedArea: 'unsure',
      headUpDisplay: 'unsure',
    },
    zipCode: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    payment: '',
    insurer: '',
    consentPrivacyPolicy: false,
    consentMarketing: false,
    consentTexts: false,
    appointmentWindow: '',
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSavedQuoteFlow(): SavedQuoteFlow | undefined {
  try {
    const saved = JSON.parse(
      storage()?.getItem(QUOTE_FLOW_STORAGE_KEY) ?? 'null',
    ) as SavedQuoteFlow | null;
    if (saved?.version !== 1) return undefined;
    const step = QUOTE_STEPS.includes(saved.step) ? saved.step : EARLIER_STEPS[saved.step];
    return step && { ...saved, step };
  } catch {
    return undefined;
  }
}

export function saveQuoteFlow(flow: SavedQuoteFlow): void {
  try {
    storage()?.setItem(QUOTE_FLOW_STORAGE_KEY, JSON.stringify(flow));
  } catch {
    // Storage full or blocked: the flow still works, it just does not survive a reload.
  }
}

export function forgetQuoteFlow(): void {
  try {
    storage()?.removeItem(QUOTE_FLOW_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * The lead the service takes (LeadSchema): the contact fields and the quote beside them.
 * `textsWording` is the texts consent as the visitor saw it, in the flow's language
 * (docs/decisions/spanish.md#the-quote-flow-in-spanish); English by default.
 */
export function leadFromQuote(
  values: QuoteFlowValues,
  photos: AttachedPhoto[],
  textsWording: string = TEXT_MESSAGE_CONSENT_TEXT,
): LeadInput {
  const byVin = values.identifyBy === 'vin';
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    zipCode: values.zipCode,
    vinNumber: byVin ? values.vinNumber || undefined : undefined,
    consentPrivacyPolicy: values.consentPrivacyPolicy as true,
    consentMarketing: values.consentMarketing,
    consentTexts: Boolean(values.consentTexts),
    // The wording the visitor saw, kept as evidence with the consent.
    consentTextsWording: values.consentTexts ? textsWording : undefined,
    // With a VIN, the year and make are the VIN's own reading (the flow fills them in), and
    // the model what the visitor picked from that make's list, if anything. What the model's
    // recorded facts decide (class, camera) fills what the flow did not ask, the same way the
    // lead service recomputes the estimate (docs/decisions/quote-flow.md, 'The estimate').
    quote: withModelFacts({
      year: values.year ? Number(values.year) : undefined,
      make: values.make || undefined,
      model: values.model || undefined,
      vehicleClass: values.vehicleClass || undefined,
      glass: values.glass || undefined,
      door: values.glass === 'door' ? values.door || undefined : undefined,
      features: values.glass === 'windshield' ? values.features : undefined,
      payment: values.payment || undefined,
      insurer: values.payment === 'insurance' ? values.insurer || undefined : undefined,
      appointmentWindow: values.appointmentWindow || undefined,
      photoIds: photos.map((photo) => photo.id),
    }),
  };
}
