/**
 * The QR landing page, `/qr` (docs/decisions.md#qr-page):
 * where the printed flyer's QR code leads. Welcome banner, the flyer offer from the
 * business profile with its terms (none once it has ended),
 * the service list, a contact button and the flyer's own phone number, so calls from
 * the flyer can be counted. Noindex.
 */
import styled from '@emotion/styled';
import { Phone, ShieldCheck, Star, Tag, Receipt } from 'lucide-react';
import { businessProfile } from '@/content/business-profile';
import { findOffer, INSURANCE_PROMISE, OFFER_IDS } from '@/content/claims';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/config/route-handle';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
import { PhoneLink } from '@/ui/phone-link';
import { OfferBlock, OfferTerms } from '@/ui/truth/offer-ui';
import { ratingNode } from '@/ui/truth/sample-tag';
import { ServiceVanArt } from '@/ui/art/service-van-art';
import { ButtonLink } from '@/ui/button';
import { Grid, Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';

/** The flyer's own number on the sticky call bar too, so every flyer call is counted. */
export const handle: RouteHandle = { phone: 'qr' };
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';

const Offer = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.accentSoft,
  border: `2px solid ${theme.color.accent}`,
  [mq.md]: { gridTemplateColumns: 'auto 1fr', padding: theme.space[4] },
  '.offer-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.size.badgeLg,
    height: theme.size.badgeLg,
    borderRadius: theme.radius.pill,
    background: theme.color.accent,
    color: theme.color.fgOnAccent,
  },
  h2: {
    margin: 0,
    fontSize: theme.fontSize.sm,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  '.offer-headline': {
    margin: `${theme.space[1]} 0`,
    fontSize: theme.fontSize['2xl'],
    fontWeight: 800,
    lineHeight: 1.2,
    color: theme.color.bgBrand,
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  p: { margin: `0 0 ${theme.space[1]}`, lineHeight: 1.6 },
  '.offer-terms': { fontSize: theme.fontSize.sm, color: theme.color.fgMuted, margin: 0 },
  '.offer-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1.5],
    marginTop: theme.space[2],
  },
}));

/** The van beside the welcome text on wide screens; phones go straight to the offer. */
const HeroArt = styled.div({
  display: 'none',
  [mq.lg]: { display: 'block', svg: { display: 'block', width: '100%', height: 'auto' } },
});

const Trust = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space[3]} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${theme.space[1]} ${theme.space[3]}`,
  li: { display: 'inline-flex', alignItems: 'center', gap: theme.space[1], fontWeight: 600 },
  svg: { color: theme.color.brand, flexShrink: 0 },
}));

function QrPhoneButton({ variant }: { variant: 'primary' | 'secondary' }) {
  return (
    <PhoneLink phone={businessProfile.qrPhone} placement="qr" variant={variant} size="lg">
      <Phone size={20} aria-hidden="true" />
      Call {businessProfile.qrPhone.display}
    </PhoneLink>
  );
}

export function Component() {
  const crumbs = trail({ name: 'Welcome', path: paths.qr() });
  const offer = findOffer(OFFER_IDS.qr);
  return (
    <>
      <PageMeta
        title="Welcome from Our Flyer"
        description={`Welcome from our flyer. Mobile auto glass service in the Bay Area cities we serve, from ${businessProfile.name}.`}
        path={paths.qr()}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Thanks for scanning our flyer"
        title={`Welcome to ${businessProfile.name}`}
        aside={
          <HeroArt>
            <ServiceVanArt />
          </HeroArt>
        }
        intro="We repair and replace auto glass at your home, office or parking lot in the Bay Area cities we serve, bill your insurer directly and back every installation with a lifetime workmanship warranty."
        actions={
          <>
            <QrPhoneButton variant="primary" />
            <ButtonLink to={paths.homeSection('contact')} variant="outlineOnDark" size="lg">
              Contact us
            </ButtonLink>
          </>
        }
      />
      <Section labelledBy={offer ? 'qr-offer-title' : undefined}>
        <OfferBlock offer={offer}>
          {offer && (
            <Offer>
              <span className="offer-icon">
                <Tag size={30} aria-hidden="true" />
              </span>
              <div>
                <h2 id="qr-offer-title">Your flyer discount</h2>
                <p className="offer-headline">{offer.title}</p>
                <OfferTerms offer={offer} />
                <p>
                  Call the number on this page, or press Contact us and mention the flyer in your
                  quote request.
                </p>
                <div className="offer-actions">
                  <QrPhoneButton variant="secondary" />
                </div>
              </div>
            </Offer>
          )}
        </OfferBlock>
        <Trust aria-label="Why customers choose us">
          {businessProfile.rating && (
            <li>
              <Star size={20} fill="currentColor" aria-hidden="true" />
              <span>{ratingNode()}</span>
            </li>
          )}
          <li>
            <Receipt size={20} aria-hidden="true" />
            {INSURANCE_PROMISE}
          </li>
          <li>
            <ShieldCheck size={20} aria-hidden="true" />
            Lifetime workmanship warranty
          </li>
        </Trust>
      </Section>
      <Section tone="muted" labelledBy="qr-services-title">
        <SectionHeading
          id="qr-services-title"
          eyebrow="What we do"
          title="Our Services"
          intro="Every service comes to you, with no travel fee."
        />
        <Grid min="250px">
          {SERVICES.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </Grid>
      </Section>
    </>
  );
}
