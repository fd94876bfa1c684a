import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findOffer, hasOfferEnded, isOfferRunning, todayInBayArea } from '@/content/claims';
import { isReservedExampleHost, launchCheckReport, launchProblems } from './launch-check';
import { DEFAULT_PROFILE_PATH, PROJECT_ROOT, readProfileFile } from '../load/profile-file';
import { type ProfileFile, profileProblems } from '../load/profile-schema';

const demo = readProfileFile(path.join(PROJECT_ROOT, DEFAULT_PROFILE_PATH));
const realFile = path.join(PROJECT_ROOT, 'test/fixtures/real-business-profile.json');
const real = readProfileFile(realFile);

describe('business profile file', () => {
  it('the demo profile and the real-business fixture are valid', () => {
    expect(profileProblems(demo)).toEqual([]);
    expect(profileProblems(JSON.parse(readFileSync(realFile, 'utf8')))).toEqual([]);
  });

  it('names each wrong field in a readable line', () => {
    const broken = JSON.parse(JSON.stringify(demo)) as Record<string, unknown> & ProfileFile;
    broken.reviews[0]!.date = 'March 2025';
    broken.reviews[1]!.author = 'Hannah Williams';
    broken.phones.main = '555-0142';
    (broken.offers[0] as { combinable: boolean }).combinable = true;
    const problems = profileProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'reviews[0].date: must be a date written YYYY-MM-DD',
        'reviews[1].author: must be a first name and an initial, like "Kevin L."',
        'phones.main: must be a 10-digit US phone number',
        'offers[0].combinable: offers cannot be combined; set false',
      ]),
    );
  });

  it('requires the warranty terms, with no free text in them', () => {
    const { warranty: _warranty, ...withoutWarranty } = demo;
    expect(profileProblems(withoutWarranty)).toEqual([expect.stringMatching(/^warranty: /)]);
    const worded = { ...demo, warranty: { ...demo.warranty, workmanship: 'lifetime, guaranteed' } };
    expect(profileProblems(worded)).toEqual([expect.stringMatching(/^warranty\.workmanship: /)]);
  });

  it('takes the fleet terms as optional terms, with no free text in them', () => {
    const { fleet: _fleet, ...withoutFleet } = demo;
    expect(profileProblems(withoutFleet)).toEqual([]);
    expect(profileProblems({ ...demo, fleet: {} })).toEqual([]);
    expect(
      profileProblems({
        ...demo,
        fleet: {
          schedulingHours: [48, 24],
          invoiceTerms: 'net 30, or sooner',
          invoiceCycle: 'daily',
        },
      }),
    ).toEqual([
      'fleet.schedulingHours: the first number of hours is above the second',
      expect.stringMatching(/^fleet\.invoiceTerms: /),
      expect.stringMatching(/^fleet\.invoiceCycle: /),
    ]);
  });
});

