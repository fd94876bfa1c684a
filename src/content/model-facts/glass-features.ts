/**
 * What the recorded model facts decide for a quote: the vehicle class (from the body
 * style) and the windshield features of one model year, read from the facts' own text.
 * The reading is deliberately narrow: a feature is 'yes' or 'no' only where the text says
 * so for that year without a trim, option or transmission condition; anything else stays
 * undecided and the visitor is asked (docs/decisions/quote-flow.md, 'The estimate').
 * The browser's quote flow and the lead service both use `withModelFacts`, so the owner's
 * lead shows the range the visitor saw. Imported only by the lazily loaded quote flow and
 * the server, never by a page, so the facts table stays out of the first-load bundle.
 */
import { CAR_BRANDS } from '../brands';
import type { FeatureAnswer, VehicleClass, WindshieldFeature } from '@/domain/quote';
import { modelFactsKey } from './key';
import { MODEL_GLASS_FACTS } from './model-glass-facts';
import type { ModelGlassFacts } from './types';

/** The price table's vehicle class for each recorded body style. */
const CLASS_OF_BODY_STYLE: Record<string, VehicleClass> = {
  sedan: 'car',
  hatchback: 'car',
  coupe: 'car',
  wagon: 'car',
  convertible: 'car',
  suv: 'suv',
  minivan: 'suv',
  pickup: 'truck',
  van: 'truck',
};

export function vehicleClassOfBodyStyle(bodyStyle: string): VehicleClass | undefined {
  return CLASS_OF_BODY_STYLE[bodyStyle.trim().toLowerCase()];
}

/** The model years the facts cover: '2017 to today', '2003-2010', '2016'. */
export function coveredYears(years: string): { from: number; to: number } | undefined {
  const toToday = /^(\d{4}) to today$/.exec(years);
  if (toToday) return { from: Number(toToday[1]), to: Number.POSITIVE_INFINITY };
  const span = /^(\d{4})-(\d{4})$/.exec(years);
  if (span) return { from: Number(span[1]), to: Number(span[2]) };
  const single = /^(\d{4})$/.exec(years);
  if (single) return { from: Number(single[1]), to: Number(single[1]) };
  return undefined;
}

/** Words that make fitment depend on something the model year does not tell. */
const CONDITIONAL = /\b(only|optional|none|equipped|lack|available|trims? for)\b/i;

/**
 * Whether a car of `year` has the forward camera, from the recorded `fitted` text:
 * - 'none' as the whole record: no year has one;
 * - "standard from 2018", "standard on every trim from 2020", "standard from the refreshed
 *   2022 truck", "on every 2024 and later car": yes from that year; earlier years are 'no'
 *   only where the text says "2016-2017 trucks have none" or "none for 2015-2017";
 * - "standard on every trim", "every car, all years", "standard: TSS-P ...": yes, unless
 *   the text also names an option, a trim condition or cars without one;
 * - anything else ('on cars equipped with ...', 'cars built from late 2014 onward'):
 *   'unsure', because the year alone does not settle it.
 */
export function forwardCameraInYear(
  camera: ModelGlassFacts['forwardCamera'],
  year: number,
): FeatureAnswer {
  if (camera === 'none') return 'no';
  const fitted = camera.fitted;
  const noneFor =
    /(\d{4})-(\d{4})[^;,]* have none/i.exec(fitted) ?? /none for (\d{4})-(\d{4})/i.exec(fitted);
  if (noneFor && year >= Number(noneFor[1]) && year <= Number(noneFor[2])) return 'no';
  const fromYear =
    /standard (?:on every \w+ )?from (?:the (?:\w+ )?)?(\d{4})/i.exec(fitted) ??
    /on every (\d{4}) and later/i.exec(fitted);
  if (fromYear) return year >= Number(fromYear[1]) ? 'yes' : 'unsure';
  if (/^(standard\b|every (car|truck)\b)/i.test(fitted) && !CONDITIONAL.test(fitted)) {
    return 'yes';
  }
  return 'unsure';
}

/** What the facts decide for one model year: each only where the text settles it. */
export interface ModelDerivation {
  vehicleClass: VehicleClass;
  /** Only the features the facts decide; the others are asked. */
  features: Partial<Record<WindshieldFeature, 'yes' | 'no'>>;
}

/**
 * The derivation for a make (its name, as the site lists it) and model in a model year,
 * or undefined when no facts are recorded, the year is unknown or outside the years the
 * facts cover, or the body style is not one the price table knows. Only the forward camera
 * is ever recorded per year; the rain sensor and heated glass are not recorded for any
 * model, and the head-up display only as "available on ..." trims, so those stay asked.
 */
export function deriveFromModelFacts(
  make: string | undefined,
  model: string | undefined,
  year: number | undefined,
): ModelDerivation | undefined {
  if (!make || !model) return undefined;
  const brand = CAR_BRANDS.find((candidate) => candidate.name === make);
  const facts = brand && MODEL_GLASS_FACTS[modelFactsKey(brand.id, model)];
  if (!facts) return undefined;
  // The body style is the model's, whatever its year: a Civic is a car and an Odyssey a
  // minivan in every generation the site lists. The features are only read for the years
  // the facts cover, since glass equipment changes between generations.
  const vehicleClass = vehicleClassOfBodyStyle(facts.bodyStyle);
  if (!vehicleClass) return undefined;
  const features: ModelDerivation['features'] = {};
  const covered = coveredYears(facts.years);
  if (year && covered && year >= covered.from && year <= covered.to) {
    const camera = forwardCameraInYear(facts.forwardCamera, year);
    if (camera !== 'unsure') features.forwardCamera = camera;
  }
  return { vehicleClass, features };
}

interface QuoteAnswers {
  year?: number;
  make?: string;
  model?: string;
  vehicleClass?: VehicleClass;
  features?: Partial<Record<WindshieldFeature, FeatureAnswer>>;
}

/**
 * The quote's answers with what the facts decide filled in: the class when the visitor
 * gave none, and each feature the visitor left at "not sure" (or never saw). A visitor's
 * own 'yes' or 'no' stands: they may know their car better than the record.
 */
export function withModelFacts<Quote extends QuoteAnswers>(quote: Quote): Quote {
  const derived = deriveFromModelFacts(quote.make, quote.model, quote.year);
  if (!derived) return quote;
  const features = quote.features && { ...quote.features };
  if (features) {
    for (const [feature, answer] of Object.entries(derived.features)) {
      const key = feature as WindshieldFeature;
      if ((features[key] ?? 'unsure') === 'unsure') features[key] = answer;
    }
  }
  return {
    ...quote,
    vehicleClass: quote.vehicleClass ?? derived.vehicleClass,
    ...(features && { features }),
  };
}
