import styled from '@emotion/styled';
import { Outlet, useMatches } from 'react-router-dom';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { MobileActionBar } from '@/features/site-shell/mobile-action-bar';
import { MinimalFooter, SiteFooter } from '@/features/site-shell/site-footer';
import { SiteHeader } from '@/features/site-shell/site-header';
import { useScrollToHash } from '@/features/site-shell/use-scroll-to-hash';
import { mq } from '@/ui/theme/theme';
import { GlobalStyles } from './global-styles';
import type { RouteHandle } from './router';

const Main = styled.main(({ theme }) => ({
  paddingTop: theme.layout.headerHeight,
  minHeight: '60vh',
  outline: 'none',
  [mq.belowLg]: { paddingBottom: theme.layout.mobileBarHeight },
}));

export function RootLayout() {
  useScrollToHash();
  const matches = useMatches();
  const footer = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.footer)
    .filter(Boolean)
    .pop();
  return (
    <>
      <GlobalStyles />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      {footer === 'minimal' ? <MinimalFooter /> : <SiteFooter />}
      <MobileActionBar />
      <CookieBanner />
    </>
  );
}
