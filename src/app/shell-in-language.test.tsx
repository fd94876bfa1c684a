/**
 * @jest-environment jsdom
 *
 * The site shell on a Spanish page is all Spanish: the header, the wide screen's links, the
 * phone's menu and action bar, the footer with its newsletter sign-up, the cookie banner, the
 * page hero's label and breadcrumbs, the closing buttons and the not-found page; its links lead
 * to a page's Spanish twin where there is one (docs/decisions/spanish.md#the-shell-in-spanish).
 * On an English page it is English, as before.
 */
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { AppFooter } from './app-footer';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { CallAndQuoteButtons } from '@/features/site-shell/call-to-action';
import { DesktopNav } from '@/features/site-shell/desktop-nav';
import { MobileActionBar } from '@/features/site-shell/mobile-action-bar';
import MobileMenu from '@/features/site-shell/mobile-menu';
import { SiteHeader } from '@/features/site-shell/site-header';
import { es } from '@/i18n/catalogues/es';
import { NotFoundView } from '@/pages/not-found-page';
import { englishCatalogueTextsIn, renderPageAt } from '@/pages/page-in-language.test-harness';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageHero } from '@/ui/page-hero';

// The whole shell renders in each test: seconds on a busy two-core machine.
jest.setTimeout(20_000);

// jsdom has no User Timing; the not-found page's ready signal sets a mark.
performance.mark ??= jest.fn();

function Shell({ quoteHref }: { quoteHref: string }) {
  return (
    <>
      <SiteHeader />
      <DesktopNav />
      <MobileMenu
        id="mobile-menu"
        ref={createRef<HTMLElement>()}
        onContactClick={() => {}}
        quoteHref={quoteHref}
        onClose={() => {}}
      />
      <PageHero
        title="Página"
        breadcrumbs={<Breadcrumbs crumbs={[{ name: 'Página', path: '/es/warranty' }]} />}
        actions={<CallAndQuoteButtons placement="hero" />}
      />
      <NotFoundView />
      <AppFooter variant="full" />
      <MobileActionBar />
      <CookieBanner />
    </>
  );
}

/** What a reader or a screen reader meets: the text, and the labels and values of elements. */
function readableText(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder', 'value']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => Boolean(value)),
  );
  return [container.textContent ?? '', ...attributes].join('\n');
}

/** The shell's links, but the language switch's, which leads to the other language on purpose. */
const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a:not([data-language-switch])')].map(
    (link) => link.getAttribute('href') ?? '',
  );

describe('the site shell', () => {
  beforeAll(() => {
    // The phone's bar watches the forms on screen; jsdom has no observer.
    Object.assign(window, {
      IntersectionObserver: class {
        observe() {}
        disconnect() {}
      },
    });
  });
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete window.__PAGE_READY__;
  });

  it('shows no English catalogue text on a Spanish page, in its text or its labels', async () => {
    const { container } = await renderPageAt('/es/locations/oakland', <Shell quoteHref="/quote" />);
    expect(englishCatalogueTextsIn(readableText(container))).toEqual([]);
    // The words the check reads are there: the shell did render in Spanish.
    for (const text of [
      es['shell.nav.warranty'],
      es['shell.bar.call'],
      es['shell.bar.quote'],
      es['shell.footer.quickLinks'],
      es['newsletter.title'],
      es['notFound.title'],
    ])
      expect(container.textContent).toContain(text);
  });

  it('offers the cookie choices in the words the Spanish privacy policy quotes', async () => {
    await renderPageAt('/es/warranty', <CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookies y privacidad' });
    for (const name of ['Aceptar todo', 'Rechazar', 'Cerrar'])
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/es/privacy-policy');
  });

  it('leads to the Spanish twin of a page where there is one, and to the English page elsewhere', async () => {
    const { container } = await renderPageAt('/es/locations/oakland', <Shell quoteHref="/quote" />);
    const hrefs = links(container);
    for (const twin of [
      '/es/warranty',
      '/es/privacy-policy',
      '/es/terms-of-service',
      '/es/locations',
      '/es/locations/oakland',
      '/es/locations/san-jose',
      '/es/locations#alameda',
    ])
      expect(hrefs).toContain(twin);
    expect(hrefs).not.toContain('/warranty');
    expect(hrefs).not.toContain('/locations/oakland');
    // No Spanish blog yet: its link stays English rather than lead to a missing page.
    expect(hrefs).toContain('/blog');
  });

  it('names the services in Spanish in the menus and the footer', async () => {
    await renderPageAt('/es/locations/oakland', <Shell quoteHref="/quote" />);
    // The phone's menu and the footer (the wide screen's dropdown lists its links when open).
    expect(screen.getAllByRole('link', { name: 'Reemplazo de parabrisas' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Windshield Replacement' })).toBeNull();
  });

  it("keeps the newsletter form's fixed ids unique in the whole shell", async () => {
    const { container } = await renderPageAt('/es/locations/oakland', <Shell quoteHref="/quote" />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    const newsletterIds = ids.filter((id) => id.startsWith('newsletter'));
    expect(newsletterIds).toContain('newsletter-email');
    for (const id of newsletterIds)
      expect({ id, count: ids.filter((other) => other === id).length }).toEqual({ id, count: 1 });
  });

  it('stays English on an English page', async () => {
    const { container } = await renderPageAt('/locations/oakland', <Shell quoteHref="/quote" />);
    const text = readableText(container);
    for (const english of [
      'Quick Links',
      'Accept All',
      'Free Quote',
      'Page Not Found',
      'Newsletter',
    ])
      expect(text).toContain(english);
    expect(text).not.toContain('Cotización');
    const hrefs = links(container);
    expect(hrefs).toContain('/warranty');
    expect(hrefs.filter((href) => href.startsWith('/es'))).toEqual([]);
  });
});
