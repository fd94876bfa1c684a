/**
 * Puppeteer must never download its own browser: the build machines reach only the
 * npm registry and Debian's packages. Every script uses Debian's `chromium`
 * (or CHROME_PATH) through puppeteer-core; this file covers any package that pulls
 * in full `puppeteer` transitively.
 */
module.exports = { skipDownload: true };
