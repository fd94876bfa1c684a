import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadUnderProfile, writeProfileVariant } from '../../test/support/content-under-profile';
import {
  businessProfile,
  openingHoursRows,
  parseOpeningHours,
  parseUsPhone,
} from './business-profile';
import { PROJECT_ROOT } from './load/profile-file';

const DEMO_PROFILE = path.join(PROJECT_ROOT, 'content/business-profile.json');

describe('business profile parsing', () => {
  it('formats a US phone number for display and tel: links', () => {
    expect(parseUsPhone('510-555-0142')).toEqual({
      display: '(510) 555-0142',
      e164: '+15105550142',
    });
    expect(() => parseUsPhone('555-0142')).toThrow(/10-digit/);
  });

  it('reads opening hours in schema.org form and shows closed days', () => {
    const hours = parseOpeningHours('Mo-Fr 08:00-17:00; Sa 08:00-13:00');
    expect(openingHoursRows(hours)).toEqual([
      { label: 'Mon-Fri', value: '8:00 AM - 5:00 PM' },
      { label: 'Sat', value: '8:00 AM - 1:00 PM' },
      { label: 'Sun', value: 'Closed' },
    ]);
    expect(() => parseOpeningHours('weekdays 9-5')).toThrow(/Mo-Fr/);
  });
});

describe('content under another profile, for tests (test/support/content-under-profile.ts)', () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded per profile */
  const loadProfile = () =>
    (require('./business-profile') as typeof import('./business-profile')).businessProfile;
  /* eslint-enable @typescript-eslint/no-require-imports */

  it('loads the modules afresh from the changed file, then puts the environment back', () => {
    const renamed = writeProfileVariant(DEMO_PROFILE, (profile) => {
      profile.identity.name = 'Renamed Glass Test Co.';
    });
    const before = { ...process.env };
    try {
      const underVariant = loadUnderProfile(renamed.file, loadProfile, {
        BUSINESS_LEGAL_EFFECTIVE_DATE: '2027-03-01',
      });
      expect(underVariant.name).toBe('Renamed Glass Test Co.');
      expect(loadUnderProfile(DEMO_PROFILE, loadProfile).name).toBe(businessProfile.name);
      expect(businessProfile.name).not.toBe('Renamed Glass Test Co.');
      expect(process.env).toEqual(before);
    } finally {
      renamed.remove();
    }
    expect(existsSync(renamed.file)).toBe(false);
  });
});
