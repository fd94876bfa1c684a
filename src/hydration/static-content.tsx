/**
 * Content with nothing to hydrate: article bodies, service and city copy, FAQ text, the
 * footer's columns. When the first page hydrates its prerendered snapshot, a
 * `StaticContent` block keeps the snapshot's HTML as it is: React adopts the block's
 * element with `dangerouslySetInnerHTML` set to that HTML, so it neither renders the
 * block's components nor walks their DOM, and Emotion does not serialise their styles
 * again (the snapshot's <style> tags already carry them)
 * (docs/decisions/first-paint.md#partial-hydration).
 *
 * What the components inside would have done on the client is done by one click handler
 * on the block: a link to another page of the site navigates in the app, as a router Link
 * does, and a call link records its `phone_click` as PhoneLink does. Anything else
 * interactive (forms, menus, the accordion, carousels, banners) must stay outside.
 *
 * Any later render (another page reached in the app, or a render without a snapshot)
 * renders the children as usual.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CALL_PLACEMENT_ATTRIBUTE, trackEvent } from '@/lib/analytics';
import { STATIC_CONTENT_ATTRIBUTE } from './static-content-attribute';
import { isSnapshotLocation, readSnapshotHtml } from './static-content-snapshot';

/**
 * For HTML the app did not render as components (a static block, compiled markdown): does
 * for its links what Link and PhoneLink would have done.
 */
export function followContentLink(
  event: MouseEvent<HTMLElement>,
  navigate: (to: string) => void,
): void {
  const anchor = (event.target as Element).closest('a');
  if (!anchor || event.defaultPrevented) return;
  if (anchor.protocol === 'tel:') {
    trackEvent('phone_click', {
      placement: anchor.getAttribute(CALL_PLACEMENT_ATTRIBUTE) ?? 'content',
    });
    return;
  }
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
  const elsewhere =
    anchor.origin !== window.location.origin ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download');
  if (modified || elsewhere || event.altKey) return;
  event.preventDefault();
  navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
}

export function StaticContent({ name, children }: { name: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, at the block's first render: during the first hydration, the snapshot's HTML.
  const [snapshotHtml] = useState(() => readSnapshotHtml(name));
  const attributes = { [STATIC_CONTENT_ATTRIBUTE]: name };
  if (snapshotHtml !== undefined && isSnapshotLocation(location)) {
    return (
      // Clicks are handled for the plain links inside, which are focusable on their own.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        key="snapshot"
        {...attributes}
        onClick={(event) => followContentLink(event, navigate)}
        // The HTML is the element's own, so React has nothing to compare.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: snapshotHtml }}
      />
    );
  }
  return (
    <div key="live" {...attributes}>
      {children}
    </div>
  );
}
