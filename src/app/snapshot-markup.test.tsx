/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  deferIslandsDuringFirstHydration,
  deferredIsland,
  ISLAND_ATTRIBUTE,
} from '@/hydration/deferred-island';
import { signalPageReady } from '@/hydration/page-ready';
import { offerSnapshotMarkup } from './snapshot-markup';

// Lets React's act() flush renders and effects, as Testing Library would set it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no User Timing marks; the page-ready signal sets one.
performance.mark ??= jest.fn();

function Reviews({ count }: { count: number }) {
  return (
    <p>
      {count} reviews: {'none yet'}
    </p>
  );
}
const ReviewsIsland = deferredIsland('reviews', async () => Reviews);

/** What trips a snapshot saved from the live DOM: adjacent text, a Suspense island, form state. */
function Page({ slug }: { slug: string }) {
  return (
    <main>
      <h1>Service: {slug}</h1>
      <select name="service" defaultValue="repair" aria-label="Service">
        <option value="replacement">Replacement</option>
        <option value="repair">Repair</option>
      </select>
      <input type="checkbox" name="urgent" defaultChecked aria-label="Urgent" />
      <ReviewsIsland count={2} />
    </main>
  );
}

describe('the snapshot markup', () => {
  afterEach(() => {
    delete window.__PRERENDER__;
    delete window.__RENDER_SNAPSHOT_MARKUP__;
  });

  it("is React's own, and hydrates without a warning, node for node", async () => {
    // As in the crawl: the page is ready, so the island's module has loaded.
    await ReviewsIsland.preload();
    window.__PRERENDER__ = true;
    offerSnapshotMarkup(<Page slug="chips" />);
    const markup = window.__RENDER_SNAPSHOT_MARKUP__!();
    window.__PRERENDER__ = false;

    // React wrote the comments hydration reads, and the form's state as attributes.
    expect(markup).toContain('Service: <!-- -->chips');
    expect(markup).toContain(
      `<div ${ISLAND_ATTRIBUTE}="reviews"><!--$--><p>2<!-- --> reviews: <!-- -->none yet</p><!--/$--></div>`,
    );
    expect(markup).toContain('<option value="repair" selected="">');
    expect(markup).toMatch(/<input type="checkbox"[^>]* name="urgent" checked=""/);

    const container = document.createElement('div');
    container.innerHTML = markup;
    const heading = container.querySelector('h1')!;
    const islandText = container.querySelector('p')!;
    const recoverableErrors: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    deferIslandsDuringFirstHydration();
    await act(async () => {
      hydrateRoot(container, <Page slug="chips" />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    signalPageReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(recoverableErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Adopted, not rendered again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('p')).toBe(islandText);
    expect(container.querySelector('select')!.value).toBe('repair');
  });
});

describe('the offered markup', () => {
  afterEach(() => {
    delete window.__PRERENDER__;
    delete window.__RENDER_SNAPSHOT_MARKUP__;
  });

  it('is the same as a direct render of the tree', async () => {
    await ReviewsIsland.preload();
    window.__PRERENDER__ = true;
    offerSnapshotMarkup(<Page slug="chips" />);
    expect(window.__RENDER_SNAPSHOT_MARKUP__!()).toBe(renderToString(<Page slug="chips" />));
  });
});

describe('the crawl', () => {
  it("writes none of React's markers itself (scripts/prerender.ts)", () => {
    const crawl = readFileSync(path.join(__dirname, '../../scripts/prerender.ts'), 'utf8');
    expect(crawl).not.toMatch(/createComment|toggleAttribute\('(checked|selected)'/);
    expect(crawl).toContain('__RENDER_SNAPSHOT_MARKUP__');
  });
});
