/**
 * Visible breadcrumbs for every page below the home page. The same list feeds the
 * page's BreadcrumbList JSON-LD (`breadcrumbJsonLd`), so the two never disagree.
 */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { localeOfPath, type Locale } from '@/i18n/locales';
import { useT } from '@/ui/messages';
import type { Crumb } from './structured-data';

/**
 * The home crumb of each language: its home page, named as the catalogues name it
 * ('page.home'; breadcrumbs.test.tsx holds the two equal). Written here rather than read
 * through `useT`, because pages build their trail outside React too (a module's constant).
 */
export const HOME_CRUMBS: Record<Locale, Crumb> = {
  en: { name: 'Home', path: ROUTES.home.href() },
  es: { name: 'Inicio', path: ROUTES.esHome.href() },
};

/**
 * The trail from the home page to the current page (the last crumb), starting at the home of
 * the page's language: a Spanish page's trail starts at «Inicio», /es.
 */
export function trail(...crumbs: Crumb[]): Crumb[] {
  const page = crumbs.at(-1);
  return [HOME_CRUMBS[page ? localeOfPath(page.path) : 'en'], ...crumbs];
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
