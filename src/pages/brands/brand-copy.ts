/**
 * Short copy of the brand and brand-model pages, written once for every make. Anything
 * that names a make or model is a function of it, so each page reads as its own.
 * Facts about a make's glass live in `content/brand-glass-notes.ts`.
 */
import { businessProfile } from '@/content/business-profile';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claims';
import type { CarBrand, Feature, ProcessStep, Testimonial } from '@/content/types';
import type { ModelGlassFacts } from '@/content/model-facts/types';
import { cameraName, modelFacts, reviewsNamingModel } from '@/content/load/model-facts-lookup';
import { joinNames } from '@/content/join-names';
import {
  shortWarrantyTitle,
  SOONEST_VISIT,
  visitTiming,
  workmanshipTerm,
} from '@/content/promise-wording';
import { SERVICE_AREA } from '@/content/service-area';

const TESLA_ID = 'tesla';

export function isTesla(brand: Pick<CarBrand, 'id'>): boolean {
  return brand.id === TESLA_ID;
}

/** The brand page's intro names the first three models. */
export function brandIntro(brand: CarBrand): string {
  const firstModels = joinNames(brand.models.slice(0, 3));
  return `We replace and repair windshields on every ${brand.name}, including the ${firstModels}, at your home, office or job site in the ${SERVICE_AREA.cityCount} Bay Area cities we serve. Each job starts with your VIN, so the glass we bring matches the sensors, coatings and brackets your ${brand.name} left the factory with.`;
}

export function brandWhyChooseUs(brand: CarBrand): Feature[] {
  return [
    {
      title: 'OEM Quality',
      description: `Original-equipment or OEM-equivalent glass that matches the shape, tint and acoustic layer of your ${brand.name} windshield.`,
    },
    {
      title: 'Expert Technicians',
      description: `Technicians who follow ${brand.name}'s published procedures for glass, trim and sensors, and calibrate driver-assistance cameras whenever a replacement calls for it.`,
    },
    {
      title: shortWarrantyTitle(),
      description: `Our workmanship is covered against water leaks, air leaks and defects ${workmanshipTerm()}.`,
    },
  ];
}

/**
 * The three cards under a model page's hero. The middle one follows the model's facts: a
 * camera named only where the facts record one (docs/decisions/indexed-pages.md).
 */
export function modelDetailCards(
  brand: CarBrand,
  model: string,
  facts: ModelGlassFacts | undefined,
): Feature[] {
  const vehicle = `${brand.name} ${model}`;
  const camera = facts && facts.forwardCamera !== 'none' ? facts.forwardCamera : undefined;
  let middle: Feature;
  if (camera) {
    middle = {
      title: 'Advanced Calibration',
      description: isTesla(brand)
        ? `The ${model}'s forward cameras sit in a bracket bonded to the windshield. We move the camera housing over with care and start the car's own camera calibration before we leave.`
        : `The ${model}'s ${cameraName(camera)} (${camera.fitted}) looks through the windshield. We recalibrate it to ${brand.name}'s procedure once the new glass is in, so its features work as designed.`,
    };
  } else if (facts) {
    middle = {
      title: 'No Camera to Calibrate',
      description: `The ${model} of ${facts.years} has no camera behind the windshield, so the job is the glass alone, with no calibration to book or pay for.`,
    };
  } else {
    middle = {
      title: 'Checked Against Your VIN',
      description: `We decode your ${vehicle}'s VIN before the appointment to order the glass that matches its options, and tell you what the job involves before we start.`,
    };
  }
  return [
    {
      title: 'OEM Quality Glass',
      description: camera
        ? `We order original-equipment or OEM-equivalent glass for the ${vehicle}, checked against your VIN so the shape, tint, acoustic layer and any camera bracket match the original.`
        : `We order original-equipment or OEM-equivalent glass for the ${vehicle}, checked against your VIN so the shape, tint and any acoustic layer match the original.`,
    },
    middle,
    {
      title: shortWarrantyTitle(),
      description: `Our workmanship on your ${model} is covered against water leaks, air leaks and defects ${workmanshipTerm()}.`,
    },
  ];
}

export function modelWhyChooseUs(brand: CarBrand, model: string): string[] {
  return [
    'Mobile service at your home, office or job site, with no travel fee',
    `We bill your insurer directly: ${ZERO_WITH_GLASS_COVERAGE}`,
    `Technicians who follow ${brand.name}'s procedures for glass, sensors and cameras`,
    `Appointments ${SOONEST_VISIT}, and a ${model} windshield usually done in one to two hours`,
    'Free, no-obligation quotes with the price confirmed before we start',
  ];
}

export function modelProcess(
  brand: CarBrand,
  model: string,
  facts: ModelGlassFacts | undefined,
): ProcessStep[] {
  const vehicle = `${brand.name} ${model}`;
  const camera = facts && facts.forwardCamera !== 'none';
  return [
    {
      title: 'Free Assessment & Quote',
      description: `Tell us about the damage and your ${vehicle}'s year or VIN. We confirm the right glass and options, then give you a price or open the claim with your insurer.`,
    },
    {
      title: 'Schedule Your Service',
      description: `Pick a time at your home, office or job site. ${visitTiming()}`,
    },
    {
      title: 'OEM-Quality Replacement',
      description:
        'A technician removes the damaged windshield, prepares the frame and bonds the new glass with urethane. The car then rests for about an hour while the adhesive cures.',
    },
    camera
      ? {
          title: 'ADAS Calibration',
          description: isTesla(brand)
            ? `We check that the camera housing is seated in its bracket and start the ${model}'s self-calibration, which finishes as you drive.`
            : `We recalibrate the ${model}'s windshield camera and confirm the warnings are clear before handing back the keys.`,
        }
      : {
          title: 'Final Check',
          description: `We check the seal, the trim and the wipers on your ${model}, clean the glass and tell you how long to wait before driving and washing the car.`,
        },
  ];
}

