/**
 * The business profile file (content/business-profile.json, or BUSINESS_PROFILE_PATH):
 * its schema and the readable list of what is wrong with a file. Node only (build,
 * launch check, tests): the browser bundle receives the already validated JSON and never
 * loads zod for it. Why the profile is one JSON file: docs/decisions/launch-truth.md.
 */
import { z } from 'zod';
import { US_HOLIDAYS } from '@/domain/appointment-windows';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T12:00:00Z`)), 'is not a real date');

const httpsUrl = z.string().url('must be a full URL (https://…)');

/** `"sample": true` marks a demo value that a real site may not ship (the launch check lists it). */
const sample = z.boolean().optional();

const phone = z
  .string()
  .refine(
    (text) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').length === 10,
    'must be a 10-digit US phone number',
  );

const reviewSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
  sample,
  quote: z.string().min(20, 'is too short to be a review'),
  /** First name and initial only: 'Kevin L.' */
  author: z
    .string()
    .regex(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u, 'must be a first name and an initial, like "Kevin L."'),
  /** The reviewer's city, exactly as in the city list; the review is shown on that city's page. */
  city: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  /** When the review was posted. */
  date: isoDate,
  /** Where it was posted: 'Google', 'Yelp', … */
  source: z.string().min(2),
  /** Link to the review where it was posted. */
  url: httpsUrl.optional(),
  /** The service the review is about (a slug of src/content/services.ts). */
  service: z.string().min(1),
  /** A car make id (src/content/brands.ts), when the review names the car. */
  brandId: z.string().optional(),
});

const authorSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  sample,
  name: z.string().min(2),
  role: z.string().min(2),
  bio: z.string().min(20),
  /** Claims about the person (years of experience, certificates): listed as given, never embellished. */
  credentials: z.array(z.string().min(3)),
  avatar: z.string().optional(),
});

const offerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    sample,
    /** Short name: 'Same-day or next-day, or $50 off'. */
    title: z.string().min(3),
    /** Dollars taken off. */
    amount: z.number().positive(),
    /** One line shown next to the amount. Without terms the offer is never shown. */
    summary: z.string().min(10).optional(),
    /** The full terms, shown on /offers. Without terms the offer is never shown. */
    terms: z.string().min(20).optional(),
    startDate: isoDate,
    /** Last day the offer is valid (Pacific time). Without it a real site cannot launch. */
    endDate: isoDate.optional(),
    exclusions: z.array(z.string().min(3)),
    /**
     * What the discount reduces. Never the deductible (California Penal Code section 551):
     * 'cash-jobs' = only jobs paid directly, not billed to insurance;
     * 'insurer-invoice' = taken off the invoice billed to the insurer.
     */
    appliesTo: z.enum(['cash-jobs', 'insurer-invoice']),
    combinable: z.literal(false, { message: 'offers cannot be combined; set false' }),
  })
  .refine((offer) => !offer.endDate || offer.endDate >= offer.startDate, {
    message: 'endDate is before startDate',
    path: ['endDate'],
  });

/** [low, high] in whole dollars. */
const priceRange = z
  .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
  .refine(([low, high]) => low <= high, 'the low price is above the high one');
const pricesByClass = z.object({ car: priceRange, suv: priceRange, truck: priceRange });

/**
 * The quote flow's settings (docs/decisions/quote-flow.md): the price table its estimate
 * comes from (null: the flow shows no price), and how appointment windows are offered.
 */
const quoteSchema = z.object({
  prices: z
    .object({
      sample,
      /** Per glass and vehicle class: the part and the fitting, before any feature. */
      glass: z.object({
        windshield: pricesByClass,
        chip: pricesByClass,
        door: pricesByClass,
        back: pricesByClass,
      }),
      /** What each windshield feature adds to the part. */
      features: z.object({
        forwardCamera: priceRange,
        rainSensor: priceRange,
        heatedArea: priceRange,
        headUpDisplay: priceRange,
      }),
      /** Recalibrating the forward camera after a new windshield. */
      calibration: priceRange,
    })
    .nullable(),
  appointments: z.object({
    /** Federal holidays the business is closed on (src/domain/appointment-windows.ts). */
    closedOn: z.array(z.enum(US_HOLIDAYS)),
    /** How many open days ahead, from tomorrow, a visitor may request. */
    workingDays: z.number().int().min(1).max(21),
    /** Requests one morning or afternoon takes before it is no longer offered. */
    capacityPerWindow: z.number().int().min(1).max(100),
    /**
     * 'HH:MM' in the business's time zone: until then, today's windows that start at least an
     * hour later are offered too. null or absent: the form never offers today (a same-day
     * job is then a phone call). src/domain/appointment-windows.ts
     */
    sameDayCutoff: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time, HH:MM')
      .nullable()
      .optional(),
  }),
});

/**
 * What the business warrants, per kind of work, as terms with no free text (a sentence here
 * could carry a promise no check reads): promise-wording.ts and /warranty word them
 * (docs/decisions/launch-truth.md#warranty-terms-from-the-profile).
 */
const warrantySchema = z.object({
  /**
   * Workmanship on glass we install: 'lifetime' (while the original purchaser owns the
   * vehicle) or a number of years from the installation.
   */
  workmanship: z.union([
    z.literal('lifetime'),
    z.object({ years: z.number().int().min(1).max(25) }),
  ]),
  /**
   * If a chip we repaired spreads into a crack, what was paid for the repair is credited toward
   * a replacement windshield from us: 'while-owned', or for a number of months after the
   * repair. null: chip repair carries no such promise.
   */
  chipRepairCredit: z
    .union([z.literal('while-owned'), z.object({ months: z.number().int().min(1).max(120) })])
    .nullable(),
  /** Recalibrations at no charge after a calibration done with our installation (0: none). */
  calibrationRechecks: z.number().int().min(0).max(3),
});

/** Hours from a fleet request to its visit: 1 to a week. */
const fleetHours = z.number().int().min(1).max(168);

/**
 * The commercial terms of fleet accounts, each optional, as terms with no free text: a term
 * the profile does not give is stated on no page (docs/decisions/fleet-leads.md#terms-from-the-profile).
 */
const fleetSchema = z.object({
  /**
   * How soon a fleet request is scheduled, in hours after the request: [24, 48] reads
   * "within 24 to 48 hours", [24, 24] "within 24 hours". A speed promise the business keeps
   * for its accounts; absent, no page names a fleet scheduling time.
   */
  schedulingHours: z
    .tuple([fleetHours, fleetHours])
    .refine(([from, to]) => from <= to, 'the first number of hours is above the second')
    .optional(),
  /** When a fleet invoice is due: 'net-30' = within 30 days of the invoice. */
  invoiceTerms: z.enum(['net-15', 'net-30', 'net-45', 'net-60']).optional(),
  /** How often an account's work is gathered on one invoice. */
  invoiceCycle: z.enum(['weekly', 'monthly']).optional(),
});

const profileFileSchema = z.object({
  $comment: z.string().optional(),
  identity: z.object({
    name: z.string().min(2),
    legalName: z.string().min(2),
    tagline: z.string().min(2),
    email: z.string().email(),
  }),
  phones: z.object({
    /** Click-to-call number. */
    main: phone,
    /** Number printed on QR flyers. */
    qr: phone,
  }),
  address: z.object({
    streetAddress: z.string().min(2),
    locality: z.string().min(2),
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  /** schema.org form: 'Mo-Fr 08:00-18:00; Sa 09:00-16:00'. */
  hours: z.string().min(5),
  serviceArea: z.object({
    radiusKm: z.number().positive(),
    /** Where static calibration is done (level floor, controlled light, clear background). */
    calibrationShop: z.string().min(2),
  }),
  /** The one rating shown, with where it comes from; null shows none. */
  rating: z
    .object({
      sample,
      value: z.number().min(1).max(5),
      count: z.number().int().positive(),
      source: z.string().min(2),
      url: httpsUrl.optional(),
    })
    .nullable(),
  founded: z.object({ sample, year: z.number().int().min(1900).max(2100) }),
  /** Certifications the business or its technicians hold, each with who issued it. */
  certifications: z.array(
    z.object({
      sample,
      name: z.string().min(2),
      issuer: z.string().min(2),
      url: httpsUrl.optional(),
    }),
  ),
  reviews: z.array(reviewSchema),
  authors: z.array(authorSchema),
  offers: z.array(offerSchema),
  insurers: z.array(z.object({ name: z.string().min(2), popular: z.boolean() })),
  social: z.object({
    facebook: httpsUrl.optional(),
    instagram: httpsUrl.optional(),
    x: httpsUrl.optional(),
    youtube: httpsUrl.optional(),
  }),
  /** Effective date of the privacy policy and terms. */
  legalEffectiveDate: isoDate,
  warranty: warrantySchema,
  /** Fleet account terms; absent or empty: the fleet pages state none. */
  fleet: fleetSchema.optional(),
  quote: quoteSchema,
});

export type ProfileFile = z.infer<typeof profileFileSchema>;
export type ProfileReview = z.infer<typeof reviewSchema>;
export type ProfileAuthor = z.infer<typeof authorSchema>;
export type ProfileOffer = z.infer<typeof offerSchema>;
export type ProfileQuote = z.infer<typeof quoteSchema>;
export type ProfileWarranty = z.infer<typeof warrantySchema>;
export type ProfileFleetTerms = z.infer<typeof fleetSchema>;

/** One line per problem, naming the field: 'reviews[3].date: must be a date written YYYY-MM-DD'. */
export function profileProblems(json: unknown): string[] {
  const result = profileFileSchema.safeParse(json);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const where = issue.path
      .map((part, index) =>
        typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
      )
      .join('');
    return `${where || '(file)'}: ${issue.message}`;
  });
}
