/**
 * SVG text as a `data:` URI, escaping only what a URI or an attribute cannot hold: smaller
 * than base64 and than full percent-encoding, and it compresses like the SVG itself. Used
 * for the favicon in the page template (webpack.config.js) and for the pictures the crawl
 * writes into the snapshots (scripts/prerender.ts), since no request may start before the
 * first paint (docs/decisions/first-paint.md#no-request-before-first-paint).
 */
function svgDataUri(svg) {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent);
  return `data:image/svg+xml,${text}`;
}

module.exports = { svgDataUri };
