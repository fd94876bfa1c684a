/**
 * The visible "Sample …" label on a demo value of the business profile, and the two small
 * claims most pages show with it: the rating and the founding year
 * (docs/decisions/launch-truth.md#sample-values). Kept apart from the review and offer
 * pieces so a page's first load carries only what it shows.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { businessProfile, ratingSummary } from '@/content/business-profile';

const Tag = styled.span(({ theme }) => ({
  display: 'inline-block',
  marginInlineStart: theme.space[1],
  padding: '0 6px',
  borderRadius: theme.radius.sm,
  border: `1px dashed currentColor`,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.6,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
}));

export type SampleKind =
  'review' | 'rating' | 'credentials' | 'founding year' | 'certification' | 'offer';

/** The visible label on a demo value: 'Sample review'. Plain text, read by screen readers too. */
export function SampleTag({ kind }: { kind: SampleKind }) {
  const label = `Sample ${kind}`;
  return <Tag className="sample-tag">{label.charAt(0).toUpperCase() + label.slice(1)}</Tag>;
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
