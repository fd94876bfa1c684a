/**
 * Sections shared by the service, fleet and van pages: feature cards, the four-step
 * process, the trust panel beside the hero, customer reviews and the service areas
 * that link each service to its city pages.
 */
import styled from '@emotion/styled';
import { Award, CircleCheck, Receipt, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CITIES } from '@/content/cities';
import { INSURANCE_PROMISE } from '@/content/claims';
import { workmanshipTerm, workmanshipWarrantyHeading } from '@/content/promise-wording';
import { TESTIMONIALS } from '@/content/reviews';
import { COUNTIES, type Feature, type ProcessStep, type Service } from '@/content/types';
import { countyAnchor, paths } from '@/config/paths';
import { certificationNode, NoReviewsFacts, ReviewCard } from '@/ui/truth/review-ui';
import { ratingNode, SinceText } from '@/ui/truth/sample-tag';
import { Card, Grid, Section, SectionHeading, VisuallyHidden } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { NumberedSteps } from '@/ui/numbered-steps';

const FeatureCard = styled(Card)(({ theme }) => ({
  '.feature-icon': { color: theme.color.success },
}));

/** Cards of title and description, each marked with a check (benefits, what the van carries). */
export function FeatureGrid({ items, min = '300px' }: { items: Feature[]; min?: string }) {
  return (
    <Grid min={min}>
      {items.map((item) => (
        <FeatureCard key={item.title}>
          <CircleCheck className="feature-icon" size={28} aria-hidden="true" />
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </FeatureCard>
      ))}
    </Grid>
  );
}

/** The numbered steps of a service, in order. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <NumberedSteps>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </NumberedSteps>
  );
}

const Panel = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.space[2],
  display: 'grid',
  gap: theme.space[2],
  borderRadius: theme.radius.lg,
  background: theme.color.bgOnBrandSubtle,
  border: `1px solid ${theme.color.borderOnBrand}`,
  fontSize: theme.fontSize.sm,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: '1fr', padding: theme.space[3], fontSize: theme.fontSize.md },
  li: {
    display: 'grid',
    gridTemplateColumns: '24px 1fr',
    gap: theme.space[1],
    alignItems: 'start',
    lineHeight: 1.5,
    [mq.lg]: { gridTemplateColumns: '28px 1fr', gap: theme.space[1.5] },
  },
  svg: { color: theme.color.accent, marginTop: theme.space[0.25] },
  strong: {
    display: 'block',
    fontSize: theme.fontSize.md,
    [mq.lg]: { fontSize: theme.fontSize.lg },
  },
  span: { color: theme.color.fgOnBrand },
}));

export interface HeroFact {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
}

/** A short list of facts on the dark hero band, beside the headline. */
export function HeroFacts({ label, items }: { label: string; items: HeroFact[] }) {
  return (
    <Panel aria-label={label}>
      {items.map(({ icon: Icon, title, text }, index) => (
        <li key={index}>
          <Icon size={22} aria-hidden="true" />
          <span>
            <strong>{title}</strong>
            {text}
          </span>
        </li>
      ))}
    </Panel>
  );
}

/** Why visitors can trust the business, from the business profile; beside the hero. */
export function TrustPanel() {
  const rating = ratingNode();
  const certification = certificationNode();
  const items: HeroFact[] = [
    {
      icon: Award,
      title: <SinceText />,
      text: certification ? <>technicians certified: {certification}</> : 'local technicians',
    },
    {
      icon: Receipt,
      title: 'Insurance billed directly',
      text: INSURANCE_PROMISE.replace('Insurance billed directly: ', ''),
    },
    {
      icon: ShieldCheck,
      title: workmanshipWarrantyHeading(),
      text: workmanshipTerm(),
    },
  ];
  if (rating) items.unshift({ icon: Star, title: 'Our rating', text: rating });
  return <HeroFacts label="Why drivers choose us" items={items} />;
}

export type SectionTone = 'default' | 'muted';

/**
 * Up to three reviews from customers who had this service, each with its city, source
 * and date; without any, the warranty and insurance facts take the section.
 */
export function ServiceReviews({ service, tone }: { service: Service; tone: SectionTone }) {
  const reviews = TESTIMONIALS.filter((review) => review.service === service.slug).slice(0, 3);
  const headingId = `${service.slug}-reviews-title`;
  return (
    <Section tone={tone} labelledBy={headingId}>
      <Reveal>
        {reviews.length === 0 ? (
          <>
            <SectionHeading
              id={headingId}
              eyebrow="Our promise"
              title="What Every Job Comes With"
            />
            <NoReviewsFacts />
          </>
        ) : (
          <>
            <SectionHeading id={headingId} eyebrow="Reviews" title="What Our Customers Say" />
            <Grid min="280px">
              {reviews.map((review) => (
                <Card key={review.id}>
                  <ReviewCard review={review} />
                </Card>
              ))}
            </Grid>
          </>
        )}
      </Reveal>
    </Section>
  );
}

const Counties = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  // San Mateo's 19 cities run down the right column beside the four smaller counties.
  [mq.lg]: {
    gridTemplateColumns: 'repeat(3, 1fr)',
    gridTemplateAreas: `"alameda santa-clara san-mateo" "san-francisco contra-costa san-mateo"`,
    alignItems: 'start',
    ...Object.fromEntries(
      COUNTIES.map((county) => [
        `> [data-county="${countyAnchor(county)}"]`,
        { gridArea: countyAnchor(county) },
      ]),
    ),
  },
  h3: { margin: `0 0 ${theme.space[1]}`, fontSize: theme.fontSize.lg },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: theme.space[2],
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: theme.touchTarget,
    fontWeight: 600,
    [mq.lg]: { minHeight: theme.size.inlineLink },
  },
}));

/** Every city the vans serve, grouped by county, each linking to this service in that city. */
export function ServiceAreas({ service, tone }: { service: Service; tone: SectionTone }) {
  const headingId = `${service.slug}-areas-title`;
  return (
    <Section id="service-areas" tone={tone} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow="Service areas"
        title={`${service.title} Across the Bay Area`}
        intro={`Our vans cover ${CITIES.length} cities in ${COUNTIES.length} counties. Choose your city for local details.`}
      />
      <Counties>
        {COUNTIES.map((county) => (
          <div key={county} data-county={countyAnchor(county)}>
            <h3>{county} County</h3>
            <ul>
              {CITIES.filter((city) => city.county === county).map((city) => (
                <li key={city.id}>
                  <Link to={paths.serviceInCity(service.slug, city.id)}>
                    <VisuallyHidden>{service.title} in </VisuallyHidden>
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Counties>
    </Section>
  );
}
