/**
 * What the quote flow asks beyond a plain lead: the vehicle, the glass, the windshield's
 * features, insurance, an appointment window and photos; and the estimate a price table
 * gives for them. The browser's flow and the lead service both use it
 * (docs/decisions/quote-flow.md). No zod here (lead.schema.ts builds the schema from
 * these lists), no React and no Node.
 */
import type { ServiceSlug } from './service-slugs';

/** The glass the visitor needs fixed, and the service each one is. */
export const GLASS_KINDS = [
  { value: 'windshield', label: 'Windshield replacement', service: 'windshield-replacement' },
  { value: 'chip', label: 'Chip or small crack repair', service: 'windshield-repairs' },
  { value: 'door', label: 'Door window', service: 'door-glass-replacement' },
  { value: 'back', label: 'Back glass', service: 'back-glass-replacement' },
] as const satisfies readonly { value: string; label: string; service: ServiceSlug }[];
export type GlassKind = (typeof GLASS_KINDS)[number]['value'];
export const GLASS_KIND_VALUES = GLASS_KINDS.map((kind) => kind.value) as [
  GlassKind,
  ...GlassKind[],
];

export function serviceForGlass(glass: GlassKind): ServiceSlug {
  return GLASS_KINDS.find((kind) => kind.value === glass)!.service;
}

/** Which door, for door glass: the part differs side to side and front to back. */
export const DOORS = [
  { value: 'front-left', label: 'Front, driver side' },
  { value: 'front-right', label: 'Front, passenger side' },
  { value: 'rear-left', label: 'Rear, driver side' },
  { value: 'rear-right', label: 'Rear, passenger side' },
] as const;
export type Door = (typeof DOORS)[number]['value'];
export const DOOR_VALUES = DOORS.map((door) => door.value) as [Door, ...Door[]];

/**
 * Vehicle classes of the price table: glass for an SUV or a pickup is larger and often
 * dearer than a sedan's. The visitor picks one; "not sure" is not offered because every
 * driver knows which of the three they drive.
 */
export const VEHICLE_CLASSES = [
  { value: 'car', label: 'Car: sedan, hatchback, coupe or wagon' },
  { value: 'suv', label: 'SUV, crossover or minivan' },
  { value: 'truck', label: 'Pickup or van' },
] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number]['value'];
export const VEHICLE_CLASS_VALUES = VEHICLE_CLASSES.map((entry) => entry.value) as [
  VehicleClass,
  ...VehicleClass[],
];

/** The windshield features that change the part and the work. */
export const WINDSHIELD_FEATURES = [
  {
    value: 'forwardCamera',
    label: 'Camera behind the mirror',
    hint: 'For lane keeping or emergency braking. It is recalibrated after a new windshield.',
  },
  {
    value: 'rainSensor',
    label: 'Rain sensor',
    hint: 'Wipers that start on their own when it rains.',
  },
  {
    value: 'heatedArea',
    label: 'Heated glass',
    hint: 'Fine wires at the bottom of the glass, or a heated wiper rest.',
  },
  {
    value: 'headUpDisplay',
    label: 'Head-up display',
    hint: 'Speed or directions shown on the windshield in front of the driver.',
  },
] as const;
export type WindshieldFeature = (typeof WINDSHIELD_FEATURES)[number]['value'];

/** Every feature question allows "not sure": a wrong guess costs more than an honest one. */
export const FEATURE_ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
] as const;
export type FeatureAnswer = (typeof FEATURE_ANSWERS)[number]['value'];
export const FEATURE_ANSWER_VALUES = FEATURE_ANSWERS.map((answer) => answer.value) as [
  FeatureAnswer,
  ...FeatureAnswer[],
];

export const PAYMENT_CHOICES = [
  { value: 'self', label: 'I will pay myself' },
  { value: 'insurance', label: 'My insurance will pay' },
] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]['value'];
export const PAYMENT_CHOICE_VALUES = PAYMENT_CHOICES.map((choice) => choice.value) as [
  PaymentChoice,
  ...PaymentChoice[],
];

export const MAX_QUOTE_PHOTOS = 3;
/**
 * Bytes of one damage photo. A 48 MP phone photo is 5–10 MB as JPEG, up to about 12 MB as a
 * PNG screenshot; anything bigger is not a phone photo. The service refuses a larger file
 * before reading it (server/quotes/photo-image.ts), and the flow does not send one.
 */
export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
export const OLDEST_MODEL_YEAR = 1981;

/**
 * The model years a visitor can choose in `currentYear`, newest first: next year's models are
 * on sale from the summer before, so the list starts one year ahead. The forms pass the year
 * from useCurrentYear (src/hydration/use-current-year.ts), so the prerendered list and the hydrating
 * one are the same (docs/decisions/quote-flow.md#model-years).
 */
export function modelYears(currentYear: number): number[] {
  const newest = currentYear + 1;
  return Array.from({ length: newest - OLDEST_MODEL_YEAR + 1 }, (_, index) => newest - index);
}

export const QUOTE_MESSAGES = {
  vehicle: 'Please choose the year, make and model, or enter your VIN',
  year: 'Please choose the model year',
  make: 'Please choose the make',
  model: 'Please choose or type the model',
  vehicleClass: 'Please choose the kind of vehicle',
  glass: 'Please choose the glass that needs work',
  door: 'Please choose which door',
  payment: 'Please choose who pays',
  insurer: 'Please type the name of your insurance company',
  window: 'Please choose a time window, or ask us to call you',
  windowFull:
    'That time window has just been booked up. Please choose another one, or ask us to call you.',
  windowGone: 'That time window is no longer offered. Please choose another one.',
  serviceMismatch: 'The service does not match the glass chosen',
  /** Said as the VIN is typed: letters no VIN uses, because they look like 1 and 0. */
  vinLetters: 'A VIN never uses the letters I, O or Q: check for the digits 1 and 0',
} as const;

