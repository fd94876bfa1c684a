/**
 * A service as a card: icon, title, short description and a 'Learn more' link to its
 * page. The link says visibly 'Learn more' and names the service in hidden text, for
 * screen readers and for search engines (Lighthouse's link-text audit). Used by the
 * home page, the services grid and the QR page.
 *
 * A city page links each card to the service in that city instead (`to`), with a link that
 * names both (`linkText`).
 */
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Service } from '@/content/types';
import { IconBubble } from './icon-bubble';
import { ServiceIcon } from './icons';
import { Card, VisuallyHidden } from './layout';

const FullHeightCard = styled(Card)({ height: '100%' });

const CardLink = styled(Link)(({ theme }) => ({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[0.5],
  minHeight: theme.touchTarget,
  fontWeight: 700,
  color: theme.color.link,
  // A link text that wraps (a service and a city) must not squeeze the arrow.
  svg: { flexShrink: 0 },
}));

export function ServiceCard({
  service,
  to = paths.service(service.slug),
  linkText,
}: {
  service: Service;
  to?: string;
  /** The link's whole visible text; without it, 'Learn more' with the service in hidden text. */
  linkText?: string;
}) {
  return (
    <FullHeightCard>
      <IconBubble>
        <ServiceIcon name={service.icon} />
      </IconBubble>
      <h3>{service.title}</h3>
      <p>{service.shortDescription}</p>
      <CardLink to={to}>
        {linkText ?? (
          <>
            Learn more<VisuallyHidden> about {service.title}</VisuallyHidden>
          </>
        )}{' '}
        <ArrowRight size={16} aria-hidden="true" />
      </CardLink>
    </FullHeightCard>
  );
}
