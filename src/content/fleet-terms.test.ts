import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadUnderProfile, writeProfileVariant } from '../../test/support/content-under-profile';
import { CITIES } from './cities';
import {
  fleetBillingTitle,
  fleetInvoicing,
  fleetSchedulingTitle,
  fleetSchedulingWindow,
  fleetTermsClause,
  fleetTermsSentences,
  fleetWithin,
} from './fleet-terms';
import { PROJECT_ROOT } from './load/profile-file';
import type { ProfileFleetTerms } from './load/profile-schema';
import { unkeptPromises } from './promise-wording';

const DEMO_TERMS: ProfileFleetTerms = {
  schedulingHours: [24, 48],
  invoiceTerms: 'net-30',
  invoiceCycle: 'monthly',
};

/**
 * What states a fleet term: payment terms ("net-30", "due in 30 days") or a scheduling window
 * of a day or more ("24 to 48 hours", "24-48 hour"); a job's length ("1 to 2 hours") is not one.
 */
const FLEET_TERM =
  /\bnet[- ]\d+\b|\b\d{2,3}(?: to |-to-|-)\d{2,3}[- ]hours?\b|\bdue in \d+ days\b/i;

describe('fleet terms, worded from the profile', () => {
  it('words each term, and nothing for a term the profile does not give', () => {
    expect(fleetSchedulingWindow(DEMO_TERMS)).toBe('within 24 to 48 hours');
    expect(fleetSchedulingWindow({ schedulingHours: [24, 24] })).toBe('within 24 hours');
    expect(fleetSchedulingTitle(DEMO_TERMS)).toBe('24 to 48 hour scheduling');
    expect(fleetWithin(' of a request', DEMO_TERMS)).toBe(' within 24 to 48 hours of a request');
    expect(fleetInvoicing(DEMO_TERMS)).toBe(' each month on net-30 terms');
    expect(fleetInvoicing({ invoiceTerms: 'net-15' })).toBe(' on net-15 terms');
    expect(fleetBillingTitle(DEMO_TERMS)).toBe('Net-30 monthly billing');
    expect(fleetTermsClause(DEMO_TERMS)).toBe(
      'scheduled within 24 to 48 hours and billed each month on net-30 terms',
    );
    expect(fleetTermsClause({ invoiceCycle: 'weekly' })).toBe('billed each week');
    for (const none of [{}, { invoiceCycle: undefined }]) {
      expect(fleetSchedulingWindow(none)).toBeUndefined();
      expect(fleetWithin(' of a request', none)).toBe('');
      expect(fleetInvoicing(none)).toBe('');
      expect(fleetBillingTitle(none)).toBeUndefined();
      expect(fleetTermsClause(none)).toBeUndefined();
      expect(fleetTermsSentences(none)).toBe('');
    }
  });

  it('words the scheduling time as a term the truth rule accepts', () => {
    const sentences = fleetTermsSentences(DEMO_TERMS);
    expect(sentences).toBe(
      'Fleet requests are scheduled within 24 to 48 hours. Accounts are invoiced each month on net-30 terms.',
    );
    expect(unkeptPromises(sentences)).toEqual([]);
    expect(unkeptPromises(sentences, false)).toEqual([]);
  });

  it('leaves no fleet term written by hand in the code or the content', () => {
    // Only the wording module (and the profile's schema, which describes the field) may.
    const failures: string[] = [];
    for (const dir of ['src', 'server']) {
      const root = path.join(PROJECT_ROOT, dir);
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(tsx?|md)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        if (/(^|\/)(fleet-terms|profile-schema|content-tokens)\.ts$/.test(file)) continue;
        const code = readFileSync(path.join(root, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        if (FLEET_TERM.test(code)) failures.push(`${dir}/${file}: ${FLEET_TERM.exec(code)?.[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded per profile */
/** The fleet copy of the site under the loaded profile: published copy and what pages word. */
function fleetCopy(): { source: string; text: string }[] {
  const tokens = require('./content-tokens') as typeof import('./content-tokens');
  const copy = require('./validate/published-copy') as typeof import('./validate/published-copy');
  const wording = require('./promise-wording') as typeof import('./promise-wording');
  const form = require('./fleet-form') as typeof import('./fleet-form');
  return [
    ...copy.publishedCopy().map(({ source, text }) => ({
      source,
      text: tokens.fillContentTokens(text),
    })),
    ...CITIES.map((city) => ({
      source: `bookingPromise fleet-services ${city.id}`,
      text: wording.bookingPromise('fleet-services', city.name),
    })),
    { source: 'fleet-form.ts nextSteps', text: form.FLEET_FORM_COPY.nextSteps },
  ];
}
/* eslint-enable @typescript-eslint/no-require-imports */

const REAL_PROFILE = path.join(PROJECT_ROOT, 'test/fixtures/real-business-profile.json');

describe('fleet pages state the profile’s terms, and only those', () => {
  const withoutTerms = writeProfileVariant(REAL_PROFILE, (profile) => {
    delete profile.fleet;
  });
  afterAll(() => withoutTerms.remove());

  it('states no scheduling time and no payment terms when the profile gives none', () => {
    const failures = loadUnderProfile(withoutTerms.file, fleetCopy)
      .filter(({ text }) => FLEET_TERM.test(text))
      .map(({ source, text }) => `${source}: ${FLEET_TERM.exec(text)?.[0]}`);
    expect(failures).toEqual([]);
  });

  it("states the real fixture's own terms (24 to 72 hours, net-15, monthly) on the fleet pages", () => {
    const copy = loadUnderProfile(REAL_PROFILE, fleetCopy);
    const text = (source: string) => copy.find((item) => item.source === source)?.text ?? '';
    expect(text('service-details.ts.FLEET_CONTENT.hero.subheadline')).toContain(
      'scheduled within 24 to 72 hours and billed each month on net-15 terms',
    );
    expect(text('bookingPromise fleet-services fremont')).toBe(
      'Visits to your yard, depot or job site in Fremont within 24 to 72 hours of a request, on one consolidated invoice each month on net-15 terms.',
    );
    expect(text('fleet-form.ts nextSteps')).toContain('agree on rates and net-15 billing');
    expect(text('local-service.santa-clara.ts.fleet-services/campbell.faqs[0].answer')).toContain(
      'scheduling within 24 to 72 hours, invoicing on net-15 terms',
    );
    // No other term than the profile's.
    const others = copy
      .filter(({ text }) => /net-30|24 to 48 hours/.test(text))
      .map(({ source }) => source);
    expect(others).toEqual([]);
    expect(copy.flatMap(({ text }) => unkeptPromises(text))).toEqual([]);
  });
});
