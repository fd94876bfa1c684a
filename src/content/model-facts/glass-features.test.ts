import { CAR_BRANDS } from '../brands';
import { QUOTE_PRICES } from '../quote-settings';
import { estimateQuote, WINDSHIELD_FEATURES, type WindshieldFeature } from '@/domain/quote';
import {
  coveredYears,
  deriveFromModelFacts,
  forwardCameraInYear,
  vehicleClassOfBodyStyle,
  withModelFacts,
} from './glass-features';
import { MODEL_GLASS_FACTS } from './model-glass-facts';

const camera = (fitted: string) => ({ system: 'Test camera', fitted });

describe('vehicleClassOfBodyStyle', () => {
  it('maps every recorded body style to a price-table class', () => {
    expect(vehicleClassOfBodyStyle('sedan')).toBe('car');
    expect(vehicleClassOfBodyStyle('convertible')).toBe('car');
    expect(vehicleClassOfBodyStyle('SUV')).toBe('suv');
    expect(vehicleClassOfBodyStyle('minivan')).toBe('suv');
    expect(vehicleClassOfBodyStyle('pickup')).toBe('truck');
    expect(vehicleClassOfBodyStyle('van')).toBe('truck');
    expect(vehicleClassOfBodyStyle('limousine')).toBeUndefined();
    for (const facts of Object.values(MODEL_GLASS_FACTS)) {
      expect(vehicleClassOfBodyStyle(facts.bodyStyle)).toBeDefined();
    }
  });
});

describe('coveredYears', () => {
  it('reads every form the facts use', () => {
    expect(coveredYears('2017 to today')).toEqual({ from: 2017, to: Number.POSITIVE_INFINITY });
    expect(coveredYears('2003-2010')).toEqual({ from: 2003, to: 2010 });
    expect(coveredYears('2016')).toEqual({ from: 2016, to: 2016 });
    expect(coveredYears('mid 2000s')).toBeUndefined();
    for (const facts of Object.values(MODEL_GLASS_FACTS)) {
      expect(coveredYears(facts.years)).toBeDefined();
    }
  });
});

describe('forwardCameraInYear', () => {
  it('says yes for a camera standard on every car, no for none', () => {
    expect(forwardCameraInYear(camera('standard on every trim'), 2020)).toBe('yes');
    expect(forwardCameraInYear(camera('every car, all years'), 2020)).toBe('yes');
    expect(forwardCameraInYear(camera('standard: TSS-P on 2020-2024 trucks'), 2021)).toBe('yes');
    expect(forwardCameraInYear('none', 2020)).toBe('no');
  });

  it('says yes from the year it became standard, and no only where the text says none', () => {
    const tacoma = camera(
      'standard from 2018 (TSS-P through 2023, TSS 3.0 on the 2024 redesign); 2016-2017 trucks have none',
    );
    expect(forwardCameraInYear(tacoma, 2018)).toBe('yes');
    expect(forwardCameraInYear(tacoma, 2017)).toBe('no');
    const civic = camera('EX and higher trims for 2017-2019; standard on every trim from 2020');
    expect(forwardCameraInYear(civic, 2020)).toBe('yes');
    expect(forwardCameraInYear(civic, 2019)).toBe('unsure');
    const refreshed = camera(
      'optional on 2019-2021 trucks; standard from the refreshed 2022 truck',
    );
    expect(forwardCameraInYear(refreshed, 2022)).toBe('yes');
    expect(forwardCameraInYear(refreshed, 2021)).toBe('unsure');
    const later = camera('on every 2024 and later car; on 2018-2023 cars only with the CVT');
    expect(forwardCameraInYear(later, 2024)).toBe('yes');
    expect(forwardCameraInYear(later, 2020)).toBe('unsure');
    const crv = camera('from 2018, on EX and EX-L trims and some others; none for 2015-2017');
    expect(forwardCameraInYear(crv, 2016)).toBe('no');
    expect(forwardCameraInYear(crv, 2019)).toBe('unsure');
  });

  it('stays not sure where trims, options or the build date decide', () => {
    for (const fitted of [
      'on cars equipped with Lane Keep Assist or Forward Collision Alert',
      'automatic-transmission cars only',
      'cars built from late 2014 onward; the earliest cars have none',
      'on cars with Safety Shield 360 or ProPILOT Assist, which covers most trims; some base S sedans lack it',
      'standard on the 2022-2023 update; on 2017-2021 cars only with optional driver-assist packages',
    ]) {
      expect(forwardCameraInYear(camera(fitted), 2020)).toBe('unsure');
    }
  });
});

