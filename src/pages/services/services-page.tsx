/** /services: every service, each with 'Learn more'. */
import styled from '@emotion/styled';
import { visitTiming } from '@/content/promise-wording';
import { SERVICES } from '@/content/services';
import { paths } from '@/config/paths';
import { absoluteUrl } from '@/config/site-config';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { CallButton } from '@/ui/phone-link';
import { Grid, Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { ServiceCard } from '@/ui/service-card';
import { TrustPanel } from './service-sections';

const CRUMBS = trail({ name: 'Services', path: paths.services() });

function servicesItemListJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Auto glass services',
    itemListElement: SERVICES.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: service.title,
      url: absoluteUrl(paths.service(service.slug)),
    })),
  };
}

/** The grid of service cards, as a list. */
const ServiceList = styled(Grid)({ listStyle: 'none', margin: 0, padding: 0 });

const HelpBox = styled.div(({ theme }) => ({
  marginTop: theme.space[6],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bgBrandSoft,
  border: `1px solid ${theme.color.border}`,
  display: 'grid',
  gap: theme.space[2],
  alignItems: 'center',
  [mq.md]: { gridTemplateColumns: '1fr auto', padding: theme.space[4] },
  h2: { margin: 0, fontSize: theme.fontSize.xl },
  p: { margin: `${theme.space[1]} 0 0`, color: theme.color.fgMuted, lineHeight: 1.6 },
}));

export function Component() {
  return (
    <>
      <PageMeta
        title="Auto Glass Services"
        description="Windshield replacement and repair, door and back glass, ADAS calibration and fleet accounts, at your home or office in the Bay Area cities we serve."
        path={paths.services()}
        jsonLd={[servicesItemListJsonLd(), breadcrumbJsonLd(CRUMBS)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={CRUMBS} />}
        eyebrow="Our services"
        title="Mobile Auto Glass Services"
        intro="From a 30-minute chip repair to a new windshield with camera calibration, we do the work wherever your car is parked, with insurance billed directly."
        actions={<CallAndQuoteButtons placement="services-hero" />}
        aside={<TrustPanel />}
      />
      <Section tone="muted" labelledBy="services-grid-title">
        <SectionHeading
          id="services-grid-title"
          eyebrow="What we do"
          title="Choose a Service"
          intro={`Every service comes to you, with no travel fee. ${visitTiming()} Static camera calibration is the one exception: it is done at our shop.`}
        />
        <ServiceList min="260px" as="ul">
          {SERVICES.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ServiceList>
        <HelpBox>
          <div>
            <h2>Not sure which service you need?</h2>
            <p>
              Describe the damage on the phone and a technician will tell you whether a repair will
              hold or the glass needs replacing, and what your insurance is likely to cover.
            </p>
          </div>
          <CallButton placement="services-help" variant="secondary" />
        </HelpBox>
      </Section>
      <CallToAction
        title="Get Your Free Quote Today"
        text="Tell us about your vehicle and the damage, and we will quote the job and check your insurance coverage before anything is scheduled."
        placement="services"
      />
    </>
  );
}