/** A price range in whole US dollars. */
export type PriceRange = readonly [low: number, high: number];

/**
 * The business's price table (business profile, `quote.prices`): a range per glass and
 * vehicle class, what each windshield feature adds, and the calibration a forward camera
 * needs after a new windshield.
 */
export interface QuotePriceTable {
  glass: Record<GlassKind, Record<VehicleClass, PriceRange>>;
  features: Record<WindshieldFeature, PriceRange>;
  calibration: PriceRange;
}

export interface QuoteEstimateInput {
  glass: GlassKind;
  vehicleClass: VehicleClass;
  features?: Partial<Record<WindshieldFeature, FeatureAnswer>>;
}

export interface QuoteEstimate {
  low: number;
  high: number;
  /** What the range depends on, one line each, in the order they were added. */
  dependsOn: string[];
  /** What the price covers, one short line each. */
  includes: string[];
}

/**
 * What could still move a price the visitor saw, said beside every estimate: the table
 * prices a class of vehicle, and the exact part, the trim and the damage are confirmed
 * only from the VIN and at the visit (docs/decisions/quote-flow.md, 'The estimate').
 */
export const ESTIMATE_COULD_CHANGE_WITH = [
  'the exact part for your VIN',
  'trim options',
  'damage found at the visit',
] as const;

/**
 * Every line an estimate can say, what it depends on and what it includes, by a key: the
 * quote flow shows a line in the page's language as the message `quote.estimate.<key>`
 * (src/features/lead-capture/quote-flow/quote-messages.tsx), so it never needs the English
 * catalogue to know which line it was given. A plain object of strings, so a page that never
 * estimates (the home's quote card reads this module) drops it from its bundle.
 */
export const ESTIMATE_LINES = {
  exactGlass: 'the exact glass for your vehicle',
  glass: 'the glass',
  mobileVisit: 'the mobile visit: we come to you',
  'glassFor.forwardCamera': 'the glass for a camera behind the mirror',
  'glassFor.rainSensor': 'the glass for a rain sensor',
  'glassFor.heatedArea': 'the glass for heated glass',
  'glassFor.headUpDisplay': 'the glass for a head-up display',
  'whetherItHas.forwardCamera': 'whether it has a camera behind the mirror',
  'whetherItHas.rainSensor': 'whether it has a rain sensor',
  'whetherItHas.heatedArea': 'whether it has heated glass',
  'whetherItHas.headUpDisplay': 'whether it has a head-up display',
  whetherRecalibrating: 'whether the camera needs recalibrating',
  recalibrating: 'recalibrating the camera after the new glass is in',
  recalibratingIfAny: 'recalibrating the camera, if it has one',
} satisfies Record<
  | 'exactGlass'
  | 'glass'
  | 'mobileVisit'
  | `glassFor.${WindshieldFeature}`
  | `whetherItHas.${WindshieldFeature}`
  | 'whetherRecalibrating'
  | 'recalibrating'
  | 'recalibratingIfAny',
  string
>;
export type EstimateLineKey = keyof typeof ESTIMATE_LINES;

/**
 * The price range for a job, before insurance. Only a new windshield has features and
 * calibration. A feature answered "yes" adds its range; "not sure" adds nothing to the
 * low end and its top to the high end, so the range stays honest either way.
 */
export function estimateQuote(table: QuotePriceTable, input: QuoteEstimateInput): QuoteEstimate {
  const [baseLow, baseHigh] = table.glass[input.glass][input.vehicleClass];
  let low = baseLow;
  let high = baseHigh;
  const dependsOn: string[] = [ESTIMATE_LINES.exactGlass];
  const includes: string[] = [ESTIMATE_LINES.glass, ESTIMATE_LINES.mobileVisit];
  if (input.glass === 'windshield') {
    for (const feature of WINDSHIELD_FEATURES) {
      const answer = input.features?.[feature.value] ?? 'unsure';
      if (answer === 'no') continue;
      const [featureLow, featureHigh] = table.features[feature.value];
      if (answer === 'yes') low += featureLow;
      high += featureHigh;
      dependsOn.push(
        answer === 'yes'
          ? ESTIMATE_LINES[`glassFor.${feature.value}`]
          : ESTIMATE_LINES[`whetherItHas.${feature.value}`],
      );
    }
    const camera = input.features?.forwardCamera ?? 'unsure';
    if (camera !== 'no') {
      if (camera === 'yes') low += table.calibration[0];
      high += table.calibration[1];
      // A known camera's recalibration is in the price (`includes`), not a doubt about it.
      if (camera !== 'yes') dependsOn.push(ESTIMATE_LINES.whetherRecalibrating);
      includes.push(
        camera === 'yes' ? ESTIMATE_LINES.recalibrating : ESTIMATE_LINES.recalibratingIfAny,
      );
    }
  }
  return { low, high, dependsOn, includes };
}

/** '$320 – $480' */
export function formatPriceRange(estimate: Pick<QuoteEstimate, 'low' | 'high'>): string {
  const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
  return estimate.low === estimate.high
    ? dollars(estimate.low)
    : `${dollars(estimate.low)} – ${dollars(estimate.high)}`;
}
