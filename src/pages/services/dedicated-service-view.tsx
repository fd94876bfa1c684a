/**
 * The dedicated layout of the five main services: hero,
 * about, benefits, insurance (repairs and door glass), process, reviews, FAQ, the cities
 * served and a closing call to action.
 */
import styled from '@emotion/styled';
import { Receipt } from 'lucide-react';
import { INSURERS } from '@/content/insurers';
import { visitTiming } from '@/content/promise-wording';
import { SERVICE_DETAILS } from '@/content/service-details';
import type { Service } from '@/content/types';
import { paths } from '@/config/paths';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { PhoneLink } from '@/ui/phone-link';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import {
  FeatureGrid,
  ProcessSteps,
  ServiceAreas,
  ServiceReviews,
  TrustPanel,
} from './service-sections';
import { ServiceDetails, serviceCrumbs, servicePageTitle } from './service-details-block';
import { StaticContent } from '@/hydration/static-content';

const InsuranceLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '1.4fr 1fr' },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7, maxWidth: theme.measure.md },
}));

const InsurerBox = styled.div(({ theme }) => ({
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bgBrandSoft,
  border: `1px solid ${theme.color.border}`,
  h3: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[1],
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize.lg,
    color: theme.color.brand,
  },
  ul: {
    listStyle: 'none',
    margin: `0 0 ${theme.space[2]}`,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1],
  },
  li: {
    padding: `${theme.space[0.5]} ${theme.space[1.5]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.bg,
    border: `1px solid ${theme.color.border}`,
    fontWeight: 600,
    fontSize: theme.fontSize.sm,
  },
  p: { margin: 0, fontSize: theme.fontSize.md },
}));

function InsuranceSection({
  insurance,
  slug,
}: {
  insurance: { heading: string; paragraphs: string[] };
  slug: string;
}) {
  const headingId = `${slug}-insurance-title`;
  return (
    <Section id="insurance" labelledBy={headingId}>
      <Reveal>
        <SectionHeading
          id={headingId}
          eyebrow="Insurance"
          title={insurance.heading}
          align="start"
        />
        <InsuranceLayout>
          <div>
            {insurance.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <InsurerBox>
            <h3>
              <Receipt size={22} aria-hidden="true" />
              Insurers we bill directly
            </h3>
            <ul>
              {INSURERS.map((insurer) => (
                <li key={insurer.name}>{insurer.name}</li>
              ))}
            </ul>
            <p>
              Not on the list? Most other insurers work too. Call{' '}
              <PhoneLink placement="service-insurance" /> and we will check your coverage.
            </p>
          </InsurerBox>
        </InsuranceLayout>
      </Reveal>
    </Section>
  );
}

export function DedicatedServiceView({ service }: { service: Service }) {
  const detail = SERVICE_DETAILS[service.slug];
  // Section backgrounds alternate; the insurance section, when present, shifts the rest.
  const tone = (position: number) =>
    (position + (detail.insurance ? 1 : 0)) % 2 === 1 ? 'muted' : 'default';
  const crumbs = serviceCrumbs(service);
  const path = paths.service(service.slug);
  return (
    <>
      <PageMeta
        title={servicePageTitle(service)}
        // The service's own one-line summary fits search results (docs/decisions/structured-data.md#snippet-lengths).
        description={service.shortDescription}
        path={path}
        jsonLd={[
          serviceJsonLd({ name: service.title, description: detail.description, path }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={service.title}
        title={detail.hero.headline}
        intro={detail.hero.subheadline}
        actions={<CallAndQuoteButtons placement="service-hero" />}
        aside={<TrustPanel />}
      />
      <StaticContent name="service-content">
        <ServiceDetails service={service} />
        <Section tone="muted" labelledBy="benefits-title">
          <Reveal>
            <SectionHeading
              id="benefits-title"
              eyebrow="Why choose us"
              title={`Benefits of Our ${service.title}`}
            />
            <FeatureGrid items={detail.benefits} />
          </Reveal>
        </Section>
        {detail.insurance && <InsuranceSection insurance={detail.insurance} slug={service.slug} />}
        <Section tone={tone(2)} labelledBy="process-title">
          <Reveal>
            <SectionHeading
              id="process-title"
              eyebrow="How it works"
              title="Our Process in 4 Steps"
            />
            <ProcessSteps steps={detail.process} />
          </Reveal>
        </Section>
        <ServiceReviews service={service} tone={tone(3)} />
      </StaticContent>
      <Section id="faq" tone={tone(4)} labelledBy="faq-title">
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          intro="Straight answers to the questions drivers ask us most about this service."
        />
        <FaqList items={detail.faqs} />
      </Section>
      <StaticContent name="service-areas">
        <ServiceAreas service={service} tone={tone(5)} />
      </StaticContent>
      <CallToAction
        title="Ready to Book Your Appointment?"
        text={`Call now or request a free quote online. ${visitTiming()} We come to your home, work or parking lot within our service area, and static camera calibration is done at our shop.`}
        placement={`service-${service.slug}`}
      />
    </>
  );
}
