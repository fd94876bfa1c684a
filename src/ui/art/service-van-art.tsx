import { INLINE_IN_SNAPSHOT } from '@/hydration/prerender';
import serviceVanUrl from './service-van.svg';

/**
 * Original illustration: a service van in front of the bay and the hills. Decorative.
 * A file, so it stays out of the JavaScript; the snapshots carry it inline, since it is
 * painted in the home hero at the first paint (INLINE_IN_SNAPSHOT).
 */
export function ServiceVanArt({ className }: { className?: string }) {
  return (
    <img
      className={className}
      src={serviceVanUrl}
      width="480"
      height="320"
      alt=""
      decoding="async"
      {...INLINE_IN_SNAPSHOT}
    />
  );
}
