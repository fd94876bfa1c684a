import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { readConsent, wasClosedThisSession } from '@/lib/consent-storage';
import { useT } from '@/ui/messages';
import { PagePhoneProvider } from '@/ui/page-phone';
import { SiteHeader } from '@/features/site-shell/site-header';
import { useScrollToHash } from '@/features/site-shell/use-scroll-to-hash';
import { deferredIsland } from '@/hydration/deferred-island';
import { isPrerendering } from '@/hydration/prerender';
import type { RouteHandle } from '@/config/route-handle';
import { useNotifyPageShown } from './page-shown';

// The footer hydrates after the page, from its own chunk (src/hydration/deferred-island.tsx).
const DeferredFooter = deferredIsland('footer', () =>
  import('./app-footer').then((module) => module.AppFooter),
);

// The phone's Call / Free Quote bar: its snapshot works as plain links (a phone number and
// the page's quote link) until its chunk hydrates it, so its code stays out of the first
// load (docs/decisions/first-paint.md#mobile-bar-island).
const DeferredMobileActionBar = deferredIsland('mobile-bar', () =>
  import('@/features/site-shell/mobile-action-bar').then((module) => module.MobileActionBar),
);

// Shown only to visitors who have not chosen yet, after hydration: its code loads then.
const CookieBanner = lazy(() =>
  import('@/features/cookie-consent/cookie-banner').then((module) => ({
    default: module.CookieBanner,
  })),
);

const Main = styled.main(({ theme }) => ({
  paddingTop: theme.layout.headerHeight,
  minHeight: '60vh',
  outline: 'none',
}));

/**
 * The cookie banner, for a visitor who has not chosen yet. Its own component, so deciding
 * whether to ask renders only this, not the whole frame again right after hydration
 * (docs/decisions/first-paint.md#staged-start).
 */
function CookieConsentPrompt() {
  const [askConsent, setAskConsent] = useState(false);
  useEffect(() => {
    // It depends on this visitor, so it is never part of a snapshot
    // (docs/architecture.md#crawl-traps, trap 6).
    if (isPrerendering()) return;
    setAskConsent(readConsent() === null && !wasClosedThisSession());
  }, []);
  return askConsent ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}

/** The frame of every page; `handle` is the current page's (src/config/route-handle.ts). */
export function RootLayout({ handle }: { handle: RouteHandle }) {
  const t = useT();
  useScrollToHash();
  useEffect(() => {
    // Nothing here belongs to a snapshot: it depends on this visitor (docs/architecture.md#crawl-traps, trap 6).
    if (isPrerendering()) return;
    // Leads the service never acknowledged (offline, server down) are sent again on every
    // page load until it does (docs/decisions.md#leads-reach-the-business). The unsent-leads
    // module loads after hydration, so it stays out of the first load.
    void import('@/features/lead-capture/unsent-leads').then((unsent) => unsent.sendUnsentLeads());
  }, []);
  useNotifyPageShown(useLocation().pathname);
  return (
    <PagePhoneProvider value={handle.phone ?? 'main'}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <DeferredFooter variant={handle.footer === 'minimal' ? 'minimal' : 'full'} />
      <DeferredMobileActionBar {...handle.mobileBar} />
      <CookieConsentPrompt />
    </PagePhoneProvider>
  );
}
