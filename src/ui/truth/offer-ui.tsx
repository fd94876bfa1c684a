/**
 * An offer from the business profile with its terms beside the amount, marked with its id
 * and end date, and gone after that date without a rebuild
 * (docs/decisions/launch-truth.md#offers).
 */
import styled from '@emotion/styled';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type ShowableOffer, hasOfferEnded, offerTermsLine } from '@/content/claims';
import { isPrerendering } from '@/hydration/prerender';
import { SampleTag } from './sample-tag';

/**
 * Whether an offer still runs, for the visitor's clock. The first render (and the
 * prerender) uses the offer as the build saw it, so hydration matches; after mount the
 * visitor's clock decides. Only the end can have passed since: a page renders an offer
 * only if it had started on the day it was built. The head script hides an ended offer
 * before first paint (src/app/boot/offer-expiry-boot.ts).
 */
function useOfferRunning(offer: ShowableOffer | undefined): boolean {
  const [running, setRunning] = useState(true);
  useEffect(() => {
    if (offer && !isPrerendering()) setRunning(!hasOfferEnded(offer));
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
