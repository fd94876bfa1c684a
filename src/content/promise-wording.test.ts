import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { loadUnderProfile, writeProfileVariant } from '../../test/support/content-under-profile';
import { CITIES } from './cities';
import { fillContentTokens } from './content-tokens';
import { HERO_CONTENT } from './home';
import warranty from './legal/warranty.md';
import { PROJECT_ROOT } from './load/profile-file';
import {
  aWorkmanshipWarranty,
  bookingPromise,
  calibrationRecheckTerms,
  chipRepairTerms,
  shortWarrantyTitle,
  unkeptPromises,
  warrantySentence,
  workmanshipDuration,
  workmanshipTerm,
} from './promise-wording';
import { publishedCopy } from './validate/published-copy';
import { SERVICE_AREA } from './service-area';

describe('the truth rule for speed and place', () => {
  it.each([
    'Same-day or next-day visits anywhere in San Ramon, with no travel fee.',
    'Same day guaranteed.',
    'We guarantee a same-day visit.',
    'Most bookings get a technician at the car the same day or the next.',
    'Most appointments are same-day or next-day.',
    'Same-Day or Next-Day Windshield Service',
    'We come to your home, work or parking lot anywhere in our service area.',
    // Frequency is a statistic the profile has no source for, with or without a condition.
    'OEM or equivalent glass installed at your home or office, usually same-day or next-day, with no travel fee.',
    'Our Hayward base sits at the other end of the bridge, which makes same-day service common.',
    'Most customers get a same-day or next-day appointment, depending on glass availability.',
    'We come to you, typically the same day or the next when we can.',
    'You can usually get a slot today or tomorrow, and there is no charge for the drive.',
    'If the damage is too long, we will recommend a replacement and can usually schedule it for the next day.',
    // A reply time the profile does not state.
    'We reply within business hours, usually within the hour.',
    'We usually reply within the hour during business hours.',
    'We call you back within 30 minutes.',
    'We respond to every request within an hour.',
  ])('fails %j', (sentence) => {
    expect(unkeptPromises(`Free quotes.\n${sentence}\nCall us.`)).toEqual([sentence]);
  });

  it.each([
    'Same-day or next-day visits are often available, though not guaranteed.',
    'Same-day or next-day slots are often open.',
    'Same-day or next-day, or $50 off',
    // The sample tag follows the title without a space in the page text.
    'Same-day or next-day, or $50 offSample offer',
    'Leave the retention tape on until the next day.',
    'Static jobs go to our Hayward shop, and the replacement is scheduled there on the same day.',
    'Can calibration be done the same day as the windshield replacement?',
    'We only promise a time once the schedule and the glass are confirmed, though same-day is often possible.',
    'We call or email you back during business hours: Mon-Fri 8:00 AM - 6:00 PM.',
    // A job's length is the documented job time, not a speed promise.
    'You can drive off once the trim is reinstalled, usually within 1 to 2 hours of our arrival.',
    'Plan on at least 1 hour before you drive.',
  ])('passes %j', (sentence) => {
    expect(unkeptPromises(sentence)).toEqual([]);
  });
});

