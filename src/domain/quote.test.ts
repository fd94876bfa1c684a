import { LeadSchema, QuoteDetailsSchema } from './lead.schema';
import {
  estimateQuote,
  formatPriceRange,
  modelYears,
  OLDEST_MODEL_YEAR,
  QUOTE_MESSAGES,
  type QuotePriceTable,
} from './quote';

const flat = (low: number, high: number) =>
  ({ car: [low, high], suv: [low + 50, high + 50], truck: [low + 80, high + 80] }) as const;

const TABLE: QuotePriceTable = {
  glass: {
    windshield: flat(300, 400),
    chip: flat(100, 100),
    door: flat(200, 300),
    back: flat(400, 600),
  },
  features: {
    forwardCamera: [50, 100],
    rainSensor: [20, 40],
    heatedArea: [30, 60],
    headUpDisplay: [200, 400],
  },
  calibration: [150, 250],
};

describe('estimateQuote', () => {
  it('prices the glass for the vehicle class', () => {
    expect(estimateQuote(TABLE, { glass: 'door', vehicleClass: 'suv' })).toMatchObject({
      low: 250,
      high: 350,
    });
  });

  it('adds a feature answered yes to both ends, and its calibration for a camera', () => {
    const estimate = estimateQuote(TABLE, {
      glass: 'windshield',
      vehicleClass: 'car',
      features: { forwardCamera: 'yes', rainSensor: 'no', heatedArea: 'no', headUpDisplay: 'no' },
    });
    expect([estimate.low, estimate.high]).toEqual([300 + 50 + 150, 400 + 100 + 250]);
    expect(estimate.includes).toContain('recalibrating the camera after the new glass is in');
    expect(estimate.dependsOn).not.toContain('whether the camera needs recalibrating');
  });

  it('widens only the high end for an answer of not sure (the default)', () => {
    const estimate = estimateQuote(TABLE, { glass: 'windshield', vehicleClass: 'car' });
    expect(estimate.low).toBe(300);
    expect(estimate.high).toBe(400 + 100 + 40 + 60 + 400 + 250);
  });

  it('gives features no weight off the windshield', () => {
    const estimate = estimateQuote(TABLE, {
      glass: 'back',
      vehicleClass: 'car',
      features: {
        forwardCamera: 'yes',
        rainSensor: 'yes',
        heatedArea: 'yes',
        headUpDisplay: 'yes',
      },
    });
    expect([estimate.low, estimate.high]).toEqual([400, 600]);
  });

  it('says what the price includes: the glass, the visit and a camera recalibration', () => {
    const withCamera = estimateQuote(TABLE, {
      glass: 'windshield',
      vehicleClass: 'car',
      features: { forwardCamera: 'yes' },
    });
    expect(withCamera.includes).toEqual([
      'the glass',
      'the mobile visit: we come to you',
      'recalibrating the camera after the new glass is in',
    ]);
    const unsure = estimateQuote(TABLE, { glass: 'windshield', vehicleClass: 'car' });
    expect(unsure.includes).toContain('recalibrating the camera, if it has one');
    const door = estimateQuote(TABLE, { glass: 'door', vehicleClass: 'car' });
    expect(door.includes).toEqual(['the glass', 'the mobile visit: we come to you']);
  });

  it('is written as a dollar range, or one price when both ends meet', () => {
    expect(formatPriceRange({ low: 1280, high: 1500 })).toBe('$1,280 – $1,500');
    expect(formatPriceRange({ low: 100, high: 100 })).toBe('$100');
  });
});

describe('modelYears', () => {
  it('runs from next year back to the oldest model year, newest first', () => {
    const years = modelYears(2026);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(OLDEST_MODEL_YEAR);
    expect(years).toHaveLength(2027 - OLDEST_MODEL_YEAR + 1);
  });
});

describe('the quote in a lead', () => {
  const contact = {
    firstName: 'Ana',
    lastName: 'Reyes',
    email: 'ana@example.com',
    phone: '510-555-0199',
    zipCode: '94545',
    consentPrivacyPolicy: true,
  };
  const quote = {
    year: 2021,
    make: 'Honda',
    model: 'CR-V',
    vehicleClass: 'suv',
    glass: 'door',
    door: 'rear-left',
    payment: 'self',
  };

  it('takes its service from the glass', () => {
    const lead = LeadSchema.parse({ ...contact, service: 'windshield-replacement', quote });
    expect(lead.service).toBe('door-glass-replacement');
  });

  it('requires the vehicle unless a VIN is given, and the door for door glass', () => {
    const result = LeadSchema.safeParse({
      ...contact,
      quote: { ...quote, year: undefined, door: undefined },
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['quote.year', QUOTE_MESSAGES.year],
        ['quote.door', QUOTE_MESSAGES.door],
      ]),
    );
    expect(
      LeadSchema.safeParse({
        ...contact,
        vinNumber: '1HGCM82633A004352',
        quote: { ...quote, year: undefined, make: undefined, model: undefined },
      }).success,
    ).toBe(true);
  });

  it('lets an incomplete quote through with what was answered', () => {
    expect(
      LeadSchema.safeParse({ ...contact, incomplete: true, quote: { year: 2020 } }).success,
    ).toBe(true);
  });

  it('refuses unknown answers, more than three photos and a malformed window', () => {
    expect(QuoteDetailsSchema.safeParse({ glass: 'sunroof' }).success).toBe(false);
    expect(
      QuoteDetailsSchema.safeParse({
        photoIds: ['a'.repeat(20), 'b'.repeat(20), 'c'.repeat(20), 'd'.repeat(20)],
      }).success,
    ).toBe(false);
    expect(QuoteDetailsSchema.safeParse({ appointmentWindow: 'tomorrow' }).success).toBe(false);
    expect(QuoteDetailsSchema.safeParse({ color: 'red' }).success).toBe(false);
  });
});
