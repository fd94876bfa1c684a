/**
 * A hero variant's offer, with its terms beside the amount, while it runs
 * (docs/decisions/launch-truth.md#offers). Loaded as a deferred island by home-hero.tsx.
 */
import { findOffer } from '@/content/claims';
import { OfferBlock, OfferTerms } from '@/ui/truth/offer-ui';

export function HeroOffer({ offerId }: { offerId: string }) {
  const offer = findOffer(offerId);
  return (
    <OfferBlock offer={offer}>
      {offer && (
        <p className="hero-offer">
          <strong>{offer.title}.</strong> <OfferTerms offer={offer} />
        </p>
      )}
    </OfferBlock>
  );
}
