import serviceVanUrl from './service-van.svg';

/**
 * Original illustration: a service van in front of the bay and the hills. Decorative.
 * A file rather than inline markup, so it is cached on its own and stays out of the
 * JavaScript every page downloads.
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
    />
  );
}