describe('deriveFromModelFacts', () => {
  it('gives a Model 3 its class and camera, and decides nothing the facts do not record', () => {
    expect(deriveFromModelFacts('Tesla', 'Model 3', 2021)).toEqual({
      vehicleClass: 'car',
      features: { forwardCamera: 'yes' },
    });
    expect(deriveFromModelFacts('Toyota', 'Tacoma', 2017)).toEqual({
      vehicleClass: 'truck',
      features: { forwardCamera: 'no' },
    });
  });

  it('derives the class alone without a year or outside the years covered', () => {
    // A model's body style holds across its generations; its glass features do not.
    expect(deriveFromModelFacts('Tesla', 'Model 3', undefined)).toEqual({
      vehicleClass: 'car',
      features: {},
    });
    expect(deriveFromModelFacts('Honda', 'Civic', 2008)).toEqual({
      vehicleClass: 'car',
      features: {},
    });
  });

  it('derives nothing without facts', () => {
    expect(deriveFromModelFacts('Tesla', 'Roadster', 2021)).toBeUndefined();
    expect(deriveFromModelFacts('Another make', 'Model 3', 2021)).toBeUndefined();
  });
});

describe('withModelFacts', () => {
  it('fills the class and the features left at not sure, and keeps what the visitor said', () => {
    const quote = {
      year: 2021,
      make: 'Tesla',
      model: 'Model 3',
      features: { forwardCamera: 'unsure', rainSensor: 'yes' },
    } as const;
    expect(withModelFacts(quote)).toEqual({
      ...quote,
      vehicleClass: 'car',
      features: { forwardCamera: 'yes', rainSensor: 'yes' },
    });
    expect(
      withModelFacts({ ...quote, vehicleClass: 'suv', features: { forwardCamera: 'no' } }),
    ).toMatchObject({ vehicleClass: 'suv', features: { forwardCamera: 'no' } });
  });

  it('leaves a quote without recorded facts as it is', () => {
    const quote = { year: 2021, make: 'Tesla', model: 'Roadster' };
    expect(withModelFacts(quote)).toBe(quote);
  });
});

/** Every yes/no answer set for the features the facts leave to the visitor. */
function answerSets(
  decided: Partial<Record<WindshieldFeature, 'yes' | 'no'>>,
): Record<WindshieldFeature, 'yes' | 'no'>[] {
  let sets: Partial<Record<WindshieldFeature, 'yes' | 'no'>>[] = [{ ...decided }];
  for (const { value } of WINDSHIELD_FEATURES) {
    if (decided[value]) continue;
    sets = sets.flatMap((set) => [
      { ...set, [value]: 'yes' as const },
      { ...set, [value]: 'no' as const },
    ]);
  }
  return sets as Record<WindshieldFeature, 'yes' | 'no'>[];
}

describe('the 1.6 rule (docs/decisions/quote-flow.md, "The estimate")', () => {
  it('keeps a windshield estimate within 1.6 times its low end for every recorded model and year once every feature is decided', () => {
    const lastYear = new Date().getFullYear() + 1;
    let checked = 0;
    const overLimit: string[] = [];
    for (const [key, facts] of Object.entries(MODEL_GLASS_FACTS)) {
      const [brandId, slug] = key.split('/');
      const brand = CAR_BRANDS.find((candidate) => candidate.id === brandId)!;
      const model = brand.models.find((name) => name.toLowerCase().replace(/ /g, '-') === slug);
      const years = coveredYears(facts.years)!;
      for (let year = years.from; year <= Math.min(years.to, lastYear); year += 1) {
        const derived = deriveFromModelFacts(brand.name, model ?? slug!, year);
        if (!model || !derived?.features.forwardCamera) continue;
        for (const features of answerSets(derived.features)) {
          const { low, high } = estimateQuote(QUOTE_PRICES!, {
            glass: 'windshield',
            vehicleClass: derived.vehicleClass,
            features,
          });
          if (high > 1.6 * low)
            overLimit.push(`${key} ${year} ${JSON.stringify(features)}: ${low}-${high}`);
          checked += 1;
        }
      }
    }
    expect(overLimit).toEqual([]);
    // Most recorded models decide their camera for most years.
    expect(checked).toBeGreaterThan(1000);
  });
});
