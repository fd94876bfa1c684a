/**
 * Brand and model page: hero, the
 * model's glass facts, details with three cards and five reasons, the four-step process,
 * the ADAS section (eight cameras on a Tesla, the common driver-assistance features
 * otherwise), reviews and the quote form (#quote). Unknown makes or models get the
 * 'Vehicle Not Found' view; the server answers those with 404.
 *
 * The model's facts decide what the page says and whether it is indexed
 * (docs/decisions/indexed-pages.md): it is `noindex` unless `isModelIndexable`; a camera and its
 * calibration are mentioned only where the facts record a forward camera; a review is
 * shown only when it names this model, with its city, source, date and sample label
 * (docs/decisions/launch-truth.md#reviews), otherwise the warranty and insurance facts are.
 */
import styled from '@emotion/styled';
import {
  ArrowLeft,
  Award,
  CircleCheck,
  Gauge,
  Phone,
  ScanEye,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { findBrandForModelPage, findModelBySlug, modelSlug } from '@/content/brand-lookup';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claims';
import { INSURERS } from '@/content/insurers';
import { isModelIndexable, modelFacts, type ModelGlassFacts } from '@/content/model-facts/lookup';
import { SERVICE_AREA } from '@/content/service-area';
import type { CarBrand } from '@/content/types';
import { paths } from '@/config/paths';
import { LeadForm } from '@/features/lead-capture/lead-form';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd } from '@/features/seo/structured-data';
import { PhoneLink } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Card, Grid, Section, SectionHeading } from '@/ui/layout';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { ReviewCard } from '@/ui/truth/review-ui';
import {
  ADAS_SAFETY_NOTICE,
  CALIBRATION_METHODS,
  GENERIC_ADAS_FEATURES,
  genericAdasIntro,
  isTesla,
  modelDetailCards,
  modelProcess,
  modelTestimonials,
  modelWhyChooseUs,
  teslaCameraText,
} from './brand-copy';
import { HeroCallLink } from './hero-call-link';
import { CalibrationHeroArt, TeslaHeroArt } from './vehicle-hero-art';
import { NumberedSteps } from '@/ui/numbered-steps';
import { IconBubble } from '@/ui/icon-bubble';

const QUOTE_ANCHOR = '#quote';

const HeroArt = styled.div({
  display: 'none',
  [mq.md]: { display: 'block' },
  svg: { display: 'block', width: '100%', height: 'auto', maxWidth: 480, marginInline: 'auto' },
});

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
  svg: { flexShrink: 0, color: theme.color.success, marginTop: 2 },
}));

const CenteredActions = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space[4],
}));

const Notice = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1.5],
  alignItems: 'flex-start',
  padding: theme.space[2],
  marginBottom: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.warningBg,
  borderLeft: `4px solid ${theme.color.warning}`,
  color: theme.color.fg,
  lineHeight: 1.6,
  svg: { flexShrink: 0, color: theme.color.warning, marginTop: 3 },
  p: { margin: 0 },
  strong: { color: theme.color.warning },
}));

const AdasLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  h3: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize.xl },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7 },
  '.method': {
    padding: theme.space[2],
    borderRadius: theme.radius.md,
    background: theme.color.bg,
    border: `1px solid ${theme.color.border}`,
    marginBottom: theme.space[2],
  },
  '.method h4': { margin: `0 0 ${theme.space[0.5]}`, fontSize: theme.fontSize.md },
  '.method p': { margin: 0, color: theme.color.fgMuted, lineHeight: 1.6 },
  ul: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space[1.5] },
  li: { display: 'flex', gap: theme.space[1], alignItems: 'flex-start', lineHeight: 1.5 },
  'li svg': { flexShrink: 0, color: theme.color.brand, marginTop: 2 },
}));

/** The box around a review on a model page; the review itself is the shared ReviewCard. */
const ReviewBox = styled.div(({ theme }) => ({
  height: '100%',
  padding: theme.space[3],
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.sm,
}));

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

