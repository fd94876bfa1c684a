/**
 * The not-found view of a dynamic page (unknown city, service, brand, vehicle…): the
 * page's own heading and text, an optional muted line with the requested slug,
 * and a way forward. Marked noindex; the server answers these URLs with status 404.
 */
import styled from '@emotion/styled';
import { PageMeta } from '@/seo/page-meta';
import { PhoneLink } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Container } from '@/ui/layout';

const Body = styled.div(({ theme }) => ({
  textAlign: 'center',
  paddingBlock: theme.space[10],
  h1: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize['3xl'] },
  p: { maxWidth: theme.measure.xs, marginInline: 'auto', color: theme.color.fgMuted },
  '.not-found-detail': { fontSize: theme.fontSize.sm, marginTop: theme.space[1] },
  '.actions': {
    display: 'flex',
    gap: theme.space[1.5],
    justifyContent: 'center',
    flexWrap: 'wrap',
    marginTop: theme.space[3],
  },
}));

export function NotFoundState({
  title,
  message,
  requested,
  action,
  path,
}: {
  title: string;
  message: string;
  /** The slug that was asked for, shown small and muted (docs/decisions.md#not-found-slug-line). */
  requested?: string;
  action: { label: string; to: string };
  path: string;
}) {
  return (
    <Container>
      <PageMeta title={title} description={message} path={path} noindex />
      <Body>
        <h1>{title}</h1>
        <p>{message}</p>
        {requested && <p className="not-found-detail">Requested: {requested}</p>}
        <div className="actions">
          <ButtonLink to={action.to} variant="secondary">
            {action.label}
          </ButtonLink>
          <PhoneLink placement="not-found" variant="outline" />
        </div>
      </Body>
    </Container>
  );
}
