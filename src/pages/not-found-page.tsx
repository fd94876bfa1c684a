/** The not-found page. The crawl saves it as 404.html. */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageMeta } from '@/seo/page-meta';
import { PhoneLink } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Container } from '@/ui/layout';
import { useT } from '@/ui/messages';
import { useHrefInLocale } from '@/ui/use-href-in-locale';

const Body = styled.div(({ theme }) => ({
  textAlign: 'center',
  paddingBlock: theme.space[10],
  // Centred as a block too: the `p` rule below caps its width, and a 0 margin once left it
  // at the left edge on wide screens.
  '.big': {
    margin: '0 auto',
    fontSize: theme.fontSize['6xl'],
    fontWeight: 900,
    color: theme.color.brand,
    lineHeight: 1,
  },
  h1: { margin: `${theme.space[1]} 0`, fontSize: theme.fontSize['3xl'] },
  p: { maxWidth: theme.measure.xs, marginInline: 'auto', color: theme.color.fgMuted },
  '.actions': {
    display: 'flex',
    gap: theme.space[1.5],
    justifyContent: 'center',
    flexWrap: 'wrap',
    marginTop: theme.space[3],
  },
}));

export function NotFoundView() {
  const { pathname } = useLocation();
  const t = useT();
  const localized = useHrefInLocale();
  useEffect(() => {
    // Logging the missing path helps find broken links.
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container>
      {/* No path: a missing URL has no canonical (docs/decisions/structured-data.md#not-found-page). */}
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} noindex />
      <Body>
        <p className="big" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <div className="actions">
          <ButtonLink to={localized(paths.home())} variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
          <PhoneLink placement="not-found" variant="outline" />
        </div>
      </Body>
    </Container>
  );
}

export const Component = NotFoundView;
