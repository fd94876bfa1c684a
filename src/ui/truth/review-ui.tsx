/**
 * Reviews and certifications from the business profile, shown with their source, date and
 * sample label; the warranty and insurance facts where no review is configured
 * (docs/decisions/launch-truth.md#reviews).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { CERTIFICATIONS } from '@/content/certifications';
import { INSURANCE_PROMISE, reviewSourceLine } from '@/content/claims';
import { workmanshipTerm, workmanshipWarrantyHeading } from '@/content/promise-wording';
import type { Testimonial } from '@/content/types';
import { Card, Grid } from '@/ui/layout';
import { StarRating } from '@/ui/star-rating';
import { SampleTag } from './sample-tag';

/**
 * The certification the profile names, with its issuer ('certified under X by Y'); null
 * when the profile names none, and then no copy may say "certified".
 */
export function certificationNode(): ReactNode {
  const [first] = CERTIFICATIONS;
  if (!first) return null;
  return (
    <>
      {`${first.name} (${first.issuer})`}
      {first.sample && <SampleTag kind="certification" />}
    </>
  );
}

/** What stands where reviews would be when the profile has none: never an empty box. */
export function NoReviewsFacts() {
  return (
    <Grid min="280px" className="no-reviews-facts">
      <Card>
        <h3>{workmanshipWarrantyHeading()}</h3>
        <p>
          {`Every installation is covered against leaks, wind noise and installation defects ${workmanshipTerm()}.`}
        </p>
      </Card>
      <Card>
        <h3>Insurance handled for you</h3>
        <p>{INSURANCE_PROMISE}.</p>
      </Card>
    </Grid>
  );
}

const ReviewFigure = styled.figure(({ theme }) => ({
  margin: 0,
  blockquote: { margin: 0, lineHeight: 1.6 },
  'blockquote p': { margin: 0 },
  figcaption: { marginTop: theme.space[1.5], color: theme.color.fgMuted, lineHeight: 1.5 },
  '.review-author': { fontWeight: 600, color: theme.color.fg },
  '.stars': {
    display: 'flex',
    gap: theme.space[0.25],
    color: theme.color.star,
    marginBottom: theme.space[1],
  },
}));

/** One review: stars, quote, first name and initial, city, source and date, sample tag. */
export function ReviewCard({ review }: { review: Testimonial }) {
  const source = reviewSourceLine(review);
  return (
    <ReviewFigure className="review-card" data-review-city={review.location}>
      <StarRating rating={review.rating} />
      <blockquote>
        <p>{review.quote}</p>
      </blockquote>
      <figcaption>
        <span className="review-author">{review.author}</span>, {review.location}
        <br />
        <span className="review-source">
          {review.url ? <a href={review.url}>{source}</a> : source}
        </span>
        {review.sample && <SampleTag kind="review" />}
      </figcaption>
    </ReviewFigure>
  );
}
