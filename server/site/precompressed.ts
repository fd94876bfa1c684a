/**
 * The build's brotli copies of the site's scripts and styles: each hashed asset under
 * `assets/` that the server would compress gets a copy at brotli's best quality beside it
 * (`main.1a2b3c4d5e.js.br`), written once by `scripts/precompress-assets.ts`, and the server
 * sends that copy instead of compressing the file itself
 * (docs/decisions/server-reliability.md#compression-on-first-request).
 */

/** The extensions of the assets the build compresses in advance. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.css', '.svg'];

/** Where the build writes the brotli copy of `file`. */
export function brotliCopyOf(file: string): string {
  return `${file}.br`;
}