const DETAIL_ICONS = [Award, ScanEye, ShieldCheck];

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
function ModelFactsSection({ vehicle, facts }: { vehicle: string; facts: ModelGlassFacts }) {
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
          <h3>Lifetime workmanship warranty</h3>
          <p>
            {`Leaks, wind noise and defects in our installation on your ${model} are fixed free for as long as you own it.`}{' '}
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

function ModelView({ brand, model }: { brand: CarBrand; model: string }) {
  const vehicle = `${brand.name} ${model}`;
  const path = paths.brandModel(brand.id, modelSlug(model));
  const crumbs = trail(
    { name: 'Services', path: paths.services() },
    { name: `${brand.name} Auto Glass`, path: paths.brand(brand.id) },
    { name: model, path },
  );
  const title = `${vehicle} Windshield Replacement`;
  const facts = modelFacts(brand, model);
  const camera = facts && facts.forwardCamera !== 'none' ? facts.forwardCamera : undefined;
  const description = camera
    ? `Mobile ${vehicle} windshield replacement in the Bay Area: OEM-quality glass, ${camera.system} camera calibration, insurance billed directly and a lifetime warranty.`
    : `Mobile ${vehicle} windshield replacement in the Bay Area: OEM-quality glass, insurance billed directly and a lifetime warranty.`;
  const tesla = isTesla(brand);
  const testimonials = modelTestimonials(brand, model);

  return (
    <>
      <PageMeta
        title={title}
        description={description}
        path={path}
        noindex={!isModelIndexable(brand, model)}
        keywords={[`${vehicle} windshield replacement`, `${vehicle} auto glass`]}
        jsonLd={[serviceJsonLd({ name: title, description, path }), breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={`${brand.name} Auto Glass Specialist`}
        title={title}
        intro={
          camera
            ? `OEM-quality glass, calibration of the ${camera.system} camera and a lifetime warranty for your ${model}, installed at your home or office in the ${SERVICE_AREA.cityCount} Bay Area cities we serve.`
            : `OEM-quality glass and a lifetime warranty for your ${model}, installed at your home or office in the ${SERVICE_AREA.cityCount} Bay Area cities we serve.`
        }
        actions={
          <>
            <HeroCallLink placement="brand-model-hero" />
            <ButtonLink to={QUOTE_ANCHOR} variant="outlineOnDark" size="lg">
              Get Free Quote
            </ButtonLink>
          </>
        }
        aside={<HeroArt>{tesla ? <TeslaHeroArt /> : <CalibrationHeroArt />}</HeroArt>}
      />

      {facts ? <ModelFactsSection vehicle={vehicle} facts={facts} /> : null}

      <Section labelledBy="model-details-title">
        <SectionHeading
          id="model-details-title"
          title={`Windshield Service Built for the ${vehicle}`}
          intro={`The windshield is part of your ${model}'s structure: it helps support the roof and backs up the passenger airbag. We install it to the factory standard.`}
        />
        <Grid min="240px">
          {modelDetailCards(brand, model, facts).map((card, index) => {
            const Icon = DETAIL_ICONS[index] ?? Award;
            return (
              <Card key={card.title}>
                <IconBubble>
                  <Icon size={28} aria-hidden="true" strokeWidth={1.75} />
                </IconBubble>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </Card>
            );
          })}
        </Grid>
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

      {camera ? (
        <Section labelledBy="model-adas-title">
          <Reveal>
            <SectionHeading
              id="model-adas-title"
              eyebrow="ADAS calibration"
              title={`Keeping Your ${model}'s Safety Systems Accurate`}
            />
            <Notice>
              <TriangleAlert size={24} aria-hidden="true" />
              <p>
                <strong>Safety notice: </strong>
                {ADAS_SAFETY_NOTICE}
              </p>
            </Notice>
            <AdasLayout>
              <div>
                <h3>Static versus dynamic calibration</h3>
                {CALIBRATION_METHODS.map((method) => (
                  <div className="method" key={method.title}>
                    <h4>{method.title}</h4>
                    <p>{method.description}</p>
                  </div>
                ))}
              </div>
              {tesla ? (
                <div>
                  <h3>Tesla’s eight cameras</h3>
                  {teslaCameraText(model).map((paragraph) => (
                    <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                  ))}
                </div>
              ) : (
                <div>
                  <h3>Driver-assistance features we restore</h3>
                  <p>{genericAdasIntro(brand, model, camera)}</p>
                  <ul>
                    {GENERIC_ADAS_FEATURES.map((feature) => (
                      <li key={feature.title}>
                        <Gauge size={22} aria-hidden="true" />
                        <span>
                          <strong>{`${feature.title}:`}</strong>
                          {` ${feature.description}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </AdasLayout>
          </Reveal>
        </Section>
      ) : null}

      {testimonials.length > 0 ? (
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
      ) : (
        <WarrantyAndInsurance model={model} />
      )}

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
          <LeadForm
            placement="brand-model"
            defaultService="windshield-replacement"
            heading={`Free Quote for Your ${vehicle}`}
          />
        </QuoteLayout>
      </Section>
    </>
  );
}

export function Component() {
  const { brandSlug = '', modelSlug: requestedModel = '' } = useParams();
  const { pathname } = useLocation();
  const brand = findBrandForModelPage(brandSlug);
  const model = brand && findModelBySlug(brand, requestedModel);
  if (!brand || !model) {
    return (
      <NotFoundState
        title="Vehicle Not Found"
        message="We couldn't find information for this vehicle model."
        requested={`${brandSlug}/${requestedModel}`}
        action={
          brand
            ? { label: `See All ${brand.name} Models`, to: paths.brand(brand.id) }
            : { label: 'Back to Home', to: paths.home() }
        }
        path={pathname}
      />
    );
  }
  return <ModelView brand={brand} model={model} />;
}
