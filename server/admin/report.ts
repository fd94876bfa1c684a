/**
 * What converts: leads and the share that reached "booked", grouped by day, landing page,
 * UTM source and campaign and hero variant, and a plain-language reading of the hero
 * experiment. Pure functions over the rows admin.repository.ts reads.
 */
import { REACHED_BOOKED_STATUSES, type LeadStatus } from './admin-config';
import { businessDate } from '../business-time';

export interface ReportRow {
  createdAt: string;
  pageUrl?: string;
  utmSource?: string;
  utmCampaign?: string;
  heroVariant?: string;
  status: string;
  /** What the completed job was worth, in cents, once recorded (job-value.ts). */
  jobValueCents?: number;
}

export interface ReportGroup {
  key: string;
  leads: number;
  booked: number;
  /** The recorded job values added up, in cents. */
  revenueCents?: number;
}

export interface LeadReport {
  total: ReportGroup;
  perDay: ReportGroup[];
  perPage: ReportGroup[];
  perSource: ReportGroup[];
  perCampaign: ReportGroup[];
  perVariant: ReportGroup[];
  experiment: ExperimentReading;
}

const NONE = '(none)';
/**
 * A lead whose visitor never saw the home hero (docs/decisions/owner-inbox.md#honest-hero-attribution):
 * listed, never compared.
 */
const NO_HERO = 'no hero';

function reachedBooked(status: string): boolean {
  return REACHED_BOOKED_STATUSES.includes(status as LeadStatus);
}

/** The page's path: the host is always the site's own, the query holds only UTM values. */
export function landingPath(pageUrl: string | undefined): string {
  if (!pageUrl) return NONE;
  let path: string;
  try {
    path = new URL(pageUrl).pathname;
  } catch {
    path = pageUrl.slice(0, 200);
  }
  return path === '/' ? '/ (home page)' : path;
}

function groupBy(rows: readonly ReportRow[], keyOf: (row: ReportRow) => string): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, leads: 0, booked: 0 };
    group.leads += 1;
    if (reachedBooked(row.status)) group.booked += 1;
    if (row.jobValueCents !== undefined) {
      group.revenueCents = (group.revenueCents ?? 0) + row.jobValueCents;
    }
    groups.set(key, group);
  }
  return [...groups.values()];
}

const byLeads = (a: ReportGroup, b: ReportGroup) => b.leads - a.leads || a.key.localeCompare(b.key);

export function buildLeadReport(rows: readonly ReportRow[]): LeadReport {
  const perVariant = groupBy(rows, (row) => row.heroVariant ?? NO_HERO).sort(byLeads);
  return {
    total: groupBy(rows, () => 'all')[0] ?? { key: 'all', leads: 0, booked: 0 },
    // The business's own days (server/business-time.ts), newest first.
    perDay: groupBy(rows, (row) => businessDate(row.createdAt)).sort((a, b) =>
      b.key.localeCompare(a.key),
    ),
    perPage: groupBy(rows, (row) => landingPath(row.pageUrl)).sort(byLeads),
    perSource: groupBy(rows, (row) => row.utmSource ?? NONE).sort(byLeads),
    perCampaign: groupBy(rows, (row) => row.utmCampaign ?? NONE).sort(byLeads),
    perVariant,
    experiment: readExperiment(perVariant.filter((group) => group.key !== NO_HERO)),
  };
}

export interface ExperimentReading {
  /** Leads that saw a hero: the only ones the comparison uses. */
  leadsUsed: number;
  /** The two variants compared: the highest booked share and the lowest. */
  compared?: { best: ReportGroup; worst: ReportGroup; z: number; pValue: number };
  /** True when the difference is unlikely to be chance (p < 0.05) and the counts allow a test. */
  significant: boolean;
  /** The reading in words, for the owner. */
  summary: string;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-proportion z-test (pooled), two-sided: z and p for a1/n1 against a2/n2. */
export function twoProportionTest(
  a1: number,
  n1: number,
  a2: number,
  n2: number,
): { z: number; pValue: number } {
  const pooled = (a1 + a2) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (standardError === 0) return { z: 0, pValue: 1 };
  const z = (a1 / n1 - a2 / n2) / standardError;
  return { z, pValue: 2 * (1 - normalCdf(Math.abs(z))) };
}

const percent = (group: ReportGroup) =>
  group.leads === 0 ? '0%' : `${Math.round((100 * group.booked) / group.leads)}%`;

/**
 * Compares the booked share of the variant that books best with the one that books
 * worst. Impressions are not on the server, so this is "of the leads each variant
 * brought, how many booked", not "how many visitors became leads".
 */
export function readExperiment(variants: readonly ReportGroup[]): ExperimentReading {
  const tested = variants.filter((group) => group.leads > 0 && group.key !== NO_HERO);
  const leadsUsed = tested.reduce((sum, group) => sum + group.leads, 0);
  const used = `It uses only the ${leadsUsed} ${leadsUsed === 1 ? 'lead' : 'leads'} whose visitor saw a home page hero; leads marked "no hero" are left out.`;
  if (tested.length < 2) {
    return {
      leadsUsed,
      significant: false,
      summary: `Fewer than two hero variants have leads yet, so there is nothing to compare. ${used}`,
    };
  }
  const share = (group: ReportGroup) => group.booked / group.leads;
  const sorted = [...tested].sort((a, b) => share(b) - share(a) || b.leads - a.leads);
  const best = sorted[0]!;
  const worst = sorted[sorted.length - 1]!;
  const { z, pValue } = twoProportionTest(best.booked, best.leads, worst.booked, worst.leads);
  const compared = { best, worst, z, pValue };
  // The normal approximation needs a handful of bookings and non-bookings on each side.
  const pooled = (best.booked + worst.booked) / (best.leads + worst.leads);
  const enough = [best.leads, worst.leads].every((n) => n * pooled >= 5 && n * (1 - pooled) >= 5);
  const pText = pValue < 0.001 ? 'below 0.1%' : `about ${Math.round(pValue * 100)}%`;
  if (!enough) {
    return {
      leadsUsed,
      compared,
      significant: false,
      summary: `"${best.key}" books ${percent(best)} of its ${best.leads} leads and "${worst.key}" ${percent(worst)} of ${worst.leads}, but there are too few leads and bookings to tell a real difference from chance. Keep the test running: each variant needs at least 5 booked and 5 not-booked leads before the comparison means anything. ${used}`,
    };
  }
  if (pValue < 0.05) {
    return {
      leadsUsed,
      compared,
      significant: true,
      summary: `"${best.key}" books ${percent(best)} of its ${best.leads} leads against ${percent(worst)} of ${worst.leads} for "${worst.key}". A gap this large would turn up by chance ${pText} of the time if the variants really booked equally (two-proportion z-test), so the difference is probably real. ${used}`,
    };
  }
  return {
    leadsUsed,
    compared,
    significant: false,
    summary: `"${best.key}" books ${percent(best)} of its ${best.leads} leads against ${percent(worst)} of ${worst.leads} for "${worst.key}". A gap like this would turn up by chance ${pText} of the time even if the variants booked equally (two-proportion z-test), so it could well be chance: keep the test running before choosing a winner. ${used}`,
  };
}
