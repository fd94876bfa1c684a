/**
 * Visible breadcrumbs for every page below the home page. The same list feeds the
 * page's BreadcrumbList JSON-LD (`breadcrumbJsonLd`), so the two never disagree.
 */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Crumb } from './structured-data';

const HOME_CRUMB: Crumb = { name: 'Home', path: paths.home() };

/** The trail from the home page to the current page (the last crumb). */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs];
}

const Nav = styled.nav(({ theme }) => ({
  fontSize: theme.fontSize.sm,
  ol: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[0.5],
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  li: { display: 'inline-flex', alignItems: 'center', gap: theme.space[0.5] },
  'li + li::before': { content: '"/"', opacity: 0.7 },
  a: { color: 'inherit', minHeight: 24, display: 'inline-flex', alignItems: 'center' },
  '[aria-current="page"]': { opacity: 0.9 },
}));

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </Nav>
  );
}
