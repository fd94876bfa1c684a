/**
 * Short copy of the brand and brand-model pages, written once for every make. Anything
 * that names a make or model is a function of it, so each page reads as its own.
 * Facts about a make's glass live in `content/brand-glass-notes.ts`.
 */
import { businessProfile } from '@/content/business-profile';
import { reviewSourceLine, ZERO_WITH_GLASS_COVERAGE } from '@/content/claims';
import type { CarBrand, Feature, ProcessStep, Testimonial } from '@/content/types';
import { TESTIMONIALS } from '@/content/reviews';
import { joinNames } from '@/content/join-names';
import { SERVICE_AREA } from '@/content/service-area';

export const TESLA_ID = 'tesla';

export function isTesla(brand: Pick<CarBrand, 'id'>): boolean {
  return brand.id === TESLA_ID;
}

/** The brand page's intro names the first three models (specification, section 9). */
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
      title: 'Lifetime Warranty',
      description:
        'Our workmanship is covered against water leaks, air leaks and defects for as long as you own the vehicle.',
    },
  ];
}

export function modelDetailCards(brand: CarBrand, model: string): Feature[] {
  const vehicle = `${brand.name} ${model}`;
  return [
    {
      title: 'OEM Quality Glass',
      description: `We order original-equipment or OEM-equivalent glass for the ${vehicle}, checked against your VIN so the shape, tint, acoustic layer and any camera bracket match the original.`,
    },
    {
      title: 'Advanced Calibration',
      description: isTesla(brand)
        ? `The ${model}'s forward cameras sit in a bracket bonded to the windshield. We move the camera housing over with care and start the car's own camera calibration before we leave.`
        : `If your ${model} has a camera or sensor on the windshield, we recalibrate it to ${brand.name}'s procedure once the new glass is in, so lane keeping and emergency braking work as designed.`,
    },
    {
      title: 'Lifetime Warranty',
      description: `Our workmanship on your ${model} is covered against water leaks, air leaks and defects for as long as you own it.`,
    },
  ];
}

export function modelWhyChooseUs(brand: CarBrand, model: string): string[] {
  return [
    'Mobile service at your home, office or job site, with no travel fee',
    `We bill your insurer directly: ${ZERO_WITH_GLASS_COVERAGE}`,
    `Technicians who follow ${brand.name}'s procedures for glass, sensors and cameras`,
    `Same-day or next-day appointments, and most ${model} windshields done in one to two hours`,
    'Free, no-obligation quotes with the price confirmed before we start',
  ];
}

export function modelProcess(brand: CarBrand, model: string): ProcessStep[] {
  const vehicle = `${brand.name} ${model}`;
  return [
    {
      title: 'Free Assessment & Quote',
      description: `Tell us about the damage and your ${vehicle}'s year or VIN. We confirm the right glass and options, then give you a price or open the claim with your insurer.`,
    },
    {
      title: 'Schedule Your Service',
      description:
        'Pick a time at your home, office or job site. Same-day or next-day appointments are often available across the Bay Area.',
    },
    {
      title: 'OEM-Quality Replacement',
      description:
        'A technician removes the damaged windshield, prepares the frame and bonds the new glass with urethane. The car then rests for about an hour while the adhesive cures.',
    },
    {
      title: 'ADAS Calibration',
      description: isTesla(brand)
        ? `We check that the camera housing is seated in its bracket and start the ${model}'s self-calibration, which finishes as you drive.`
        : `When your ${model} has driver-assistance cameras, we recalibrate them and confirm the warnings are clear before handing back the keys.`,
    },
  ];
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

export function genericAdasIntro(brand: CarBrand, model: string): string {
  return `Many ${brand.name} ${model} trims carry a forward camera at the top of the windshield for features like these. We decode your VIN before the appointment to see which ones your car has; if it has none, no calibration is needed and none is charged.`;
}

/**
 * Testimonials for a model page: reviews of this make first, then windshield
 * replacement reviews. Three, or four on Tesla pages; a lower rating goes third, as
 * in the specification's 5, 5, 4, 5.
 */
export function modelTestimonials(brand: CarBrand): Testimonial[] {
  const count = isTesla(brand) ? 4 : 3;
  const ofBrand = TESTIMONIALS.filter((testimonial) => testimonial.brandId === brand.id);
  const replacement = TESTIMONIALS.filter(
    (testimonial) =>
      testimonial.brandId !== brand.id && testimonial.service === 'windshield-replacement',
  ).sort((a, b) => Number(Boolean(a.brandId)) - Number(Boolean(b.brandId)));
  const picked = [...ofBrand, ...replacement].slice(0, count);
  const top = picked.filter((testimonial) => testimonial.rating === 5);
  const lower = picked.filter((testimonial) => testimonial.rating < 5);
  // The model page shows `location` under the name only: until it renders the shared
  // ReviewCard, source, date and any sample label ride along in that line, so no review
  // appears there without them (docs/decisions/launch-truth.md#reviews).
  return [...top.slice(0, 2), ...lower, ...top.slice(2)].map((review) => ({
    ...review,
    location: `${review.location} · ${reviewSourceLine(review)}${review.sample ? ' · Sample review' : ''}`,
  }));
}
