/**
 * Brand page: hero with the make's logo, an
 * intro naming its first three models, notes on its glass, the 'Models We Service'
 * carousel (#models), three reasons to choose us and a closing call to action.
 * Unknown slugs get the 'Brand Not Found' view; the server answers those with 404.
 */
import styled from '@emotion/styled';
import { Award, ListChecks, ShieldCheck, Wrench } from 'lucide-react';
import { useLocation, useParams } from 'react-router-dom';
import { BRAND_GLASS_NOTES } from '@/content/brand-glass-notes';
import { modelFacts } from '@/content/load/model-facts-lookup';
import { findBrandBySlug } from '@/content/load/brand-lookup';
import { businessProfile } from '@/content/business-profile';
import { INSURANCE_PROMISE } from '@/content/claims';
import type { CarBrand } from '@/content/types';
import { paths } from '@/config/paths';
import { quoteHref } from '@/config/quote-link';
import { CallToAction } from '@/features/site-shell/call-to-action';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { brandDescription, brandTitle } from './brand-snippets';
import { breadcrumbJsonLd, serviceJsonLd } from '@/seo/structured-data';
import { CallButton } from '@/ui/phone-link';
import { ratingNode } from '@/ui/truth/sample-tag';
import { BrandLogo } from '@/ui/brand-logo';
import { trackEvent } from '@/lib/analytics';
import { ButtonLink } from '@/ui/button';
import { Section, SectionHeading } from '@/ui/layout';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { IconCardGrid } from '@/ui/icon-card-grid';
import { brandIntro, brandWhyChooseUs } from './brand-copy';
import { HeroCallLink } from './hero-call-link';
import { deferredIsland } from '@/hydration/deferred-island';
import { StaticContent } from '@/hydration/static-content';

// Below the fold: the carousel, with Embla, hydrates from its own chunk; its snapshot is the
// plain list of model links, scrollable sideways (docs/decisions/first-paint.md#first-load-budget).
const ModelsCarouselIsland = deferredIsland('brand-models', () =>
  import('./models-carousel').then((module) => module.ModelsCarousel),
);

const MODELS_ANCHOR = '#models';

/** The logo card beside the intro: the logo and two short lines, never a stretched banner. */
const LOGO_TILE_MAX_WIDTH = 360;

const LogoTile = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  padding: theme.space[2],
  borderRadius: theme.radius.lg,
  background: theme.color.bg,
  color: theme.color.fg,
  boxShadow: theme.shadow.lg,
  maxWidth: LOGO_TILE_MAX_WIDTH,
  [mq.lg]: {
    flexDirection: 'column',
    textAlign: 'center',
    padding: theme.space[4],
    marginInlineStart: 'auto',
  },
  // The logo keeps its size: as a shrinkable flex item it painted narrower until its picture
  // decoded, then grew and pushed the text (a 0.002 layout shift on phones).
  '> :first-child': { flexShrink: 0 },
  p: { margin: 0, color: theme.color.fgMuted, fontSize: theme.fontSize.sm },
  strong: { display: 'block', fontSize: theme.fontSize.lg, color: theme.color.fg },
}));

const IntroLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '1.5fr 1fr', alignItems: 'start' },
  '.brand-intro-text p': {
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize.lg,
    lineHeight: 1.7,
    maxWidth: theme.measure.lg,
  },
  '.brand-intro-text h2': {
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize['2xl'],
    lineHeight: 1.2,
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  '.brand-intro-text h3': {
    margin: `${theme.space[3]} 0 ${theme.space[1]}`,
    fontSize: theme.fontSize.xl,
  },
  '.brand-glass-notes': { color: theme.color.fgMuted },
}));

const PromiseList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.space[3],
  display: 'grid',
  gap: theme.space[2],
  borderRadius: theme.radius.lg,
  background: theme.color.bgBrandSoft,
  li: { display: 'flex', gap: theme.space[1.5], alignItems: 'flex-start', lineHeight: 1.5 },
  svg: { flexShrink: 0, color: theme.color.brand, marginTop: theme.space[0.25] },
}));

const WHY_ICONS = [Award, Wrench, ShieldCheck];

const FactsTable = styled.table(({ theme }) => ({
  width: '100%',
  marginTop: theme.space[4],
  borderCollapse: 'collapse',
  caption: { textAlign: 'left', fontWeight: 700, marginBottom: theme.space[1] },
  'th, td': {
    textAlign: 'left',
    padding: `${theme.space[1]} ${theme.space[1.5]} ${theme.space[1]} 0`,
    borderBottom: `1px solid ${theme.color.border}`,
    verticalAlign: 'top',
  },
}));

/** On a phone the facts table scrolls sideways inside its box instead of widening the page. */
const TableScroll = styled.div({ overflowX: 'auto' });

/** The recorded glass facts of the brand's models, one row each (none recorded: nothing). */
function ModelFactsTable({ brand }: { brand: CarBrand }) {
  const rows = brand.models.flatMap((model) => {
    const facts = modelFacts(brand, model);
    return facts ? [{ model, facts }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <TableScroll>
      <FactsTable>
        <caption>{`${brand.name} windshields at a glance`}</caption>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Years</th>
            <th scope="col">Body</th>
            <th scope="col">Windshield camera</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ model, facts }) => (
            <tr key={model}>
              <th scope="row">{model}</th>
              <td>{facts.years}</td>
              <td>{facts.bodyStyle}</td>
              <td>{facts.forwardCamera === 'none' ? 'none' : facts.forwardCamera.system}</td>
            </tr>
          ))}
        </tbody>
      </FactsTable>
    </TableScroll>
  );
}

