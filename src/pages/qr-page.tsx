/**
 * The QR landing page, `/qr` (docs/decisions.md#qr-page):
 * where the printed flyer's QR code leads. Welcome banner, the service list, a contact button
 * and the flyer's own phone number, so calls from the flyer can be counted. Noindex. No flyer
 * discount: a discount for coming through the counted page or number is a financial incentive
 * for personal data (docs/decisions/launch-truth.md#no-flyer-incentive).
 */
import styled from '@emotion/styled';
import { Phone, ShieldCheck, Star, Receipt } from 'lucide-react';
import { businessProfile } from '@/content/business-profile';
import { INSURANCE_PROMISE } from '@/content/claim-wording';
import { aWorkmanshipWarranty, workmanshipWarrantyHeading } from '@/content/promise-wording';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/config/route-handle';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { PhoneLink } from '@/ui/phone-link';
import { ratingNode } from '@/ui/truth/sample-tag';
import { ServiceVanArt } from '@/ui/art/service-van-art';
import { ButtonLink } from '@/ui/button';
import { Grid, Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';

/** The flyer's own number on the sticky call bar too, so every flyer call is counted. */
export const handle: RouteHandle = { phone: 'qr' };
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';

/** The van beside the welcome text on wide screens; phones go straight to the call button. */
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
        intro={`We repair and replace auto glass at your home, office or parking lot in the Bay Area cities we serve, bill your insurer directly and back every installation with ${aWorkmanshipWarranty()}.`}
        actions={
          <>
            <QrPhoneButton variant="primary" />
            <ButtonLink to={paths.homeSection('contact')} variant="outlineOnDark" size="lg">
              Contact us
            </ButtonLink>
          </>
        }
      />
      <Section>
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
            {workmanshipWarrantyHeading()}
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
