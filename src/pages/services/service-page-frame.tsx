/**
 * What every service page (dedicated, generic and fleet layouts) works out before its own
 * sections: the page's words, the service's details, its crumbs, path and title, and the page
 * meta with its structured data. One place, so the three layouts cannot drift apart in how a
 * service page is named, linked or described to search engines.
 */
import type { Service } from '@/content/types';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { useT } from '@/ui/messages';
import { serviceCrumbs, servicePageTitle } from './service-details-block';
import type { ServicePagesLanguage } from './service-page-words';

export type ServicePageFrame = ReturnType<typeof useServicePageFrame>;

/**
 * The prelude of a service page in its language. `title` is the page part of the document
 * title; the fleet page has its own, every other service page the language's pattern.
 */
export function useServicePageFrame(
  service: Service,
  language: ServicePagesLanguage,
  title: string = servicePageTitle(service, language),
) {
  const t = useT();
  return {
    t,
    words: language.view,
    detail: language.details[service.slug],
    /** The Spanish twin leaves out what has no Spanish copy yet. */
    english: language.showsEnglishOnlySections,
    crumbs: serviceCrumbs(service, language),
    path: language.links.service(service.slug),
    title,
  };
}

/** The service page's meta: a Service in English, a WebPage in Spanish, and its crumbs. */
export function ServicePageMeta({ service, frame }: { service: Service; frame: ServicePageFrame }) {
  const { english, detail, crumbs, path, title } = frame;
  return (
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
  );
}
