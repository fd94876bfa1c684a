/**
 * The snapshot side of StaticContent (static-content.tsx): which address the hydrating
 * snapshot shows and the HTML of its static blocks. Its own small module, so the entry and
 * the global styles can use it without bringing the component into every page's first load.
 */
import { whenPageReady } from './page-ready';
import { isPrerendering } from './prerender';

/** Marks a static block's element; its value is the block's name, unique on the page. */
export const STATIC_CONTENT_ATTRIBUTE = 'data-static';

/** The location the hydrating snapshot shows (`pathname` + `search`), set by the entry. */
let snapshotLocation: string | undefined;
/** True from the entry's call until the first page is ready. */
let firstHydration = false;

interface PathAndQuery {
  pathname: string;
  search: string;
}

const locationKey = (location: PathAndQuery) => `${location.pathname}${location.search}`;

/** Called by the entry before it hydrates a snapshot made for the current address. */
export function adoptStaticContentFromSnapshot(): void {
  snapshotLocation = locationKey(window.location);
  firstHydration = true;
  void whenPageReady().then(() => {
    firstHydration = false;
  });
}

/** Whether the app shows the address the snapshot was hydrated at. */
export function isSnapshotLocation(location: PathAndQuery): boolean {
  return snapshotLocation !== undefined && locationKey(location) === snapshotLocation;
}

/** The snapshot's HTML of a block, read only while the first page hydrates. */
export function readSnapshotHtml(name: string): string | undefined {
  if (!firstHydration || isPrerendering()) return undefined;
  const element = document.querySelector(`[${STATIC_CONTENT_ATTRIBUTE}="${CSS.escape(name)}"]`);
  return element?.innerHTML;
}
