/**
 * No discount for coming through the flyer's counted page or number: under California's
 * CCPA rules that is a financial incentive for personal data, which would need a notice of
 * financial incentive with a value of the data the business cannot state
 * (docs/decisions/launch-truth.md#no-flyer-incentive).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFER_IDS } from './claim-wording';
import { PROJECT_ROOT } from './load/profile-file';
import type { ProfileFile } from './load/profile-schema';

const PROFILES = ['content/business-profile.json', 'test/fixtures/real-business-profile.json'];

it.each(PROFILES)('%s runs no offer tied to the flyer page or its phone number', (file) => {
  const profile = JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as ProfileFile;
  const tied = profile.offers.filter((offer) =>
    /flyer|\/qr\b|\bQR\b|tracking number/i.test(
      [offer.id, offer.title, offer.summary, offer.terms].join(' '),
    ),
  );
  expect(tied.map((offer) => offer.id)).toEqual([]);
});

it('gives the QR page no offer to show', () => {
  expect(Object.keys(OFFER_IDS)).toEqual(['speed']);
});
