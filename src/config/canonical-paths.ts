/**
 * One canonical URL per page. The server answers every other accepted form of a URL
 * with a 301 to the canonical one (a trailing slash today; more forms as pages accept
 * them). Returns null when the path is already canonical or unknown.
 */
export function canonicalRedirectFor(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return pathname.replace(/\/+$/, '') || '/';
  }
  return null;
}
