/**
 * Brand and model page: hero, the model's glass facts, details with three cards and five
 * reasons, the four-step process, the ADAS section (eight cameras on a Tesla, the common
 * driver-assistance features otherwise), reviews and the quote form (#quote). Unknown makes or models get the
 * 'Vehicle Not Found' view; the server answers those with 404.
 *
 * The model's facts decide what the page says and whether it is indexed
 * (docs/decisions/indexed-pages.md): it is `noindex` unless `isModelIndexable`; a camera and its
 * calibration are mentioned only where the facts record a forward camera; a review is
 * shown only when it names this model, with its city, source, date and sample label
 * (docs/decisions/launch-truth.md#reviews), otherwise the warranty and insurance facts are.
 *
 * The sections below the hero live in `model-sections.tsx` and `model-adas-section.tsx`.
 */
import styled from '@emotion/styled';
import { useLocation, useParams } from 'react-router-dom';
import { findBrandForModelPage, findModelBySlug, modelSlug } from '@/content/load/brand-lookup';
import { cameraName, isModelIndexable, modelFacts } from '@/content/load/model-facts-lookup';
import { aWorkmanshipWarranty } from '@/content/promise-wording';
import { SERVICE_AREA } from '@/content/service-area';
import type { CarBrand } from '@/content/types';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd } from '@/seo/structured-data';
import { ButtonLink } from '@/ui/button';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { isTesla, modelTestimonials } from './brand-copy';
import { HeroCallLink } from './hero-call-link';
import { ModelAdasSection } from './model-adas-section';
import {
  ModelDetailsSection,
  ModelFactsSection,
  ModelProcessSection,
  ModelQuoteSection,
  ModelReviewsSection,
} from './model-sections';
import { CalibrationHeroArt, TeslaHeroArt } from './vehicle-hero-art';
import { StaticContent } from '@/hydration/static-content';
import { quoteHref } from '@/config/quote-link';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';

/** The hero illustration's largest width: beyond it the drawing only gets blurrier. */
const HERO_ART_MAX_WIDTH = 480;

const HeroArt = styled.div({
  display: 'none',
  [mq.md]: { display: 'block' },
  svg: {
    display: 'block',
    width: '100%',
    height: 'auto',
    maxWidth: HERO_ART_MAX_WIDTH,
    marginInline: 'auto',
  },
});

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
    ? `Mobile ${vehicle} windshield replacement in the Bay Area: OEM-quality glass, ${cameraName(camera)} calibration and insurance billed directly.`
    : `Mobile ${vehicle} windshield replacement in the Bay Area: OEM-quality glass and insurance billed directly.`;

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
        eyebrow={`${brand.name} auto glass`}
        title={title}
        intro={
          camera
            ? `OEM-quality glass, calibration of the ${cameraName(camera)} and ${aWorkmanshipWarranty()} for your ${model}, installed at your home or office in the ${SERVICE_AREA.cityCount} Bay Area cities we serve.`
            : `OEM-quality glass and ${aWorkmanshipWarranty()} for your ${model}, installed at your home or office in the ${SERVICE_AREA.cityCount} Bay Area cities we serve.`
        }
        actions={
          <>
            <HeroCallLink placement="brand-model-hero" />
            {/* The quote page with the car preset: the first question on the next screen, not
                the section 7,000 px down (docs/decisions/quote-flow.md, 'Where it starts'). */}
            <ButtonLink
              to={quoteHref({ make: brand.id, model: modelSlug(model) })}
              variant="outlineOnDark"
              size="lg"
            >
              Get Free Quote
            </ButtonLink>
          </>
        }
        aside={<HeroArt>{isTesla(brand) ? <TeslaHeroArt /> : <CalibrationHeroArt />}</HeroArt>}
      />

      <StaticContent name="model-content">
        {facts ? <ModelFactsSection vehicle={vehicle} facts={facts} /> : null}
        <ModelDetailsSection brand={brand} model={model} facts={facts} />
        <ModelProcessSection brand={brand} model={model} facts={facts} />
        {camera ? <ModelAdasSection brand={brand} model={model} camera={camera} /> : null}
        <ModelReviewsSection model={model} testimonials={modelTestimonials(brand, model)} />
      </StaticContent>
      <ModelQuoteSection brand={brand} model={model} />
    </>
  );
}

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [LeadFormIsland];

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
