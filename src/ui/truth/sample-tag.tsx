/**
 * The visible "Sample …" label on a demo value of the business profile, and the two small
 * claims most pages show with it: the rating and the founding year
 * (docs/decisions/launch-truth.md#sample-values). Kept apart from the review and offer
 * pieces so a page's first load carries only what it shows.
 */
import type { ReactNode } from 'react';
import { businessProfile, ratingSummary } from '@/content/business-profile';
import { useT } from '@/ui/messages';

/** What a demo value is; its label is the catalogue's `sample.<kind>`. */
export type SampleKind =
  'review' | 'rating' | 'credentials' | 'foundingYear' | 'certification' | 'offer' | 'priceTable';

/**
 * The visible label on a demo value, in the page's language: 'Sample review', «Reseña de
 * muestra». Plain text, read by screen readers too. Its words are the shell's catalogue part,
 * which every page already loads, so the label costs a lookup and no chunk
 * (docs/decisions/spanish.md#sample-labels-in-the-pages-language). Its look (a small dashed
 * badge) is the `.sample-tag` rule of the global styles (src/ui/theme/global-styles.ts): a
 * class rather than a styled component, as the label is on the home page's first load, which
 * has a budget (test/e2e/budget.e2e.ts).
 */
export function SampleTag({ kind }: { kind: SampleKind }) {
  const t = useT();
  return <span className="sample-tag">{t(`sample.${kind}`)}</span>;
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

/** 'Serving the Bay Area since 2009' in the page's language, labelled when the year is the demo's. */
export function SinceText() {
  const t = useT();
  return (
    <>
      {t('trust.since', { year: String(businessProfile.foundingYear) })}
      {businessProfile.foundingYearIsSample && <SampleTag kind="foundingYear" />}
    </>
  );
}
