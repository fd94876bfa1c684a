/**
 * /services/{serviceType}: the dedicated
 * layout for the five main services, the fleet page, the generic layout for any other
 * known service, and 'Service Not Found' for an unknown slug, in the language its entry gives
 * (`service-page.tsx` English, `service-page-es.tsx` Spanish).
 */
import { useLocation, useParams } from 'react-router-dom';
import { DEDICATED_SERVICE_SLUGS, type ServiceSlug } from '@/domain/service-slugs';
import { paths } from '@/config/paths';
import { NotFoundState } from '@/pages/not-found-state';
import { DedicatedServiceView } from './dedicated-service-view';
import { FleetView } from './fleet-view';
import { GenericServiceView } from './generic-service-view';
import type { ServicePagesLanguage } from './service-page-words';

const FLEET_SLUG: ServiceSlug = 'fleet-services';

function isDedicated(slug: ServiceSlug): boolean {
  return (DEDICATED_SERVICE_SLUGS as readonly ServiceSlug[]).includes(slug);
}

/** A service's page in its language. */
export function ServicePage({ language }: { language: ServicePagesLanguage }) {
  const { serviceType } = useParams();
  const { pathname } = useLocation();
  const service = language.services.find((candidate) => candidate.slug === serviceType);
  if (!service) {
    return (
      <NotFoundState
        title="Service Not Found"
        message="Sorry, we couldn't find that service."
        action={{ label: 'View All Services', to: paths.services() }}
        path={pathname}
      />
    );
  }
  // Keyed by slug so moving between services starts each page fresh (FAQ state, reveals).
  if (service.slug === FLEET_SLUG) {
    return <FleetView key={service.slug} service={service} language={language} />;
  }
  if (isDedicated(service.slug)) {
    return <DedicatedServiceView key={service.slug} service={service} language={language} />;
  }
  return <GenericServiceView key={service.slug} service={service} language={language} />;
}