describe('the service-in-city hero promise', () => {
  const retail = SERVICE_SLUGS.filter((slug) => slug !== 'fleet-services');

  it('keeps the rule on every retail service in every city', () => {
    const failures = retail.flatMap((service) =>
      CITIES.flatMap((city) =>
        unkeptPromises(bookingPromise(service, city.name)).map(
          (line) => `${service}/${city.id}: ${line}`,
        ),
      ),
    );
    expect(failures).toEqual([]);
  });

  it('sends static calibration to the calibration shop of the profile, never "anywhere"', () => {
    for (const city of CITIES) {
      const text = bookingPromise('adas-windshield-calibration', city.name);
      expect(text).toContain(
        `static calibration needs a level floor and controlled light, so it is done at our ${SERVICE_AREA.calibrationShop} shop`,
      );
      expect(text).not.toMatch(/we come to you/i);
      expect(bookingPromise('windshield-replacement', city.name)).toContain(
        `${SERVICE_AREA.calibrationShop} shop`,
      );
    }
  });

  it('words each warranty as /warranty does', () => {
    const page = fillContentTokens(warranty).replace(/\s+/g, ' ');
    expect(page).toContain('## Limited Lifetime Workmanship Warranty');
    expect(page).toContain('lasts for as long as the original purchaser owns the vehicle');
    expect(page).toContain(
      'If a chip we repaired spreads into a crack while you own the vehicle, we will credit what you paid',
    );
    expect(page).toContain('we will do it once at no charge');
    for (const service of [
      'windshield-replacement',
      'door-glass-replacement',
      'back-glass-replacement',
    ] as const)
      expect(bookingPromise(service, 'Oakland')).toMatch(
        /lifetime workmanship warranty covers the installation for as long as you own the vehicle/,
      );
    const chip = bookingPromise('windshield-repairs', 'Oakland');
    expect(chip).not.toMatch(/lifetime/i);
    expect(chip).toMatch(/own, shorter promise/);
    const calibration = bookingPromise('adas-windshield-calibration', 'Oakland');
    expect(calibration).not.toMatch(/lifetime/i);
    expect(calibration).toMatch(/once more at no charge/);
  });

  it('keeps the fleet terms', () => {
    expect(bookingPromise('fleet-services', 'Fremont')).toMatch(
      /within 24 to 48 hours of a request/,
    );
  });
});

