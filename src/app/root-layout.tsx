import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { flushLeadOutbox } from '@/features/lead-capture/lead-outbox';
import { MobileActionBar } from '@/features/site-shell/mobile-action-bar';
import { MinimalFooter, SiteFooter } from '@/features/site-shell/site-footer';
import { SiteHeader } from '@/features/site-shell/site-header';
import { useScrollToHash } from '@/features/site-shell/use-scroll-to-hash';
import { isPrerendering } from '@/ui/prerender';
import { GlobalStyles } from './global-styles';
import type { RouteHandle } from './router';

const Main = styled.main(({ theme }) => ({
  paddingTop: theme.layout.headerHeight,
  minHeight: '60vh',
  outline: 'none',
}));

export function RootLayout() {
  useScrollToHash();
  // Leads the service never acknowledged (offline, server down) are sent again on every
  // page load until it does (DECISIONS.md, 'Leads reach the business').
  useEffect(() => {
    if (!isPrerendering()) void flushLeadOutbox();
  }, []);
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const footer = handles
    .map((handle) => handle.footer)
    .filter(Boolean)
    .pop();
  const mobileBar = handles
    .map((handle) => handle.mobileBar)
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
      <MobileActionBar {...mobileBar} />
      <CookieBanner />
    </>
  );
}
