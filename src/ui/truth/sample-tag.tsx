/**
 * The visible "Sample …" label on a demo value of the business profile, and the two small
 * claims most pages show with it: the rating and the founding year
 * (docs/decisions/launch-truth.md#sample-values). Kept apart from the review and offer
 * pieces so a page's first load carries only what it shows.
 */
import type { ReactNode } from 'react';
import { businessProfile, ratingSummary } from '@/content/business-profile';

export type SampleKind =
  'review' | 'rating' | 'credentials' | 'founding year' | 'certification' | 'offer' | 'price table';

/**
 * The visible label on a demo value: 'Sample review'. Plain text, read by screen readers too.
 * Its look (a small dashed badge) is the `.sample-tag` rule of the global styles
 * (src/ui/theme/global-styles.ts): a class rather than a styled component, as the label is on
 * the home page's first load, which has a budget (test/e2e/budget.e2e.ts).
 */
export function SampleTag({ kind }: { kind: SampleKind }) {
  const label = `Sample ${kind}`;
  return <span className="sample-tag">{label.charAt(0).toUpperCase() + label.slice(1)}</span>;
}

/** The rating with its source (linked when the profile gives a link); null without a rating. */
export function ratingNode(): ReactNode {
  const summary = ratingSummary();
  const { rating } = businessProfile;
  if (!summary || !rating) return null;
  return (
    <>
      {rating.url ? <a href={rating.url}>{summary}</a> : summary}
      {rating.sample && <SampleTag kind="rating" />}
    </>
  );
}

/** 'Serving the Bay Area since 2009', labelled when the year is the demo's. */
export function SinceText({ prefix = 'Serving the Bay Area since' }: { prefix?: string }) {
  return (
    <>
      {`${prefix} ${businessProfile.foundingYear}`}
      {businessProfile.foundingYearIsSample && <SampleTag kind="founding year" />}
    </>
  );
}
