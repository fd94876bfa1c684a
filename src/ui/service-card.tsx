/**
 * A service as a card: icon, title, short description and a 'Learn more' link to its
 * page. The link says visibly 'Learn more' and names the service in hidden text, for
 * screen readers and for search engines (Lighthouse's link-text audit). Used by the
 * home page, the services grid and the QR page.
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
}));

export function ServiceCard({ service }: { service: Service }) {
  return (
    <FullHeightCard>
      <IconBubble>
        <ServiceIcon name={service.icon} />
      </IconBubble>
      <h3>{service.title}</h3>
      <p>{service.shortDescription}</p>
      <CardLink to={paths.service(service.slug)}>
        Learn more<VisuallyHidden> about {service.title}</VisuallyHidden>{' '}
        <ArrowRight size={16} aria-hidden="true" />
      </CardLink>
    </FullHeightCard>
  );
}
