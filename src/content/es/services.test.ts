import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { SERVICE_AREA } from '../service-area';
import { SERVICE_DETAILS } from '../service-details';
import { SERVICES } from '../services';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from './claim-wording';
import { SPANISH_SERVICE_DETAILS, SPANISH_SERVICES } from './services';
import {
  englishLeftIn,
  staticCalibrationAwayFromShop,
  stringsOf,
  untranslated,
} from './spanish-copy.test-harness';
import { unkeptSpanishClaims } from './truth-rules';

const ENGLISH_SERVICES = Object.fromEntries(
  SERVICES.map(({ slug, title, shortDescription }) => [slug, { title, shortDescription }]),
);
const COPY = [
  ...stringsOf(SPANISH_SERVICES, 'services'),
  ...stringsOf(SPANISH_SERVICE_DETAILS, 'details'),
];

describe('Spanish service copy', () => {
  it('has every service, in the English shape and counts', () => {
    expect(Object.keys(SPANISH_SERVICES)).toEqual([...SERVICE_SLUGS]);
    expect(Object.keys(SPANISH_SERVICE_DETAILS)).toEqual(Object.keys(SERVICE_DETAILS));
    for (const slug of SERVICE_SLUGS) {
      const spanish = SPANISH_SERVICE_DETAILS[slug];
      const english = SERVICE_DETAILS[slug];
      expect(spanish.slug).toBe(slug);
      expect(spanish.process).toHaveLength(4);
      expect(spanish.faqs.length).toBeGreaterThanOrEqual(5);
      expect(spanish.faqs.length).toBeLessThanOrEqual(8);
      expect(spanish.benefits.length).toBeGreaterThanOrEqual(4);
      expect(spanish.benefits.length).toBeLessThanOrEqual(6);
      expect([slug, spanish.details.length]).toEqual([slug, english.details.length]);
      expect([slug, spanish.insurance?.paragraphs.length]).toEqual([
        slug,
        english.insurance?.paragraphs.length,
      ]);
    }
  });

  it('fits search results: a page title with "en el Área de la Bahía", a 70-160 summary', () => {
    for (const [slug, { title, shortDescription }] of Object.entries(SPANISH_SERVICES)) {
      expect([slug, `${title} en el Área de la Bahía`.length <= 60]).toEqual([slug, true]);
      expect([slug, shortDescription.length >= 70 && shortDescription.length <= 160]).toEqual([
        slug,
        true,
      ]);
    }
  });

  it('leaves no string equal to its English twin', () => {
    expect(untranslated(SPANISH_SERVICES, ENGLISH_SERVICES)).toEqual([]);
    expect(untranslated(SPANISH_SERVICE_DETAILS, SERVICE_DETAILS)).toEqual([]);
  });

  it('leaves no common English word behind', () => {
    expect(englishLeftIn(COPY)).toEqual([]);
  });

  it('keeps the truth rules: speed with its condition, no "anywhere", "$0" with glass coverage', () => {
    const failures = COPY.flatMap(({ source, text }) =>
      unkeptSpanishClaims(text, { sameDayVisits: true, certificationNamed: false }).map(
        (line) => `${source}: ${line}`,
      ),
    );
    expect(failures).toEqual([]);
    const zero = COPY.filter(({ text }) => text.includes('$0'));
    expect(zero.length).toBeGreaterThan(0);
    for (const { text } of zero) expect(text).toContain(SPANISH_ZERO_WITH_GLASS_COVERAGE);
    expect(COPY.filter(({ text }) => /certificad/i.test(text))).toEqual([]);
  });

  it('states the repair rule and the job times as the English does', () => {
    const repair = JSON.stringify(SPANISH_SERVICE_DETAILS['windshield-repairs']);
    expect(repair).toContain('mide menos de media pulgada');
    expect(repair).toContain('a por lo menos 2 pulgadas de cualquier borde');
    expect(repair).toContain('capa exterior');
    const replacement = SPANISH_SERVICE_DETAILS['windshield-replacement'].faqs[0]!.answer;
    expect(replacement).toContain('de 1 a 2 horas');
    expect(replacement).toContain('cerca de una hora para curar');
    expect(replacement).toContain('sume otras 1 a 2 horas');
  });

  it('does static calibration only at the calibration shop of the profile', () => {
    const shop = SERVICE_AREA.calibrationShop;
    const calibration = stringsOf(SPANISH_SERVICE_DETAILS['adas-windshield-calibration']);
    expect(calibration.filter(({ text }) => text.includes(`taller de ${shop}`)).length).toBe(5);
    expect(staticCalibrationAwayFromShop(COPY, shop)).toEqual([]);
  });

  it('states no fleet commercial term the profile does not give', () => {
    const fleet = JSON.stringify([
      SPANISH_SERVICES['fleet-services'],
      SPANISH_SERVICE_DETAILS['fleet-services'],
    ]);
    expect(fleet).not.toMatch(/\b24\b|\b48\b|net-?30|30 días|neto|a 30 días/i);
  });
});