describe('launch check', () => {
  it('knows the reserved example hosts', () => {
    for (const url of [
      'https://www.mobileautoglass.example',
      'https://example.com',
      'https://shop.example.org',
      'http://localhost:8080',
      'http://127.0.0.1:3000',
    ])
      expect(isReservedExampleHost(url)).toBe(true);
    for (const url of ['https://www.real-glass-shop.com', 'https://notexample.com'])
      expect(isReservedExampleHost(url)).toBe(false);
  });

  it('lists every sample value of the demo profile', () => {
    const problems = launchProblems(demo);
    const reviews = problems.filter((line) => line.includes('is a sample review'));
    expect(reviews).toHaveLength(demo.reviews.length);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^rating: 4\.8 from 127 Google reviews is a sample/),
        'founded.year: 2009 is a sample',
        expect.stringMatching(/^authors\[0\] marcus-alvarez: .*credentials are samples$/),
        expect.stringMatching(/^phones\.main: .* fictional/),
        expect.stringMatching(
          /^identity\.legalName: "Bay Area Mobile Auto Glass LLC" is the demo's/,
        ),
        expect.stringMatching(/^offers\[0\] speed-guarantee: .* sample offer$/),
      ]),
    );
  });

  it('fails a real SITE_URL with the demo profile, and passes a demo SITE_URL', () => {
    const report = launchCheckReport(demo, { SITE_URL: 'https://www.real-glass-shop.com' });
    expect(report).toMatch(/SITE_URL https:\/\/www\.real-glass-shop\.com is a real site/);
    expect(report).toMatch(/reviews\[17\]/);
    expect(launchCheckReport(demo, {})).toBeNull();
    expect(launchCheckReport(demo, { SITE_URL: 'http://localhost:8080' })).toBeNull();
  });

  it('passes the real-business fixture', () => {
    expect(launchProblems(real)).toEqual([]);
    expect(launchCheckReport(real, { SITE_URL: 'https://www.real-glass-shop.com' })).toBeNull();
  });

  it("the real-business fixture names none of the demo's sample people", () => {
    // Its pages, built by `npm run build:real`, may show no sample person (test/e2e/truth.e2e.ts);
    // a bio still naming the demo's author under another name was one.
    const text = JSON.stringify({ ...real, $comment: undefined });
    const people = [
      ...demo.authors.filter((author) => author.sample).map((author) => author.name),
      ...demo.reviews.filter((review) => review.sample).map((review) => review.author),
    ].flatMap((name) => [name, name.split(' ')[0]!]);
    expect(people.filter((name) => new RegExp(`\\b${name}(?![\\w])`).test(text))).toEqual([]);
  });

  it('lists an offer without an end date or terms', () => {
    const offer = { ...real.offers[0]!, endDate: undefined, terms: undefined };
    expect(launchProblems({ ...real, offers: [offer] })).toEqual([
      `offers[0] ${offer.id}: has no endDate`,
      `offers[0] ${offer.id}: has no terms (both summary and terms)`,
    ]);
  });

  it('takes the environment overrides of today as the owner’s values', () => {
    const problems = launchProblems(demo, {
      BUSINESS_RATING: '4.9',
      BUSINESS_REVIEW_COUNT: '88',
      BUSINESS_FOUNDING_YEAR: '2012',
      BUSINESS_PHONE: '(510) 783-2210',
      BUSINESS_LEGAL_NAME: 'Shoreline Glass Works LLC',
    });
    expect(problems.some((line) => line.startsWith('rating:'))).toBe(false);
    expect(problems.some((line) => line.startsWith('founded.year'))).toBe(false);
    expect(problems.some((line) => line.startsWith('phones.main'))).toBe(false);
    expect(problems.some((line) => line.startsWith('identity.legalName'))).toBe(false);
  });
});

describe('offers', () => {
  it('run from their start date through their end date, Pacific time', () => {
    const offer = { startDate: '2026-01-01', endDate: '2026-06-30' };
    expect(isOfferRunning(offer, '2026-06-30')).toBe(true);
    expect(isOfferRunning(offer, '2026-07-01')).toBe(false);
    expect(isOfferRunning(offer, '2025-12-31')).toBe(false);
    // 2026-07-01 03:00 UTC is still June 30 in California.
    expect(todayInBayArea(new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });

  it('end in the browser the moment their last day is over in California', () => {
    const offer = { id: 'a', endDate: '2026-06-30' };
    expect(hasOfferEnded(offer, Date.parse('2026-07-01T06:59:59Z'))).toBe(false);
    expect(hasOfferEnded(offer, Date.parse('2026-07-01T07:00:00Z'))).toBe(true);
    expect(hasOfferEnded({ id: 'b' }, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('are not shown without terms or after their end date', () => {
    expect(findOffer('speed-guarantee', '2026-03-01')?.id).toBe('speed-guarantee');
    expect(findOffer('speed-guarantee', '2027-01-01')).toBeUndefined();
    expect(findOffer('no-such-offer', '2026-03-01')).toBeUndefined();
  });
});