/**
 * Body styles whose windshield backs up a passenger airbag and helps hold the roof up: light
 * passenger vehicles. Not vans and chassis-cab trucks (an Isuzu NPR), not convertibles.
 */
const AIRBAG_BACKSTOP_BODY_STYLES = new Set([
  'sedan',
  'hatchback',
  'coupe',
  'wagon',
  'SUV',
  'minivan',
  'pickup',
]);
/** From model year 1999 every US car and light truck has a passenger airbag (FMVSS 208). */
const PASSENGER_AIRBAG_FROM_YEAR = 1999;

/**
 * What the windshield does in the model's body, said only where it is true: the structural
 * sentence needs the model's facts, a light passenger body style and a passenger airbag in
 * every year the facts cover (docs/decisions/launch-truth.md#no-invented-local-facts).
 */
export function windshieldRole(
  brand: CarBrand,
  model: string,
  facts: ModelGlassFacts | undefined,
): string {
  const firstYear = Number(facts?.years.match(/\d{4}/)?.[0] ?? 0);
  if (
    facts &&
    AIRBAG_BACKSTOP_BODY_STYLES.has(facts.bodyStyle) &&
    firstYear >= PASSENGER_AIRBAG_FROM_YEAR
  )
    return `The windshield is part of your ${model}'s structure: it helps support the roof and backs up the passenger airbag. We install it to the factory standard.`;
  return `We install your ${model}'s windshield to ${brand.name}'s specification, with the glass checked against your VIN before the visit.`;
}

/**
 * A model card's line on the brand page, naming the model so no line repeats on the page; a
 * camera is named only where the model's facts record one (docs/decisions/indexed-pages.md).
 */
export function modelCardText(brand: CarBrand, model: string): string {
  const facts = modelFacts(brand, model);
  if (facts && facts.forwardCamera !== 'none')
    return `${model} windshield replacement and chip repair at your location, with calibration of the ${cameraName(facts.forwardCamera)}.`;
  if (facts)
    return `${model} (${facts.years}): no camera on the windshield, so replacement or chip repair needs no calibration.`;
  return `${model} windshield replacement and chip repair at your location, with the glass matched to its VIN.`;
}

export const ADAS_SAFETY_NOTICE =
  'A driver-assistance camera looks at the road through the windshield. After the glass is replaced, even a small change in the camera’s angle can make it misread lane lines or misjudge the distance to the car ahead, so the camera has to be calibrated before you rely on those features.';

export const CALIBRATION_METHODS: Feature[] = [
  {
    title: 'Static calibration',
    description: `Done at our ${businessProfile.calibrationShop} shop: the vehicle stands on a level floor, in controlled light and in front of a clear background, facing printed targets set at precise distances and heights, while a scan tool puts the camera into calibration mode. Many manufacturers require it for at least some models.`,
  },
  {
    title: 'Dynamic calibration',
    description:
      'A technician drives the vehicle at set speeds on clearly marked roads with a scan tool connected, while the camera learns the lane lines and its own position. Some vehicles need both methods.',
  },
];

export function teslaCameraText(model: string): string[] {
  return [
    'Tesla builds its driver-assistance features around eight exterior cameras that give the car a view all the way around it. The forward-facing cameras look out through the top of the windshield from a bracket bonded to the glass; the others sit in the front fenders, the door pillars and above the rear license plate.',
    `Because the forward cameras move with the windshield, a new windshield means they must calibrate again. Your ${model} does this itself as it is driven: Autopilot features are unavailable until it finishes, which usually takes 20 to 25 miles on well-marked roads and can take longer in poor weather or heavy traffic.`,
  ];
}

export const GENERIC_ADAS_FEATURES: Feature[] = [
  {
    title: 'Lane keeping assist',
    description: 'Reads the lane lines and steers gently to keep the car centered.',
  },
  {
    title: 'Automatic emergency braking',
    description: 'Spots a vehicle or pedestrian ahead and brakes when a collision is close.',
  },
  {
    title: 'Adaptive cruise control',
    description: 'Keeps a set following distance from the car in front.',
  },
  {
    title: 'Forward collision warning',
    description: 'Sounds an alert when you close in on the car ahead too quickly.',
  },
];

export function genericAdasIntro(
  brand: CarBrand,
  model: string,
  camera: { system: string; fitted: string },
): string {
  return `On the ${brand.name} ${model}, the ${cameraName(camera)} at the top of the windshield (${camera.fitted}) runs features like these. We decode your VIN before the appointment to confirm your car has it; if it has none, no calibration is needed and none is charged.`;
}

/**
 * Reviews for a model page: only those of this make that name this model, so no page
 * quotes a customer about another car (docs/decisions/indexed-pages.md). Often none.
 */
export function modelTestimonials(brand: CarBrand, model: string): Testimonial[] {
  return reviewsNamingModel(brand, model);
}
