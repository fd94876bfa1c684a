/**
 * The launch check: which sample (demo) values a profile still uses. A build for a real
 * site, one whose SITE_URL is not on a reserved example domain, fails with this list before
 * webpack runs; `npm run launch-check` prints it without building.
 * Why: docs/decisions/launch-truth.md#launch-check.
 */
import type { ProfileFile } from '../load/profile-schema';

type Env = Record<string, string | undefined>;

/** Hosts reserved for examples and local work (RFC 2606 / 6761): a demo build may use them. */
export function isReservedExampleHost(siteUrl: string): boolean {
  let host: string;
  try {
    host = new URL(siteUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === 'example' ||
    host.endsWith('.example') ||
    host.endsWith('.localhost') ||
    /(^|\.)example\.(com|net|org)$/.test(host)
  );
}

const DEFAULT_SITE_URL = 'https://www.mobileautoglass.example';

/** The demo profile's fictional legal entity. */
const DEMO_LEGAL_NAME = 'Bay Area Mobile Auto Glass LLC';

function siteUrlFrom(env: Env): string {
  return env.SITE_URL?.trim() || DEFAULT_SITE_URL;
}

const value = (env: Env, name: string, fallback: string | undefined) =>
  env[name]?.trim() || fallback;

/** 555-0100 to 555-0199 are reserved for fiction in every US area code. */
function isFictionalPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{3}55501\d\d$/.test(digits);
}

function isExampleAddress(text: string | undefined): boolean {
  if (!text) return false;
  const host = text.includes('@') ? `https://${text.split('@')[1]}` : text;
  return isReservedExampleHost(host) || /\/example\/?$|\/@example$/.test(text);
}

/** One line per sample or missing value a real site cannot ship; empty when ready to launch. */
export function launchProblems(profile: ProfileFile, env: Env = {}): string[] {
  const problems: string[] = [];
  const add = (line: string) => problems.push(line);

  // Identity: the demo's fictional numbers and example domains.
  const phone = value(env, 'BUSINESS_PHONE', profile.phones.main)!;
  if (isFictionalPhone(phone)) add(`phones.main: ${phone} is a fictional 555-01xx number`);
  const qrPhone = value(env, 'BUSINESS_QR_PHONE', profile.phones.qr)!;
  if (isFictionalPhone(qrPhone)) add(`phones.qr: ${qrPhone} is a fictional 555-01xx number`);
  const email = value(env, 'BUSINESS_EMAIL', profile.identity.email)!;
  if (isExampleAddress(email)) add(`identity.email: ${email} is on an example domain`);
  // The legal pages name this entity as the warrantor and the data controller.
  const legalName = value(env, 'BUSINESS_LEGAL_NAME', profile.identity.legalName)!;
  if (legalName === DEMO_LEGAL_NAME)
    add(
      `identity.legalName: "${legalName}" is the demo's fictional entity (the legal pages name it)`,
    );
  const street = value(env, 'BUSINESS_STREET_ADDRESS', profile.address.streetAddress)!;
  if (/\bexample\b/i.test(street)) add(`address.streetAddress: "${street}" is the demo's`);
  for (const [network, url] of Object.entries(profile.social)) {
    const envName = `BUSINESS_${network.toUpperCase()}_URL`;
    const actual = value(env, envName, url);
    if (isExampleAddress(actual)) add(`social.${network}: ${actual} is the demo's placeholder`);
  }

  // Claims marked as samples.
  const ratingOverridden = Boolean(
    env.BUSINESS_RATING?.trim() && env.BUSINESS_REVIEW_COUNT?.trim(),
  );
  if (profile.rating?.sample && !ratingOverridden) {
    add(
      `rating: ${profile.rating.value} from ${profile.rating.count} ${profile.rating.source} reviews is a sample (give your real rating, count, source and link, or null)`,
    );
  }
  if (profile.founded.sample && !env.BUSINESS_FOUNDING_YEAR?.trim()) {
    add(`founded.year: ${profile.founded.year} is a sample`);
  }
  profile.certifications.forEach((item, index) => {
    if (item.sample) add(`certifications[${index}]: "${item.name}" (${item.issuer}) is a sample`);
  });
  profile.reviews.forEach((review, index) => {
    if (review.sample)
      add(`reviews[${index}] ${review.id}: "${review.author}, ${review.city}" is a sample review`);
  });
  profile.authors.forEach((author, index) => {
    if (author.sample)
      add(`authors[${index}] ${author.id}: ${author.name}'s name, bio and credentials are samples`);
  });
  profile.offers.forEach((offer, index) => {
    const where = `offers[${index}] ${offer.id}`;
    if (offer.sample) add(`${where}: "${offer.title}" is a sample offer`);
    if (!offer.endDate) add(`${where}: has no endDate`);
    if (!offer.terms || !offer.summary) add(`${where}: has no terms (both summary and terms)`);
  });
  if (profile.quote.prices?.sample) {
    add('quote.prices: the price table is a sample (give your own prices, or null to show none)');
  }
  return problems;
}

/**
 * The launch check's report: null when the build may go on. `copyProblems` are the drafting
 * markers found in published copy (validate/drafting-markers.ts `draftingProblems`): a real site never
 * ships one (docs/decisions/launch-truth.md#drafting-notes).
 */
export function launchCheckReport(
  profile: ProfileFile,
  env: Env,
  copyProblems: readonly string[] = [],
): string | null {
  const siteUrl = siteUrlFrom(env);
  if (isReservedExampleHost(siteUrl)) return null;
  const problems = launchProblems(profile, env);
  if (problems.length === 0 && copyProblems.length === 0) return null;
  const lines = [];
  if (problems.length > 0)
    lines.push(
      `Launch check: SITE_URL ${siteUrl} is a real site, but the business profile still holds ${problems.length} sample value(s):`,
      ...problems.map((line) => `  - ${line}`),
      'Replace them in the profile file (README, "The business profile"), or build with a SITE_URL on an example domain for a demo.',
    );
  if (copyProblems.length > 0)
    lines.push(
      `Launch check: SITE_URL ${siteUrl} is a real site, but ${copyProblems.length} piece(s) of published copy still hold drafting notes:`,
      ...copyProblems.map((line) => `  - ${line}`),
      "Finish the copy, and move notes for the owner or the lawyer to the owner's checklist (src/content/legal/owner-checklist.ts).",
    );
  return lines.join('\n');
}
