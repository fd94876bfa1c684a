/**
 * The fleet page: fleet hero, six service cards, benefits,
 * six FAQs and the request form at #fleet-form. The form is the configured third-party
 * embed (700px high) or, by default, the product's own lead form fixed to fleet-services
 * (docs/decisions.md#optional-embeds).
 */
import styled from '@emotion/styled';
import {
  CalendarClock,
  ClipboardList,
  Clock,
  Receipt,
  ScanEye,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import {
  fleetBillingTitle,
  fleetInvoicing,
  fleetSchedulingWindow,
  fleetWithin,
} from '@/content/fleet-terms';
import { FLEET_CONTENT, SERVICE_DETAILS } from '@/content/service-details';
import type { Service } from '@/content/types';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { EMBED_HEIGHT_PX } from '@/features/lead-capture/quote-gate';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd } from '@/seo/structured-data';
import { CallButton, PhoneLink } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { IconCardGrid } from '@/ui/icon-card-grid';
import { serviceCrumbs } from './service-details-block';
import {
  FeatureGrid,
  HeroFacts,
  ProcessSteps,
  ServiceAreas,
  ServiceReviews,
} from './service-sections';
import { StaticContent } from '@/hydration/static-content';

/** One icon per fleet service card, in the order of FLEET_CONTENT.cards. */
const CARD_ICONS: LucideIcon[] = [Truck, Clock, Receipt, ScanEye, ClipboardList, CalendarClock];

const FormLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: {
    gridTemplateColumns: '0.8fr 1.2fr',
    '> :first-of-type': {
      position: 'sticky',
      top: `calc(${theme.layout.headerHeight} + ${theme.space[3]})`,
    },
  },
  h2: {
    margin: `${theme.space[1]} 0 ${theme.space[2]}`,
    fontSize: theme.fontSize['2xl'],
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  '.eyebrow': {
    margin: 0,
    fontSize: theme.fontSize.sm,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7 },
  ul: { margin: `0 0 ${theme.space[2]}`, paddingLeft: theme.space[3], lineHeight: 1.7 },
}));

const Embed = styled.iframe(({ theme }) => ({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  boxShadow: theme.shadow.md,
}));

function FleetRequestForm() {
  const embedUrl = siteConfig.fleetFormEmbedUrl;
  if (embedUrl) {
    return (
      <Embed
        src={embedUrl}
        title="Fleet service request form"
        height={EMBED_HEIGHT_PX}
        loading="lazy"
      />
    );
  }
  return (
    <LeadFormIsland
      placement="fleet"
      defaultService="fleet-services"
      lockService
      heading="Request Fleet Service"
      // The column beside the form already says what happens next.
      fleetNextSteps={false}
    />
  );
}

export function FleetView({ service }: { service: Service }) {
  const detail = SERVICE_DETAILS[service.slug];
  const crumbs = serviceCrumbs(service);
  const path = paths.service(service.slug);
  return (
    <>
      <PageMeta
        title="Fleet Auto Glass Services for Business Vehicles"
        description={service.shortDescription}
        path={path}
        jsonLd={[
          serviceJsonLd({ name: service.title, description: detail.description, path }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Fleet services"
        title={FLEET_CONTENT.hero.headline}
        intro={FLEET_CONTENT.hero.subheadline}
        actions={
          <>
            <ButtonLink to={paths.fleetForm()} size="lg">
              Request Fleet Service
            </ButtonLink>
            <CallButton placement="fleet-hero" variant="outlineOnDark" />
          </>
        }
        aside={
          <HeroFacts
            label="Fleet program at a glance"
            items={[
              {
                icon: Users,
                title: 'Fleets of every size',
                text: 'from 5-10 vehicles up to hundreds',
              },
              {
                icon: Clock,
                title: `Service${fleetWithin() || ' where you park'}`,
                text: 'at your yard, depot or job site',
              },
              {
                icon: Receipt,
                title: fleetBillingTitle() ?? 'Consolidated billing',
                text: 'one consolidated invoice by unit number and VIN',
              },
            ]}
          />
        }
      />
      <StaticContent name="fleet-content">
        <Section labelledBy="fleet-services-title">
          <Reveal>
            <SectionHeading
              id="fleet-services-title"
              eyebrow="What we do for fleets"
              title="Fleet Glass Services"
              intro="Windshield repair and replacement, side and back glass, and camera calibration for company cars, vans and pickups."
            />
            <IconCardGrid items={FLEET_CONTENT.cards} icons={CARD_ICONS} min="280px" />
          </Reveal>
        </Section>
        <Section tone="muted" labelledBy="fleet-benefits-title">
          <Reveal>
            <SectionHeading
              id="fleet-benefits-title"
              eyebrow="Why fleet managers choose us"
              title="Benefits for Your Business"
            />
            <FeatureGrid items={FLEET_CONTENT.benefits} />
          </Reveal>
        </Section>
        <Section labelledBy="fleet-process-title">
          <Reveal>
            <SectionHeading
              id="fleet-process-title"
              eyebrow="How it works"
              title="How a Fleet Account Works"
            />
            <ProcessSteps steps={detail.process} />
          </Reveal>
        </Section>
        <ServiceReviews service={service} tone="muted" />
      </StaticContent>
      <Section id="faq" labelledBy="fleet-faq-title">
        <SectionHeading id="fleet-faq-title" eyebrow="FAQ" title="Fleet Service Questions" />
        <FaqList items={FLEET_CONTENT.faqs} />
      </Section>
      <Section id="fleet-form" tone="muted" labelledBy="fleet-form-title">
        <FormLayout>
          <div>
            <p className="eyebrow">Get started</p>
            <h2 id="fleet-form-title">Set Up Your Fleet Account</h2>
            <p>
              {`Tell us your company, roughly how many vehicles you run and where they are based. We reply within business hours to agree on rates and billing, and schedule the first yard visit${fleetWithin()}.`}
            </p>
            <ul>
              <li>Fleets from 5-10 vehicles up to hundreds</li>
              {fleetSchedulingWindow() && (
                <li>{`Vehicles serviced ${fleetSchedulingWindow()} of a request`}</li>
              )}
              <li>{`One consolidated invoice${fleetInvoicing()}`}</li>
              <li>Per-vehicle records, including ADAS calibration</li>
            </ul>
            <p>
              Prefer to talk it through? Call <PhoneLink placement="fleet-form" />.
            </p>
          </div>
          <FleetRequestForm />
        </FormLayout>
      </Section>
      <ServiceAreas service={service} tone="default" />
    </>
  );
}
