/**
 * The one place the shared schemas get zod from. Zod 4 compiles object parsers with
 * `new Function` and probes for it on first use; the site's Content-Security-Policy
 * forbids eval, so in the browser that probe is a CSP violation (Chrome logs it, and
 * Lighthouse's best-practices audit counts it). Jitless parsing avoids both and is fast
 * enough for a form and for the lead service's rates (`npm run bench:leads`).
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