describe('published copy', () => {
  it('holds no unkept speed or place promise', () => {
    const failures = publishedCopy().flatMap(({ source, text }) =>
      unkeptPromises(text).map((line) => `${source}: ${line}`),
    );
    expect(failures).toEqual([]);
  });

  it('has no unsourced speed statistic on the home page', () => {
    const hero = JSON.stringify(HERO_CONTENT);
    expect(hero).not.toMatch(/most bookings/i);
    expect(hero).not.toMatch(/most appointments/i);
  });

  it('holds none in the wording of pages, features, shared UI and the server (receipts) either', () => {
    // Page templates and the e-mailed receipt write some copy inline; comments are left out.
    const failures: string[] = [];
    for (const dir of ['src/pages', 'src/features', 'src/ui', 'server']) {
      const root = path.join(PROJECT_ROOT, dir);
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const code = readFileSync(path.join(root, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const line of unkeptPromises(code))
          failures.push(`${dir}/${file}: ${line.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded per profile */
const loadWording = () => require('./promise-wording') as typeof import('./promise-wording');
const loadCopy = () =>
  require('./validate/published-copy') as typeof import('./validate/published-copy');
/* eslint-enable @typescript-eslint/no-require-imports */

const DEMO_PROFILE = path.join(PROJECT_ROOT, 'content/business-profile.json');
const REAL_PROFILE = path.join(PROJECT_ROOT, 'test/fixtures/real-business-profile.json');

describe('speed wording follows the profile’s same-day cut-off', () => {
  it('names no same-day visit when the profile has no cut-off, a rule the truth checks hold', () => {
    const sentence = 'Same-day or next-day slots are often open.';
    expect(unkeptPromises(sentence, false)).toEqual([sentence]);
    expect(
      unkeptPromises(`Free quotes. We come ${'often the same day or the next'}.`, false),
    ).toEqual(['We come often the same day or the next.']);
    expect(unkeptPromises(sentence, true)).toEqual([]);
    // The order of two jobs is not a visit offered.
    expect(unkeptPromises('Calibration on the same day as the replacement.', false)).toEqual([]);
  });

  it('offers same-day visits, with their condition, under the demo profile (cut-off 11:00)', () => {
    const wording = loadUnderProfile(DEMO_PROFILE, loadWording);
    expect(wording.SAME_DAY_VISITS).toBe(true);
    expect(wording.bookingPromise('windshield-replacement', 'Oakland')).toContain(
      'Same-day or next-day visits in Oakland are often available, though not guaranteed.',
    );
    expect(wording.SOONEST_VISIT).toBe('often the same day or the next');
  });

  it('books from the next open day under the real fixture, which has no cut-off', () => {
    const wording = loadUnderProfile(REAL_PROFILE, loadWording);
    expect(wording.SAME_DAY_VISITS).toBe(false);
    const retail = SERVICE_SLUGS.filter((slug) => slug !== 'fleet-services');
    for (const service of retail)
      for (const city of CITIES) {
        const hero = wording.bookingPromise(service, city.name);
        expect(hero).not.toMatch(/same[- ]day|next-day/i);
        expect(wording.unkeptPromises(hero)).toEqual([]);
      }
    expect(wording.visitTiming('Oakland')).toBe(
      'Visits in Oakland are booked from the next open day, at the first open slot.',
    );
  });

  it('leaves no same-day offer in any published copy under the real fixture', () => {
    const failures = loadUnderProfile(REAL_PROFILE, () => {
      const wording = loadWording();
      return loadCopy()
        .publishedCopy()
        .flatMap(({ source, text }) =>
          wording.unkeptPromises(text).map((line) => `${source}: ${line}`),
        );
    });
    expect(failures).toEqual([]);
  });
});

describe('warranty terms come from the profile', () => {
  const lifetime = {
    workmanship: 'lifetime',
    chipRepairCredit: 'while-owned',
    calibrationRechecks: 1,
  } as const;
  const shorter = {
    workmanship: { years: 3 },
    chipRepairCredit: { months: 6 },
    calibrationRechecks: 2,
  } as const;
  const none = {
    workmanship: { years: 1 },
    chipRepairCredit: null,
    calibrationRechecks: 0,
  } as const;

  it('words the workmanship warranty as lifetime or years', () => {
    expect(warrantySentence('windshield-replacement', lifetime)).toBe(
      'Our lifetime workmanship warranty covers the installation for as long as you own the vehicle.',
    );
    expect(warrantySentence('door-glass-replacement', shorter)).toBe(
      'Our 3-year workmanship warranty covers the installation.',
    );
    expect(workmanshipDuration(shorter)).toBe(
      'Coverage starts on the day we finish the installation and lasts 3 years, or until the original purchaser sells or transfers the vehicle, whichever comes first.',
    );
    expect(workmanshipDuration(none)).toMatch(/lasts 1 year, or until/);
    expect(warrantySentence('mobile-service', shorter)).not.toMatch(/lifetime/i);
  });

  it('words the chip repair credit, or says there is none', () => {
    expect(warrantySentence('windshield-repairs', shorter)).toBe(
      'Chip repair has its own, shorter promise: if a chip we repaired spreads into a crack within 6 months of the repair, what you paid for it counts toward a new windshield from us.',
    );
    expect(chipRepairTerms(shorter)).toContain(
      'spreads into a crack within 6 months of the repair',
    );
    expect(warrantySentence('windshield-repairs', none)).toBe(
      'Chip repair carries no warranty of its own.',
    );
    expect(chipRepairTerms(none)).not.toMatch(/credit/);
  });

  it('counts the free recalibrations, or bills them', () => {
    expect(warrantySentence('adas-windshield-calibration', lifetime)).toMatch(
      /recalibrate it once more at no charge/,
    );
    expect(warrantySentence('adas-windshield-calibration', shorter)).toMatch(
      /recalibrate it twice more at no charge/,
    );
    expect(calibrationRecheckTerms(shorter)).toContain('we will do it twice at no charge');
    expect(warrantySentence('adas-windshield-calibration', none)).toBe(
      'A later recalibration is billed as a separate service.',
    );
    expect(calibrationRecheckTerms(none)).not.toMatch(/no charge/);
  });

  it("states the real fixture's 12-month chip credit on the service page and on /warranty", () => {
    const { hero, page } = loadUnderProfile(REAL_PROFILE, () => {
      const wording = loadWording();
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const tokens = require('./content-tokens') as typeof import('./content-tokens');
      return {
        hero: wording.bookingPromise('windshield-repairs', 'Fremont'),
        page: tokens.fillContentTokens(warranty).replace(/\s+/g, ' '),
      };
    });
    expect(hero).toContain('spreads into a crack within 12 months of the repair');
    expect(page).toContain('spreads into a crack within 12 months of the repair, we will credit');
    expect(page).not.toContain('{{');
  });
});

/** Every piece of published copy, with its content tokens filled in under the loaded profile. */
function filledCopy(): { source: string; text: string }[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tokens = require('./content-tokens') as typeof import('./content-tokens');
  return loadCopy()
    .publishedCopy()
    .map(({ source, text }) => ({ source, text: tokens.fillContentTokens(text) }));
}

/** The code of the pages, features, shared UI and the server, without comments. */
function sourceCode(): { file: string; code: string }[] {
  const files: { file: string; code: string }[] = [];
  for (const dir of ['src/pages', 'src/features', 'src/ui', 'server']) {
    const root = path.join(PROJECT_ROOT, dir);
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(path.join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      files.push({ file: `${dir}/${file}`, code });
    }
  }
  return files;
}

describe('every page names the workmanship warranty the profile gives', () => {
  const limited = writeProfileVariant(REAL_PROFILE, (profile) => {
    profile.warranty = {
      workmanship: { years: 1 },
      chipRepairCredit: null,
      calibrationRechecks: 0,
    };
  });
  afterAll(() => limited.remove());

  it('publishes no "lifetime" when the profile gives a 1-year warranty', () => {
    const { failures, freeRecalibrations, hero, terms } = loadUnderProfile(limited.file, () => {
      const copy = filledCopy();
      const wording = loadWording();
      const matching = (pattern: RegExp) =>
        copy
          .filter(({ text }) => pattern.test(text))
          .map(({ source, text }) => `${source}: ${text.slice(0, 120)}`);
      return {
        failures: matching(/lifetime|as long as you own/i),
        // Nor a free recalibration, when the profile gives none.
        freeRecalibrations: matching(/one-time recalibration|recalibrat[^.]*\bno charge/i),
        hero: wording.workmanshipWarrantyHeading(),
        terms: copy.find(({ source }) => source === 'legal/terms-of-service.md')?.text ?? '',
      };
    });
    expect(failures).toEqual([]);
    expect(freeRecalibrations).toEqual([]);
    expect(hero).toBe('1-year workmanship warranty');
    expect(terms).toContain(
      'by our Limited 1-Year Workmanship Warranty against water leaks, air leaks (wind noise) and installation defects for 1 year from the installation.',
    );
  });

  it('still says lifetime under a lifetime profile', () => {
    const { copy, wording } = loadUnderProfile(REAL_PROFILE, () => ({
      copy: filledCopy(),
      wording: loadWording(),
    }));
    const text = (source: string) => copy.find((item) => item.source === source)?.text ?? '';
    expect(wording.workmanshipWarrantyHeading()).toBe('Lifetime workmanship warranty');
    expect(text('home.ts.HERO_PROMISES[1]')).toBe('Lifetime workmanship warranty');
    expect(text('home.ts.HERO_CONTENT.default.subheadline')).toContain(
      'a lifetime workmanship warranty',
    );
    expect(text('legal/terms-of-service.md')).toContain(
      'by our Limited Lifetime Workmanship Warranty against water leaks, air leaks (wind noise) and installation defects for as long as you own the vehicle.',
    );
    expect(text('home-faqs.ts[3].answer')).toContain(
      'lifetime workmanship warranty against water leaks, air leaks and installation defects for as long as you own the vehicle.',
    );
  });

  it('words the article, the heading and the term for any length', () => {
    const years = (count: number) =>
      ({ workmanship: { years: count }, chipRepairCredit: null, calibrationRechecks: 0 }) as const;
    expect(aWorkmanshipWarranty(years(8))).toBe('an 8-year workmanship warranty');
    expect(aWorkmanshipWarranty(years(5))).toBe('a 5-year workmanship warranty');
    expect(shortWarrantyTitle(years(3))).toBe('3-Year Warranty');
    expect(workmanshipTerm(years(3))).toBe('for 3 years from the installation');
  });

  it('leaves no warranty length written by hand in pages, features, shared UI or the server', () => {
    // They word the warranty through promise-wording.ts; only comments may say "lifetime".
    const failures = sourceCode()
      .filter(({ code }) => /['"`>][^'"`<]*\blifetime\b|\bas long as you own\b/i.test(code))
      .map(({ file }) => file);
    expect(failures).toEqual([]);
  });
});
