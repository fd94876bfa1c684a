/**
 * A refused plain form post (no JavaScript) answered with the site's own page: the snapshot
 * of the page the form was on, its form re-rendered with the visitor's values and a
 * message beside each field, its title saying how many fields to fix, and no scripts
 * (docs/decisions/quote-flow.md, 'Without JavaScript').
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { snapshotFile } from '@/config/route-list';
// The one import of the site's React code the server has (eslint.config.js).
import {
  LEAD_FORM_ATTRIBUTE,
  LEAD_FORM_SETUP_ATTRIBUTE,
  refusedTitlePrefix,
  renderRefusedLeadForm,
  type PostedFormValues,
} from '@/app/refused-lead-form';

/** The start tag of a lead form, with its placement: `<form data-lead-form="quote-page" …>`. */
const LEAD_FORM_START = new RegExp(`<form\\b[^>]*\\s${LEAD_FORM_ATTRIBUTE}="([^"]*)"[^>]*>`);
/** The lead form's setup in its start tag: `data-lead-form-setup="{&quot;heading&quot;:…}"`. */
const LEAD_FORM_SETUP = new RegExp(`\\s${LEAD_FORM_SETUP_ATTRIBUTE}="([^"]*)"`);
/** The character references React writes in an attribute value (and `&#39;`, its older one). */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** An attribute's value as the page's markup wrote it, read back as text. */
function attributeText(markup: string): string {
  return markup.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!);
}

/** Every script but the page's structured data: the page is answered to a visitor without JavaScript. */
const SCRIPT_ELEMENT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/**
 * The snapshot with its lead form re-rendered for the refused post; undefined when the
 * snapshot has no lead form, or one that cannot be re-rendered (the caller then answers
 * with the bare message page).
 */
export function refusedFormPage(
  snapshot: string,
  values: PostedFormValues,
  errors: Record<string, string>,
): string | undefined {
  // The scripts go first, so nothing the visitor sent can ever be taken for one.
  const page = snapshot.replace(SCRIPT_ELEMENT, '');
  const start = LEAD_FORM_START.exec(page);
  if (!start) return undefined;
  // A form has no nested form: the original ends at the first </form> after its start.
  const end = page.indexOf('</form>', start.index);
  if (end < 0) return undefined;
  const setup = LEAD_FORM_SETUP.exec(start[0])?.[1];
  const form = renderRefusedLeadForm(
    {
      placement: attributeText(start[1]!),
      setup: setup === undefined ? undefined : attributeText(setup),
    },
    values,
    errors,
  );
  if (form === undefined) return undefined;
  const fix = refusedTitlePrefix(values, Object.keys(errors).length);
  return (
    page.slice(0, start.index).replace('<title>', `<title>${fix}`) +
    form +
    page.slice(end + '</form>'.length)
  );
}

/**
 * The snapshot under `distDir` of the page at `refererPath`, or undefined when there is
 * none. Read on each refusal, not kept: refusals are rare, and dist/ may be rebuilt.
 */
export function readRefererSnapshot(distDir: string, refererPath: string): string | undefined {
  const root = path.resolve(distDir);
  const file = path.join(root, snapshotFile(refererPath));
  if (!file.startsWith(root + path.sep)) return undefined;
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  return readFileSync(file, 'utf8');
}
