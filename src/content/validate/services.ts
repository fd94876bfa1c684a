/** The services, their detail pages, the fleet page and the van page. */
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { FLEET_CONTENT, SERVICE_DETAILS, VAN_PAGE } from '../service-details';
import { SERVICES } from '../services';
import type { Problems } from './problems';
import { ServiceDetailSchema } from './schemas';

export function checkServices(problems: Problems): void {
  problems.check(
    SERVICES.length === 7,
    `services.ts: expected 7 services, found ${SERVICES.length}`,
  );
  problems.unique(
    'services.ts slug',
    SERVICES.map((service) => service.slug),
  );
  for (const slug of SERVICE_SLUGS) {
    const detail = SERVICE_DETAILS[slug];
    problems.check(Boolean(detail), `service-details.ts: missing "${slug}"`);
    if (detail) problems.zod(`service-details.ts ${slug}`, ServiceDetailSchema.safeParse(detail));
    problems.check(
      detail?.slug === slug,
      `service-details.ts ${slug}: slug field is "${detail?.slug}"`,
    );
  }
  problems.check(
    Boolean(
      SERVICE_DETAILS['windshield-repairs']?.insurance &&
      SERVICE_DETAILS['door-glass-replacement']?.insurance,
    ),
    'service-details.ts: windshield-repairs and door-glass-replacement need an insurance section',
  );
  problems.check(
    FLEET_CONTENT.cards.length === 6,
    'service-details.ts FLEET_CONTENT.cards: expected 6',
  );
  problems.check(
    FLEET_CONTENT.faqs.length === 6,
    'service-details.ts FLEET_CONTENT.faqs: expected 6',
  );
  problems.check(
    VAN_PAGE.howItWorks.length >= 3,
    'service-details.ts VAN_PAGE.howItWorks: expected steps',
  );
}
