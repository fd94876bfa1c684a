/**
 * How claims from the business profile are shown (docs/decisions/launch-truth.md):
 * a sample value carries a visible "Sample …" tag, a review its source and date, the
 * rating its source, an offer its terms and end date.
 */
import styled from '@emotion/styled';
import { Star } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { businessProfile, ratingSummary } from '@/content/business-profile';
import {
  INSURANCE_PROMISE,
  type ShowableOffer,
  isOfferRunning,
  offerTermsLine,
  reviewSourceLine,
  todayInBayArea,
} from '@/content/claims';
import type { Testimonial } from '@/content/types';
import { Card, Grid } from '@/ui/layout';
import { isPrerendering } from '@/ui/prerender';

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

/**
 * The certification the profile names, with its issuer ('certified under X by Y'); null
 * when the profile names none, and then no copy may say "certified".
 */
export function certificationNode(): ReactNode {
  const [first] = businessProfile.certifications;
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
        <h3>Lifetime workmanship warranty</h3>
        <p>
          Every installation is covered against leaks, wind noise and installation defects for as
          long as you own the vehicle.
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
  '.stars': { display: 'flex', gap: 2, color: theme.color.star, marginBottom: theme.space[1] },
}));

/** One review: stars, quote, first name and initial, city, source and date, sample tag. */
export function ReviewCard({ review }: { review: Testimonial }) {
  const source = reviewSourceLine(review);
  return (
    <ReviewFigure className="review-card" data-review-city={review.location}>
      <div className="stars" role="img" aria-label={`Rated ${review.rating} out of 5`}>
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            size={18}
            aria-hidden="true"
            fill={index < review.rating ? 'currentColor' : 'none'}
          />
        ))}
      </div>
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

/**
 * Whether an offer still runs, for the visitor's today. The first render (and the
 * prerender) uses the offer as the build saw it, so hydration matches; after mount the
 * visitor's clock decides. The head script hides an ended offer before first paint
 * (src/app/boot/offer-expiry-boot.ts).
 */
export function useOfferRunning(offer: ShowableOffer | undefined): boolean {
  const [running, setRunning] = useState(true);
  useEffect(() => {
    if (offer && !isPrerendering()) setRunning(isOfferRunning(offer, todayInBayArea()));
  }, [offer]);
  return Boolean(offer) && running;
}

const Terms = styled.span(({ theme }) => ({
  display: 'block',
  marginTop: theme.space[0.5],
  fontSize: theme.fontSize.sm,
  lineHeight: 1.5,
  a: { color: 'inherit', textDecoration: 'underline' },
}));

/** The short terms line of an offer and the link to its full terms. */
export function OfferTerms({ offer }: { offer: ShowableOffer }) {
  return (
    <Terms className="offer-terms">
      {offerTermsLine(offer)} <Link to={`${paths.offers()}#${offer.id}`}>Full offer terms</Link>
      {offer.sample && <SampleTag kind="offer" />}
    </Terms>
  );
}

/**
 * Wraps whatever states an offer, marked with its id and end date so the head script (and
 * a server) can hide it once it has ended; renders nothing once ended on the client.
 */
export function OfferBlock({
  offer,
  children,
  as: Element = 'div',
}: {
  offer: ShowableOffer | undefined;
  children: ReactNode;
  as?: 'div' | 'span' | 'li' | 'p';
}) {
  const running = useOfferRunning(offer);
  if (!offer || !running) return null;
  return (
    <Element data-offer-id={offer.id} data-offer-ends={offer.endDate}>
      {children}
    </Element>
  );
}
