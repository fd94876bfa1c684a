import path from 'node:path';
import {
  loadUnderProfile,
  type ProfileVariant,
  writeProfileVariant,
} from '../../../test/support/content-under-profile';
import { PROJECT_ROOT } from '../load/profile-file';
import {
  spanishRecalibrationAnswer,
  spanishRecalibrationTerms,
  spanishWarrantyLasts,
  spanishWorkmanshipWarrantyName,
} from './promise-wording';
import { stringsOf } from './spanish-copy.test-harness';

const lifetime = {
  workmanship: 'lifetime',
  chipRepairCredit: 'while-owned',
  calibrationRechecks: 1,
} as const;
const limited = {
  workmanship: { years: 2 },
  chipRepairCredit: null,
  calibrationRechecks: 0,
} as const;

describe('Spanish warranty wording', () => {
  it('says "de por vida" only for a lifetime workmanship warranty', () => {
    expect(spanishWorkmanshipWarrantyName(lifetime)).toBe('garantía de mano de obra de por vida');
    expect(spanishWarrantyLasts('driver', lifetime)).toBe(' mientras usted sea dueño del vehículo');
    expect(spanishWarrantyLasts('company', lifetime)).toBe(
      ' mientras su empresa sea dueña del vehículo',
    );
    expect(spanishWorkmanshipWarrantyName(limited)).toBe('garantía de mano de obra de 2 años');
    expect(spanishWorkmanshipWarrantyName({ ...limited, workmanship: { years: 1 } })).toBe(
      'garantía de mano de obra de 1 año',
    );
    expect(spanishWarrantyLasts('driver', limited)).toBe('');
  });

  it('counts the free recalibrations as the profile does, or bills them', () => {
    expect(spanishRecalibrationTerms(lifetime)).toMatch(/cubre una recalibración sin costo/);
    expect(spanishRecalibrationAnswer({ ...lifetime, calibrationRechecks: 2 })).toMatch(
      /cubre dos recalibraciones ADAS sin costo/,
    );
    expect(spanishRecalibrationTerms(limited)).toBe(
      'Una recalibración posterior se cobra como un servicio aparte.',
    );
    expect(spanishRecalibrationAnswer(limited)).not.toMatch(/sin costo/);
  });
});

/** Every string of the Spanish page copy, loaded under the current profile. */
function spanishCopy(): string {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded per profile */
  const services = require('./services') as typeof import('./services');
  const fleet = require('./fleet') as typeof import('./fleet');
  const locations = require('./locations') as typeof import('./locations');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return stringsOf([
    services.SPANISH_SERVICES,
    services.SPANISH_SERVICE_DETAILS,
    fleet.SPANISH_FLEET_CONTENT,
    locations.SPANISH_LOCATIONS_PAGE,
  ])
    .map(({ text }) => text)
    .join('\n');
}

const DEMO_PROFILE = path.join(PROJECT_ROOT, 'content/business-profile.json');

describe('the Spanish page copy follows the profile', () => {
  let changedProfile: ProfileVariant;

  beforeAll(() => {
    // The demo profile with a 2-year warranty, no same-day cut-off, another base and shop.
    changedProfile = writeProfileVariant(DEMO_PROFILE, (profile) => {
      profile.warranty = { ...limited };
      delete profile.quote.appointments.sameDayCutoff;
      profile.serviceArea.calibrationShop = 'San Leandro';
      profile.address.locality = 'San Leandro';
    });
  });

  afterAll(() => changedProfile.remove());

  it('under the demo profile: lifetime warranty, same-day visits with their condition', () => {
    const text = loadUnderProfile(DEMO_PROFILE, spanishCopy);
    expect(text).toContain('garantía de mano de obra de por vida');
    expect(text).toContain('mientras usted sea dueño del vehículo');
    expect(text).toContain('mientras su empresa sea dueña del vehículo');
    expect(text).toContain(
      'A menudo hay citas para el mismo día o el día siguiente, aunque no están garantizadas.',
    );
    expect(text).toContain('taller de Hayward');
    expect(text).toContain('salen de Hayward cada mañana');
  });

  it('under a changed profile: no "de por vida", no same-day visit, the new base and shop', () => {
    const text = loadUnderProfile(changedProfile.file, spanishCopy);
    expect(text).not.toMatch(/de por vida|mientras (?:usted|su empresa) sea dueñ/i);
    expect(text).toContain('garantía de mano de obra de 2 años');
    expect(text).not.toMatch(/mismo día/);
    expect(text).toContain(
      'Las citas se programan a partir del próximo día que abrimos, en el primer horario libre.',
    );
    expect(text).toContain('Una recalibración posterior se cobra como un servicio aparte.');
    expect(text).not.toMatch(/recalibraci[oó]n(?:es)? (?:ADAS )?sin costo/);
    expect(text).toContain('taller de San Leandro');
    expect(text).not.toContain('taller de Hayward');
    expect(text).toContain('nuestra base en San Leandro');
    expect(text).toContain('salen de San Leandro cada mañana');
    expect(text).not.toMatch(/Hayward/);
  });
});
