/**
 * The sections of a brand and model page below its hero, in page order except the ADAS
 * section (`model-adas-section.tsx`). The page (`brand-model-page.tsx`) decides which appear;
 * each section lays out only what it is given.
 */
import styled from '@emotion/styled';
import { ArrowLeft, Award, CircleCheck, Phone, ScanEye, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claims';
import { INSURERS } from '@/content/insurers';
import type { ModelGlassFacts } from '@/content/load/model-facts-lookup';
import { workmanshipTerm, workmanshipWarrantyHeading } from '@/content/promise-wording';
import type { CarBrand, Testimonial } from '@/content/types';
import { paths } from '@/config/paths';
import { ModelQuote } from '@/features/lead-capture/model-quote';
import { Card, Grid, Section, SectionHeading } from '@/ui/layout';
import { NumberedSteps } from '@/ui/numbered-steps';
import { PhoneLink } from '@/ui/phone-link';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { IconCardGrid } from '@/ui/icon-card-grid';
import { ReviewCard } from '@/ui/truth/review-ui';
import { modelDetailCards, modelProcess, modelWhyChooseUs, windshieldRole } from './brand-copy';

/** What every section of a model page knows: the make, the model and its recorded facts. */
export interface ModelSectionProps {
  brand: CarBrand;
  model: string;
  facts: ModelGlassFacts | undefined;
}

const FactsLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  dl: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, auto) 1fr',
    gap: `${theme.space[1]} ${theme.space[2]}`,
  },
  'dl > div': { display: 'contents' },
  dt: { fontWeight: 700 },
  dd: { margin: 0, lineHeight: 1.5 },
  p: { margin: 0, fontSize: theme.fontSize.lg, lineHeight: 1.7 },
}));

/** The model's recorded glass facts: the rows that are known, then its notes. */
export function ModelFactsSection({ vehicle, facts }: { vehicle: string; facts: ModelGlassFacts }) {
  const camera = facts.forwardCamera;
  const rows: [string, string][] = [
    ['Body style', facts.bodyStyle],
    ['Model years', facts.years],
    [
      'Windshield camera',
      camera === 'none' ? 'None: nothing to calibrate' : `${camera.system}: ${camera.fitted}`,
    ],
  ];
  if (facts.rainSensor) rows.push(['Rain sensor', facts.rainSensor]);
  if (facts.heatedWiperArea) rows.push(['Heated wiper area', facts.heatedWiperArea]);
  if (facts.headUpDisplay) rows.push(['Head-up display', facts.headUpDisplay]);
  if (facts.acousticGlass) rows.push(['Acoustic glass', facts.acousticGlass]);
  return (
    <Section labelledBy="model-facts-title">
      <SectionHeading
        id="model-facts-title"
        eyebrow="Glass facts"
        title={`The ${vehicle} Windshield`}
      />
      <FactsLayout>
        <p>{facts.notes}</p>
        <dl>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </FactsLayout>
    </Section>
  );
}

const WhyPanel = styled.div(({ theme }) => ({
  marginTop: theme.space[4],
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bgMuted,
  border: `1px solid ${theme.color.border}`,
  [mq.md]: { padding: theme.space[4] },
  h3: { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSize.xl },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space[1.5],
    [mq.md]: { gridTemplateColumns: '1fr 1fr', columnGap: theme.space[4] },
  },
  li: { display: 'flex', gap: theme.space[1], alignItems: 'flex-start', lineHeight: 1.5 },
  svg: { flexShrink: 0, color: theme.color.success, marginTop: theme.space[0.25] },
}));

const DETAIL_ICONS = [Award, ScanEye, ShieldCheck];

/** Three cards on the work, then the reasons to choose us. */
export function ModelDetailsSection({ brand, model, facts }: ModelSectionProps) {
  const vehicle = `${brand.name} ${model}`;
  return (
    <Section labelledBy="model-details-title">
      <SectionHeading
        id="model-details-title"
        title={`Windshield Service Built for the ${vehicle}`}
        intro={windshieldRole(brand, model, facts)}
      />
      <IconCardGrid items={modelDetailCards(brand, model, facts)} icons={DETAIL_ICONS} />
      <WhyPanel>
        <h3>Why Choose Us</h3>
        <ul>
          {modelWhyChooseUs(brand, model).map((point) => (
            <li key={point}>
              <CircleCheck size={22} aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </WhyPanel>
    </Section>
  );
}

const CenteredActions = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space[4],
}));

