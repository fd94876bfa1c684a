/**
 * The generic service layout: title, description,
 * details, icon and a call to action, used for services without a dedicated layout.
 */
import { visitTiming } from '@/content/promise-wording';
import { SERVICE_DETAILS } from '@/content/service-details';
import type { Service } from '@/content/types';
import { paths } from '@/config/paths';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { PageHero } from '@/ui/page-hero';
import { ServiceDetails, serviceCrumbs, servicePageTitle } from './service-details-block';
import { ServiceAreas, ServiceReviews, TrustPanel } from './service-sections';
import { StaticContent } from '@/hydration/static-content';

export function GenericServiceView({ service }: { service: Service }) {
  const detail = SERVICE_DETAILS[service.slug];
  const crumbs = serviceCrumbs(service);
  const path = paths.service(service.slug);
  return (
    <>
      <PageMeta
        title={servicePageTitle(service)}
        // The service's own one-line summary fits search results (docs/decisions/structured-data.md#snippet-lengths).
        description={service.shortDescription}
        path={path}
        jsonLd={[
          serviceJsonLd({ name: service.title, description: detail.description, path }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Mobile auto glass service"
        title={service.title}
        intro={service.shortDescription}
        actions={<CallAndQuoteButtons placement="service-hero" />}
        aside={<TrustPanel />}
      />
      <StaticContent name="service-content">
        <ServiceDetails service={service} />
        <ServiceReviews service={service} tone="muted" />
        <ServiceAreas service={service} tone="default" />
      </StaticContent>
      <CallToAction
        title={`Need ${service.title}?`}
        text={`Call now or request a free quote online. ${visitTiming()} We come to your home, work or parking lot within our service area, and static camera calibration is done at our shop.`}
        placement={`service-${service.slug}`}
      />
    </>
  );
}