function BrandView({ brand }: { brand: CarBrand }) {
  const path = paths.brand(brand.id);
  const crumbs = trail(
    { name: 'Services', path: paths.services() },
    { name: `${brand.name} Auto Glass`, path },
  );
  const description = brandDescription(brand);
  const glassNotes = BRAND_GLASS_NOTES[brand.id];

  return (
    <>
      <PageMeta
        title={brandTitle(brand)}
        description={description}
        path={path}
        keywords={[
          `${brand.name} windshield replacement`,
          `${brand.name} auto glass repair`,
          ...brand.models.map((model) => `${brand.name} ${model}`),
        ]}
        jsonLd={[
          serviceJsonLd({
            name: `${brand.name} Windshield Replacement & Repair`,
            description,
            path,
          }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={`${brand.name} auto glass`}
        title={`${brand.name} Windshield Replacement & Repair`}
        intro={`Mobile windshield replacement and chip repair for every ${brand.name}, with camera calibration when your car needs it, done where your car is parked.`}
        actions={
          <>
            <HeroCallLink placement="brand-hero" />
            <ButtonLink
              to={quoteHref({ make: brand.id })}
              variant="outlineOnDark"
              size="lg"
              onClick={() => trackEvent('quote_click', { placement: 'brand-hero' })}
            >
              Get a Free Quote
            </ButtonLink>
            <ButtonLink to={MODELS_ANCHOR} variant="outlineOnDark" size="lg">
              {`View ${brand.name} Models`}
            </ButtonLink>
          </>
        }
        aside={
          <LogoTile>
            <BrandLogo brand={brand} size={96} inlineInSnapshot />
            <div>
              <strong>{brand.name}</strong>
              <p>{`${brand.models.length} models serviced across the Bay Area`}</p>
            </div>
          </LogoTile>
        }
      />

      <StaticContent name="brand-intro">
        <Section labelledBy="brand-intro-title">
          <IntroLayout>
            <div className="brand-intro-text">
              <h2 id="brand-intro-title">{`Auto Glass Service for Your ${brand.name}`}</h2>
              <p>{brandIntro(brand)}</p>
              {glassNotes && (
                <>
                  <h3>{`What to Know About ${brand.name} Glass`}</h3>
                  <p className="brand-glass-notes">{glassNotes}</p>
                </>
              )}
            </div>
            <PromiseList aria-label="What every job includes">
              <li>
                <ListChecks size={22} aria-hidden="true" />
                <span>Glass matched to your VIN, including sensors, brackets and coatings</span>
              </li>
              <li>
                <ShieldCheck size={22} aria-hidden="true" />
                <span>{INSURANCE_PROMISE}</span>
              </li>
              <li>
                <Wrench size={22} aria-hidden="true" />
                <span>
                  Mobile service with no travel fee, most replacements in one to two hours
                </span>
              </li>
              {businessProfile.rating && (
                <li>
                  <Award size={22} aria-hidden="true" />
                  <span>{ratingNode()}</span>
                </li>
              )}
            </PromiseList>
          </IntroLayout>
        </Section>
      </StaticContent>
      <Section id="models" tone="muted" labelledBy="models-title">
        <SectionHeading
          id="models-title"
          eyebrow={`${brand.models.length} ${brand.name} models`}
          title="Models We Service"
          intro={`Choose your ${brand.name} for details on its glass, calibration and a free quote.`}
        />
        <ModelsCarouselIsland brand={brand} />
        <ModelFactsTable brand={brand} />
      </Section>

      <StaticContent name="brand-why">
        <Section labelledBy="brand-why-title">
          <Reveal>
            <SectionHeading id="brand-why-title" title="Why Choose Us" />
            <IconCardGrid items={brandWhyChooseUs(brand)} icons={WHY_ICONS} />
          </Reveal>
        </Section>
      </StaticContent>
      <CallToAction
        title={`Need New Glass for Your ${brand.name}?`}
        text="Call now for a free quote and the earliest appointment, or pick your model for details on its glass and calibration."
        placement="brand-cta"
        actions={
          <>
            <CallButton placement="brand-cta" />
            <ButtonLink to={MODELS_ANCHOR} variant="outlineOnDark" size="lg">
              Choose Your Model
            </ButtonLink>
          </>
        }
      />
    </>
  );
}

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [ModelsCarouselIsland];

export function Component() {
  const { brandSlug = '' } = useParams();
  const { pathname } = useLocation();
  const brand = findBrandBySlug(brandSlug);
  if (!brand) {
    return (
      <NotFoundState
        title="Brand Not Found"
        message="We couldn't find information for this car brand."
        requested={brandSlug}
        action={{ label: 'Back to Home', to: paths.home() }}
        path={pathname}
      />
    );
  }
  return <BrandView brand={brand} />;
}