export function ModelProcessSection({ brand, model, facts }: ModelSectionProps) {
  return (
    <Section tone="muted" labelledBy="model-process-title">
      <Reveal>
        <SectionHeading
          id="model-process-title"
          eyebrow="How it works"
          title="Our Replacement Process"
        />
        <NumberedSteps>
          {modelProcess(brand, model, facts).map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </NumberedSteps>
        <CenteredActions>
          <PhoneLink placement="brand-model-process" variant="primary" size="lg">
            <Phone size={20} aria-hidden="true" />
            Call to Schedule
          </PhoneLink>
        </CenteredActions>
      </Reveal>
    </Section>
  );
}

/** The box around a review on a model page; the review itself is the shared ReviewCard. */
const ReviewBox = styled.div(({ theme }) => ({
  height: '100%',
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.sm,
}));

/** Shown instead of reviews when no review names this model. */
function WarrantyAndInsurance({ model }: { model: string }) {
  const popular = INSURERS.filter((insurer) => insurer.popular).map((insurer) => insurer.name);
  return (
    <Section tone="muted" labelledBy="model-cover-title">
      <SectionHeading
        id="model-cover-title"
        eyebrow="Warranty and insurance"
        title="What Covers the Work"
      />
      <Grid min="250px">
        <Card>
          <h3>{workmanshipWarrantyHeading()}</h3>
          <p>
            {`Leaks, wind noise and defects in our installation on your ${model} are fixed free ${workmanshipTerm()}.`}{' '}
            <Link to={paths.warranty()}>Read the warranty</Link>
          </p>
        </Card>
        <Card>
          <h3>Insurance billed directly</h3>
          <p>
            {`We open the glass claim and bill ${popular.join(', ')} and most other insurers directly: ${ZERO_WITH_GLASS_COVERAGE}.`}
          </p>
        </Card>
      </Grid>
    </Section>
  );
}

/**
 * Reviews that name this model (docs/decisions/launch-truth.md#reviews), or, when there are
 * none, the warranty and insurance facts instead.
 */
export function ModelReviewsSection({
  model,
  testimonials,
}: {
  model: string;
  testimonials: readonly Testimonial[];
}) {
  if (testimonials.length === 0) return <WarrantyAndInsurance model={model} />;
  return (
    <Section tone="muted" labelledBy="model-testimonials-title">
      <Reveal>
        <SectionHeading
          id="model-testimonials-title"
          eyebrow="Reviews"
          title={`What ${model} Owners Say`}
        />
        <Grid min="250px">
          {testimonials.map((testimonial) => (
            <ReviewBox key={testimonial.id}>
              <ReviewCard review={testimonial} />
            </ReviewBox>
          ))}
        </Grid>
      </Reveal>
    </Section>
  );
}

const QuoteLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '0.9fr 1.1fr', alignItems: 'start' },
  h2: {
    margin: `0 0 ${theme.space[1.5]}`,
    fontSize: theme.fontSize['2xl'],
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  p: { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSize.lg, lineHeight: 1.6 },
  '.back-link': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[0.5],
    minHeight: theme.touchTarget,
    fontWeight: 700,
    color: theme.color.link,
  },
}));

/** The quote form (`#quote`), titled for the vehicle, for a visitor who read the page down to it. */
export function ModelQuoteSection({ brand, model }: { brand: CarBrand; model: string }) {
  const vehicle = `${brand.name} ${model}`;
  return (
    <Section id="quote" labelledBy="model-quote-intro">
      <QuoteLayout>
        <div>
          <h2 id="model-quote-intro">{`Get Your ${model} Back on the Road`}</h2>
          <p>
            {`Send us a few details and we'll reply with a price for your ${vehicle} windshield, or call and we'll quote you on the spot. We bill most insurers directly.`}
          </p>
          <Link className="back-link" to={paths.brand(brand.id)}>
            <ArrowLeft size={18} aria-hidden="true" />
            {`All ${brand.name} models we service`}
          </Link>
        </div>
        <ModelQuote make={brand.name} model={model} />
      </QuoteLayout>
    </Section>
  );
}
