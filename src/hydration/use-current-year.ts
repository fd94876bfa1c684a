import { useEffect, useState } from 'react';
import { isPrerendering } from './prerender';

declare const __BUILD_YEAR__: number | undefined;

/**
 * The current year, without a hydration mismatch: the first render uses the year the
 * site was built (what the snapshot shows), then the visitor's clock takes over.
 */
export function useCurrentYear(): number {
  const buildYear =
    typeof __BUILD_YEAR__ !== 'undefined' ? __BUILD_YEAR__ : new Date().getFullYear();
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    if (!isPrerendering()) setYear(new Date().getFullYear());
  }, []);
  return year;
}
