/**
 * The generic service layout: title, description,
 * details, icon and a call to action, used for services without a dedicated layout.
 */
import type { Service } from '@/content/types';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { PageHero } from '@/ui/page-hero';
import { useT } from '@/ui/messages';
import { ServiceDetails, serviceCrumbs, servicePageTitle } from './service-details-block';
import { ServiceAreas, ServiceReviews, TrustPanel } from './service-sections';
import type { ServicePagesLanguage } from './service-page-words';
import { StaticContent } from '@/hydration/static-content';

/** The page in its language: the Spanish twin leaves out what has no Spanish copy yet. */
export function GenericServiceView({
  service,
  language,
}: {
  service: Service;
  language: ServicePagesLanguage;
}) {
  const t = useT();
  const words = language.view;
  const detail = language.details[service.slug];
  const english = language.showsEnglishOnlySections;
  const crumbs = serviceCrumbs(service, language);
  const path = language.links.service(service.slug);
  const title = servicePageTitle(service, language);
  return (
    <>
      <PageMeta
        title={title}
        // The service's own one-line summary fits search results (docs/decisions/structured-data.md#snippet-lengths).
        description={service.shortDescription}
        path={path}
        jsonLd={[
          english
            ? serviceJsonLd({ name: service.title, description: detail.description, path })
            : webPageJsonLd({
                name: title,
                description: service.shortDescription,
                path,
                inLanguage: 'es',
              }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={words.genericEyebrow}
        title={service.title}
        intro={service.shortDescription}
        actions={
          <CallAndQuoteButtons
            placement="service-hero"
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
        aside={english ? <TrustPanel /> : undefined}
      />
      <StaticContent name="service-content">
        <ServiceDetails service={service} language={language} />
        {english && <ServiceReviews service={service} tone="muted" />}
        {english && <ServiceAreas service={service} tone="default" />}
      </StaticContent>
      <CallToAction
        title={words.genericCtaTitle(service.title)}
        text={words.ctaText}
        placement={`service-${service.slug}`}
        actions={
          <CallAndQuoteButtons
            placement={`service-${service.slug}`}
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
      />
    </>
  );
}
