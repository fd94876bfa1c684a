/**
 * The one rule that swaps the Node reader of the business profile
 * (src/content/load/profile-file.ts) for its browser stand-in (profile-file.browser.ts), used
 * by every bundler that builds code for the browser: webpack (webpack.config.js) and the
 * markdown end-to-end test's esbuild bundle (test/e2e/markdown.e2e.ts).
 *
 * Why the swap exists: the page reads the facts the build put into its bundle through
 * DefinePlugin, never the file, so the browser gets neither `node:fs` nor zod for the profile
 * (docs/decisions/launch-truth.md#profile-file).
 */

/** An import of the reader, as written in the code (`@/content/load/profile-file`, `./profile-file`). */
const PROFILE_READER_REQUEST = /load[\\/]profile-file$/;

/** The request of the browser stand-in for a request that matched PROFILE_READER_REQUEST. */
function browserStandInRequest(readerRequest) {
  return `${readerRequest}.browser`;
}

module.exports = { PROFILE_READER_REQUEST, browserStandInRequest };
