/**
 * Build-time configuration that the browser bundle may see.
 *
 * In the browser, webpack replaces `__PUBLIC_ENV__` with the `BUSINESS_*`, `SITE_*` and
 * `PUBLIC_*` variables set when the site was built (webpack.config.js). In Node (the
 * server, the build scripts, jest) the same names are read from `process.env`, so every
 * side sees the same values.
 */
declare const __PUBLIC_ENV__: Record<string, string | undefined> | undefined;

/** The prefixes of the variables the bundle sees; the server's build manifest records the same. */
export const PUBLIC_ENV_PREFIXES = ['BUSINESS_', 'SITE_', 'PUBLIC_'] as const;

export function readPublicEnv(name: string): string | undefined {
  const env = typeof __PUBLIC_ENV__ !== 'undefined' ? __PUBLIC_ENV__ : process.env;
  const value = env[name]?.trim();
  return value ? value : undefined;
}
