/**
 * The quote page, `/quote` and `/es/quote`, with its words given per language
 * (./quote-page-words.ts, ./quote-page-words-es.ts): where every "Get a quote" of the site
 * leads (src/config/quote-link.ts), preset
 * with the service, city, make or model of the page the visitor came from
 * (docs/decisions/quote-flow.md, 'Where it starts'). The snapshot holds the quote flow's
 * fields as one plain form that works without JavaScript; once the page runs, the
 * step-by-step flow takes its place, opening on its first question, unless the visitor
 * already began the plain form or asked for it (`?form=one-page`). Noindex: it is a form,
 * not content.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readQuotePreset } from '@/config/quote-link';
import { findModelBySlug } from '@/content/load/brand-lookup';
import { CAR_BRANDS } from '@/content/brands';
import { CITIES } from '@/content/cities';
import { GLASS_KINDS } from '@/domain/quote';
import { QuotePlainForm } from '@/features/lead-capture/quote-flow/quote-plain-form';
import type { QuoteFlowPreset } from '@/features/lead-capture/quote-flow/quote-flow-state';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { Card, Section } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { isPrerendering } from '@/hydration/prerender';

const QuoteFlow = lazy(() =>
  import('@/features/lead-capture/quote-flow/quote-flow').then((module) => ({
    default: module.QuoteFlow,
  })),
);

/** The plain form was begun before the page ran: any field that differs from its default. */
function plainFormInUse(container: HTMLElement | null): boolean {
  const fields = container?.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input[name], select[name], textarea[name]');
  return [...(fields ?? [])].some((field) => {
    if (field instanceof HTMLSelectElement) {
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    }
    if (field instanceof HTMLInputElement) {
      if (field.type === 'hidden') return false;
      if (field.type === 'checkbox' || field.type === 'radio') {
        return field.checked !== field.defaultChecked;
      }
      if (field.type === 'file') return (field.files?.length ?? 0) > 0;
    }
    return field.value !== field.defaultValue;
  });
}

/** What the page says around the flow, in its language. */
export interface QuotePageWords {
  /** The page's own path: its crumb, canonical link and the one-page form's link. */
  path: string;
  crumb: string;
  title: string;
  description: string;
  heroTitle: string;
  /** The title when the visitor came from a city's page. */
  heroTitleInCity: (cityName: string) => string;
  intro: string;
  /** Said while the flow's code loads. */
  loading: string;
  /** The link to the one-page form, in a sentence: before, the link's words, after. */
  onePage: { before: string; link: string; after: string };
}

export function QuotePageView({ words }: { words: QuotePageWords }) {
  const [searchParams] = useSearchParams();
  const plainRef = useRef<HTMLDivElement>(null);
  const [stepByStep, setStepByStep] = useState(false);
  const onePage = searchParams.get('form') === 'one-page';
  const wanted = useMemo(() => readQuotePreset(searchParams), [searchParams]);

  useEffect(() => {
    // The snapshot keeps the plain form: it is what works without JavaScript.
    if (isPrerendering()) return;
    if (!onePage && !plainFormInUse(plainRef.current)) setStepByStep(true);
  }, [onePage]);

  // Read only after the page runs: the snapshot was rendered without a query, and the
  // hydrating render must match it.
  const brand = stepByStep
    ? CAR_BRANDS.find((candidate) => candidate.id === wanted.make)
    : undefined;
  const preset: QuoteFlowPreset = {
    make: brand?.name,
    model: brand && wanted.model ? findModelBySlug(brand, wanted.model) : undefined,
    glass: GLASS_KINDS.find((kind) => kind.service === wanted.service)?.value,
  };
  const cityName = stepByStep ? CITIES.find((city) => city.id === wanted.city)?.name : undefined;

  const crumbs = trail({ name: words.crumb, path: words.path });
  return (
    <>
      <PageMeta
        title={words.title}
        description={words.description}
        path={words.path}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        title={cityName ? words.heroTitleInCity(cityName) : words.heroTitle}
        intro={words.intro}
      />
      <Section tone="muted">
        {stepByStep ? (
          <Suspense fallback={<Card aria-busy="true">{words.loading}</Card>}>
            <QuoteFlow placement="quote-page" preset={preset} />
            <p css={(theme) => ({ marginTop: theme.space[2], textAlign: 'center' })}>
              {words.onePage.before}{' '}
              <Link to={`${words.path}?form=one-page`}>{words.onePage.link}</Link>
              {words.onePage.after}
            </p>
          </Suspense>
        ) : (
          <div ref={plainRef}>
            <QuotePlainForm />
          </div>
        )}
      </Section>
    </>
  );
}
