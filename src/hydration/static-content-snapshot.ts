/**
 * The snapshot side of StaticContent (static-content.tsx): whether the first page is still
 * hydrating its snapshot, and the HTML of the snapshot's static blocks. The entry only sets
 * `window.__SNAPSHOT_LOCATION__` (src/hydration/prerender.ts); this module loads with the pages, not
 * in the entry's chunk. `PageMeta` also asks it whether the snapshot's head can stay.
 */
import { isPrerendering } from './prerender';
import { STATIC_CONTENT_ATTRIBUTE } from './static-content-attribute';

interface PathAndQuery {
  pathname: string;
  search: string;
}

/** Whether the app shows the address the snapshot was hydrated at. */
export function isSnapshotLocation(location: PathAndQuery): boolean {
  const snapshotLocation = window.__SNAPSHOT_LOCATION__;
  return (
    snapshotLocation !== undefined && `${location.pathname}${location.search}` === snapshotLocation
  );
}

/** Whether the first page is hydrating its snapshot (so the snapshot's HTML is the page's). */
export function isHydratingSnapshot(): boolean {
  return Boolean(window.__SNAPSHOT_LOCATION__) && !window.__PAGE_READY__ && !isPrerendering();
}

/** The snapshot's HTML of a block, read only while the first page hydrates. */
export function readSnapshotHtml(name: string): string | undefined {
  if (!isHydratingSnapshot()) return undefined;
  const element = document.querySelector(`[${STATIC_CONTENT_ATTRIBUTE}="${CSS.escape(name)}"]`);
  return element?.innerHTML;
}
