/**
 * The city page's sections that a service-in-city page does not show: the county's 'why
 * choose us' blocks and the city's reviews. Apart from `local-sections.tsx`, so the county
 * copy and the reviews stay out of a service-in-city page's first load
 * (docs/decisions/first-paint.md#first-load-budget).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { WHY_CHOOSE_BY_COUNTY } from '@/content/city-profiles';
import { TESTIMONIALS } from '@/content/reviews';
import type { City, County } from '@/content/types';
import type { ServiceSlug } from '@/domain/service-slugs';
import { NoReviewsFacts, ReviewCard } from '@/ui/truth/review-ui';
import { Card, Grid, Section, SectionHeading } from '@/ui/layout';

/** The county's three 'why choose us' blocks. */
export function WhyChooseSection({
  county,
  title,
  intro,
  headingId,
  tone = 'default',
  children,
}: {
  county: County;
  title: string;
  intro?: ReactNode;
  headingId: string;
  tone?: 'default' | 'muted';
  /** Shown under the blocks: the city's reviews. */
  children?: ReactNode;
}) {
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={`${county} County`} title={title} intro={intro} />
      <Grid min="260px">
        {WHY_CHOOSE_BY_COUNTY[county].map((point) => (
          <Card key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.description}</p>
          </Card>
        ))}
      </Grid>
      {children}
    </Section>
  );
}

const ReviewsBlock = styled.div(({ theme }) => ({
  marginTop: theme.space[6],
  h3: { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSize.xl, textAlign: 'center' },
}));

/**
 * Reviews written by customers in this city (of this service, when given), with their
 * source and date. Without any, the warranty and insurance facts take the block: never an
 * empty box and never another city's reviews (docs/decisions/launch-truth.md#reviews).
 */
export function CityReviews({ city, service }: { city: City; service?: ServiceSlug }) {
  const reviews = TESTIMONIALS.filter(
    (testimonial) =>
      testimonial.location === city.name && (!service || testimonial.service === service),
  );
  if (reviews.length === 0) {
    return (
      <ReviewsBlock>
        <h3>What Every {city.name} Job Comes With</h3>
        <NoReviewsFacts />
      </ReviewsBlock>
    );
  }
  return (
    <ReviewsBlock>
      <h3>What {city.name} Customers Say</h3>
      <Grid min="300px">
        {reviews.map((review) => (
          <Card key={review.id}>
            <ReviewCard review={review} />
          </Card>
        ))}
      </Grid>
    </ReviewsBlock>
  );
}
