/** The 'About this service' block, title and breadcrumb trail shared by every service page. */
import styled from '@emotion/styled';
import type { Service } from '@/content/types';
import { trail } from '@/seo/breadcrumbs';
import type { Crumb } from '@/seo/structured-data';
import { ServiceIcon } from '@/ui/icons';
import { Section } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import { IconBubble } from '@/ui/icon-bubble';
import type { ServicePagesLanguage } from './service-page-words';

/** Home / Services / {service}, in the page's language, from that language's home. */
export function serviceCrumbs(service: Service, language: ServicePagesLanguage): Crumb[] {
  return trail(
    { name: language.servicesName, path: language.links.services },
    { name: service.title, path: language.links.service(service.slug) },
  );
}

/** The page part of a service page's title. */
export function servicePageTitle(service: Service, language: ServicePagesLanguage): string {
  return language.view.pageTitle(service.title);
}

/** The service's icon inside its badge: about 55% of the badge's side (badgeLg, badgeXl). */
const ICON_IN_BADGE_LG = 36;
const ICON_IN_BADGE_XL = 52;

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  alignItems: 'start',
  [mq.md]: { gridTemplateColumns: 'auto 1fr', gap: theme.space[5] },
  h2: {
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize['2xl'],
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7, maxWidth: theme.measure.lg },
  '.lead': { fontSize: theme.fontSize.lg, fontWeight: 500, color: theme.color.fg },
  '.about-icon': {
    width: theme.size.badgeLg,
    height: theme.size.badgeLg,
    svg: { width: ICON_IN_BADGE_LG, height: ICON_IN_BADGE_LG },
    [mq.md]: {
      width: theme.size.badgeXl,
      height: theme.size.badgeXl,
      svg: { width: ICON_IN_BADGE_XL, height: ICON_IN_BADGE_XL },
    },
  },
}));

/** The service's icon, its description and its detail paragraphs. */
export function ServiceDetails({
  service,
  language,
}: {
  service: Service;
  language: ServicePagesLanguage;
}) {
  const detail = language.details[service.slug];
  const headingId = `${service.slug}-about-title`;
  return (
    <Section labelledBy={headingId}>
      <Reveal>
        <Layout>
          <IconBubble className="about-icon">
            <ServiceIcon name={service.icon} size={52} />
          </IconBubble>
          <div>
            <h2 id={headingId}>{language.view.aboutTitle(service.title)}</h2>
            <p className="lead">{detail.description}</p>
            {detail.details.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </Layout>
      </Reveal>
    </Section>
  );
}
