/**
 * /offers: the full terms of every offer the business profile runs, each anchored by its
 * id, which is where an offer's "Full offer terms" link leads. An offer leaves this page
 * (and every other) after its end date (docs/decisions/launch-truth.md#offers). It is open to
 * search engines only while a real offer runs (`isOffersPageIndexable`).
 */
import styled from '@emotion/styled';
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import {
  type ShowableOffer,
  isOffersPageIndexable,
  offerAppliesTo,
  runningOffers,
} from '@/content/claims';
import { longDate } from '@/domain/calendar-date';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { OfferBlock } from '@/ui/truth/offer-ui';
import { SampleTag } from '@/ui/truth/sample-tag';
import { Container } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';

const Body = styled.div(({ theme }) => ({
  paddingBlock: theme.space[5],
  maxWidth: theme.measure.lg,
  h2: { fontSize: theme.fontSize['2xl'], margin: `${theme.space[4]} 0 ${theme.space[1]}` },
  'h2:first-of-type': { marginTop: 0 },
  p: { lineHeight: 1.6 },
  li: { lineHeight: 1.6 },
}));

function OfferTermsSection({ offer }: { offer: ShowableOffer }) {
  return (
    <OfferBlock offer={offer}>
      <section id={offer.id} aria-labelledby={`${offer.id}-title`}>
        <h2 id={`${offer.id}-title`}>
          {offer.title}
          {offer.sample && <SampleTag kind="offer" />}
        </h2>
        <p>{offer.terms}</p>
        <p>{offerAppliesTo(offer)}</p>
        <ul>
          <li>
            Valid from {longDate(offer.startDate)}
            {offer.endDate ? ` through ${longDate(offer.endDate)}` : ''} (Pacific time).
          </li>
          <li>Cannot be combined with any other offer or discount.</li>
          {offer.exclusions.length > 0 && <li>Not valid for: {offer.exclusions.join('; ')}.</li>}
        </ul>
      </section>
    </OfferBlock>
  );
}

export function Component() {
  const crumbs = trail({ name: 'Offer terms', path: paths.offers() });
  const offers = runningOffers();
  return (
    <>
      <PageMeta
        title="Offer Terms"
        description={`The full terms of ${businessProfile.name}'s current offers: what they apply to, when they end and what they exclude.`}
        path={paths.offers()}
        noindex={!isOffersPageIndexable()}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        title="Offer Terms"
        intro="Every discount we advertise, with what it applies to, when it ends and what it excludes. No offer ever reduces an insurance deductible."
      />
      <Container>
        <Body>
          {offers.length === 0 ? (
            <p>We are not running any offers right now.</p>
          ) : (
            offers.map((offer) => <OfferTermsSection key={offer.id} offer={offer} />)
          )}
        </Body>
      </Container>
    </>
  );
}
