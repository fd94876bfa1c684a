/**
 * Visible breadcrumbs for every page below the home page. The same list feeds the
 * page's BreadcrumbList JSON-LD (`breadcrumbJsonLd`), so the two never disagree.
 */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/ui/messages';
import type { Crumb } from './structured-data';

const HOME_CRUMB: Crumb = { name: 'Home', path: paths.home() };

/** The trail from the home page to the current page (the last crumb). */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs];
}

const Nav = styled.nav(({ theme }) => ({
  fontSize: theme.fontSize.sm,
  ol: { listStyle: 'none', margin: 0, padding: 0, lineHeight: 1.8 },
  // Inline, so a long last crumb wraps like a sentence and a separator never stands alone
  // at the end of a line (it is glued to the crumb after it).
  li: { display: 'inline' },
  'li + li::before': { content: '"/\\00a0"', marginInlineStart: theme.space[0.5], opacity: 0.7 },
  a: { color: 'inherit', paddingBlock: theme.space[0.5] },
  '[aria-current="page"]': { opacity: 0.9 },
}));

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <Nav aria-label={t('shell.breadcrumb')} data-breadcrumbs="">
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
