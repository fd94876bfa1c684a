/**
 * /quote: the quote flow's fields on one page, as a plain form that works without
 * JavaScript (docs/decisions/quote-flow.md, 'Without JavaScript'). The home page's quote
 * gate links here. Noindex: it is a form, not content.
 */
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { QuotePlainForm } from '@/features/lead-capture/quote-flow/quote-plain-form';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
import { Section } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';

export function Component() {
  const crumbs = trail({ name: 'Quote request', path: paths.quoteForm() });
  return (
    <>
      <PageMeta
        title="Request a Quote"
        description={`Ask ${businessProfile.name} for a mobile auto glass quote: your vehicle, the glass, where the car is and photos, on one page.`}
        path={paths.quoteForm()}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Free quote"
        title="Request a Quote on One Page"
        intro="Tell us about the vehicle and the glass, where the car is and how to reach you. We reply within business hours, usually within the hour."
      />
      <Section tone="muted">
        <QuotePlainForm />
      </Section>
    </>
  );
}
