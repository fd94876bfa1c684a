/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { PageMeta } from './page-meta';

/**
 * Every Spanish page's copy is written today, so the test stands one up as unfinished: a page
 * whose route is marked `copyWritten: false` (src/config/routes.ts) is kept out of search.
 */
const UNFINISHED_SPANISH_PAGE = '/es/leads/linkedin';
jest.mock('@/config/routes', () => ({
  ...jest.requireActual<typeof import('@/config/routes')>('@/config/routes'),
  isUnfinishedSpanishPage: (pathname: string) => pathname === UNFINISHED_SPANISH_PAGE,
}));

// jsdom has no User Timing; the ready signal sets a mark.
performance.mark ??= jest.fn();

const JSON_LD = 'script[type="application/ld+json"]';

function jsonLdTypes(): string[] {
  return Array.from(
    document.head.querySelectorAll(JSON_LD),
    (script) => (JSON.parse(script.textContent!) as { '@type': string })['@type'],
  );
}

describe('PageMeta with a JSON-LD loader', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete window.__PAGE_READY__;
    delete window.__SNAPSHOT_LOCATION__;
  });

  it('writes the other tags at once, and the JSON-LD and the ready signal once loaded', async () => {
    let resolveBlocks: (blocks: object[]) => void = () => {};
    const loadJsonLd = () => new Promise<object[]>((resolve) => (resolveBlocks = resolve));
    render(<PageMeta title="Home" description="About us" path="/" jsonLd={loadJsonLd} />);

    expect(document.title).toMatch(/^Home \| /);
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    expect(jsonLdTypes()).toEqual([]);
    expect(window.__PAGE_READY__).toBeUndefined();

    await act(async () => resolveBlocks([{ '@type': 'Organization' }, { '@type': 'WebSite' }]));
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite']);
    expect(window.__PAGE_READY__).toBe(true);
  });

  it('keeps the JSON-LD of the snapshot it hydrates and loads nothing', () => {
    const snapshotScript = document.createElement('script');
    snapshotScript.type = 'application/ld+json';
    snapshotScript.setAttribute('data-page-meta', '');
    snapshotScript.textContent = JSON.stringify({ '@type': 'AutoRepair' });
    document.head.append(snapshotScript);
    window.__SNAPSHOT_LOCATION__ = '/';
    const loadJsonLd = jest.fn(() => Promise.resolve([{ '@type': 'Other' }]));

    render(<PageMeta title="Home" description="About us" path="/" jsonLd={loadJsonLd} />);

    expect(loadJsonLd).not.toHaveBeenCalled();
    expect(jsonLdTypes()).toEqual(['AutoRepair']);
    expect(window.__PAGE_READY__).toBe(true);
  });

  it('still makes the page ready when the JSON-LD cannot load', async () => {
    const loadJsonLd = () => Promise.reject(new Error('offline'));
    render(<PageMeta title="Home" description="About us" path="/" jsonLd={loadJsonLd} />);
    await act(async () => {});
    expect(jsonLdTypes()).toEqual([]);
    expect(window.__PAGE_READY__).toBe(true);
  });
});

describe('PageMeta canonical link', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete window.__PAGE_READY__;
  });

  it('points the canonical link and og:url at the page path', () => {
    render(<PageMeta title="Warranty" description="Our warranty" path="/warranty" />);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(/\/warranty$/);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      canonical?.getAttribute('href'),
    );
  });

  it('writes neither without a path (the not-found page)', () => {
    render(<PageMeta title="Page Not Found" description="No such page" noindex />);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
  });
});

describe('PageMeta language (docs/decisions/spanish.md#spanish-routes)', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.documentElement.removeAttribute('lang');
    delete window.__PAGE_READY__;
  });

  const alternates = () =>
    Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (element) => [
      element.getAttribute('hreflang'),
      new URL(element.getAttribute('href')!).pathname,
    ]);

  it('marks a Spanish page es-US and links both twins and x-default', () => {
    render(<PageMeta title="Parabrisas" description="Cotización" path="/es/leads/facebook" />);
    expect(document.documentElement.lang).toBe('es-US');
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
      'es_US',
    );
    expect(alternates()).toEqual([
      ['en-US', '/leads/facebook'],
      ['es-US', '/es/leads/facebook'],
      ['x-default', '/leads/facebook'],
    ]);
  });

  it('keeps a Spanish page out of search while its copy is unfinished', () => {
    render(<PageMeta title="Inicio" description="Parabrisas" path={UNFINISHED_SPANISH_PAGE} />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
  });

  it('gives the English twin the same pair', () => {
    render(<PageMeta title="Fleet" description="Fleet glass" path="/leads/linkedin" />);
    expect(document.documentElement.lang).toBe('en-US');
    expect(alternates()).toEqual([
      ['en-US', '/leads/linkedin'],
      ['es-US', '/es/leads/linkedin'],
      ['x-default', '/leads/linkedin'],
    ]);
  });

  it('lists no alternates for a page with no twin', () => {
    render(<PageMeta title="Blog" description="Posts" path="/blog" />);
    expect(document.documentElement.lang).toBe('en-US');
    expect(alternates()).toEqual([]);
  });
});
