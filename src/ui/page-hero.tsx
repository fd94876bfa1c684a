/**
 * The dark band that opens every page below the home page: breadcrumbs, an optional
 * eyebrow, the page's h1, an intro and the page's actions (call and quote, usually).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from './layout';
import { useT } from './messages';
import { mq } from './theme/theme';

const Band = styled.section(({ theme }) => ({
  background: `linear-gradient(160deg, ${theme.color.bgBrandStrong} 0%, ${theme.color.bgBrand} 70%)`,
  color: theme.color.fgOnBrand,
  paddingBlock: theme.space[4],
  [mq.md]: { paddingBlock: theme.space[6] },
  h1: {
    margin: `${theme.space[1]} 0 ${theme.space[1.5]}`,
    fontSize: theme.fontSize['3xl'],
    lineHeight: 1.15,
    maxWidth: theme.measure.lg,
    [mq.md]: { fontSize: theme.fontSize['4xl'] },
  },
  '.page-hero-eyebrow': {
    margin: 0,
    fontWeight: 700,
    fontSize: theme.fontSize.sm,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.color.fgOnBrandHighlight,
  },
  '.page-hero-intro': {
    margin: 0,
    maxWidth: theme.measure.lg,
    fontSize: theme.fontSize.lg,
    lineHeight: 1.6,
    color: theme.color.fgOnBrandMuted,
  },
  '.page-hero-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1.5],
    marginTop: theme.space[3],
  },
  // By a data attribute, not the aria-label, which is in the page's language.
  '[data-breadcrumbs]': { marginBottom: theme.space[2] },
  '[data-breadcrumbs] a': { color: theme.color.fgOnBrand },
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'center',
  // Grid items may shrink below their content, so a wide control (the blog's search
  // form) fits the column instead of widening the page.
  '> *': { minWidth: 0 },
  [mq.lg]: { gridTemplateColumns: '1.3fr 0.7fr' },
}));

export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  breadcrumbs,
  aside,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** The `<Breadcrumbs>` of the page. */
  breadcrumbs?: ReactNode;
  /** Artwork or a logo beside the text on wide screens. */
  aside?: ReactNode;
}) {
  const t = useT();
  return (
    <Band aria-label={t('shell.pageIntroduction')}>
      <Container>
        {breadcrumbs}
        <Layout>
          <div>
            {eyebrow && <p className="page-hero-eyebrow">{eyebrow}</p>}
            <h1>{title}</h1>
            {intro && <p className="page-hero-intro">{intro}</p>}
            {actions && <div className="page-hero-actions">{actions}</div>}
          </div>
          {aside && <div>{aside}</div>}
        </Layout>
      </Container>
    </Band>
  );
}
