/**
 * Build-time checks of every content record. A broken reference, a duplicate slug, a
 * missing field or placeholder text fails the build with a message naming the record
 * and field. `npm run build` calls `assertValidContent`; the content tests call
 * `validateContent` and expect no problems. The checks live in `validate/`, one module
 * per kind of content.
 */
import { CAR_BRANDS } from '../brands';
import { CITIES } from '../cities';
import { CITY_COORDINATES } from '../city-coordinates';
import { LOCAL_SERVICE_NOTE_FILES } from '../local-service-notes';
import { localServiceKey } from '../load/local-service-note-loader';
import { MODEL_GLASS_FACTS } from '../load/model-facts-lookup';
import { SERVICE_AREA } from '../service-area';
import { checkBlog } from './blog';
import { checkBrands } from './brands';
import { checkCities } from './cities';
import { checkPeople } from './people';
import { collectProblems, type Problems } from './problems';
import { checkServices } from './services';
import { faq, nonEmpty } from './schemas';
import { wordCount } from './text';
import { draftingProblems } from './drafting-markers';
import { publishedCopy } from './published-copy';
import { slugify } from '../slugify';
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { z } from 'zod';

export function validateContent(isKnownPath?: (path: string) => boolean): string[] {
  const problems = collectProblems();
  checkServices(problems);
  checkCities(problems);
  checkBrands(problems);
  checkPeople(problems);
  checkBlog(problems, isKnownPath);
  checkLocalContent(problems);
  return problems.list;
}

/**
 * City coordinates (for the computed local facts), the service-in-city notes and the
 * model glass facts (docs/decisions/indexed-pages.md).
 */
function checkLocalContent(problems: Problems): void {
  for (const city of CITIES) {
    const point = CITY_COORDINATES[city.id];
    problems.check(
      Boolean(point) &&
        point!.latitude > 37 &&
        point!.latitude < 38.2 &&
        point!.longitude > -122.6 &&
        point!.longitude < -121.5,
      `city-coordinates.ts ${city.id}: missing or outside the Bay Area`,
    );
  }
  for (const problem of validateLocalServiceNotes()) problems.add(problem);
  for (const problem of validateNotesHomeCity(SERVICE_AREA.base, SERVICE_AREA.calibrationShop))
    problems.add(problem);
  for (const [key, facts] of Object.entries(MODEL_GLASS_FACTS)) {
    const label = `model-facts/model-glass-facts.ts ${key}`;
    const [brandId, slug] = key.split('/');
    const brand = CAR_BRANDS.find((candidate) => candidate.id === brandId);
    problems.check(
      Boolean(brand?.models.some((model) => slugify(model) === slug)),
      `${label}: no such brand and model`,
    );
    problems.check(
      wordCount(facts.notes) >= 12 && Boolean(facts.bodyStyle.trim() && facts.years.trim()),
      `${label}: needs a body style, years and notes of two sentences or more`,
    );
    if (facts.forwardCamera !== 'none')
      problems.check(
        Boolean(facts.forwardCamera.system.trim() && facts.forwardCamera.fitted.trim()),
        `${label}.forwardCamera: needs the system and the years or trims fitted`,
      );
  }
}

/**
 * The city the service-in-city notes were written from: they name it as the vans' base and
 * as the calibration shop, with the bridges and freeways that lead there. They are prose, not
 * templates, so a profile that moves the base or the shop must come with rewritten notes; until
 * then the build fails rather than publish a wrong trip (docs/decisions/launch-truth.md#calibration).
 */
const LOCAL_NOTES_HOME_CITY = 'Hayward';

export function validateNotesHomeCity(
  base: string,
  calibrationShop: string,
  files: Record<
    string,
    Record<string, { paragraphs: string[]; faqs: { answer: string }[] }>
  > = LOCAL_SERVICE_NOTE_FILES,
): string[] {
  if (base === LOCAL_NOTES_HOME_CITY && calibrationShop === LOCAL_NOTES_HOME_CITY) return [];
  const homeCity = new RegExp(`\\b${LOCAL_NOTES_HOME_CITY}\\b`);
  const naming = Object.values(files).flatMap((notes) =>
    Object.entries(notes)
      .filter(([, note]) =>
        [...note.paragraphs, ...note.faqs.map((faq) => faq.answer)].some((text) =>
          homeCity.test(text),
        ),
      )
      .map(([key]) => key),
  );
  if (naming.length === 0) return [];
  return [
    `local-service: ${naming.length} notes (${naming.slice(0, 3).join(', ')}, …) were written for vans based in ${LOCAL_NOTES_HOME_CITY} and a calibration shop there, but the business profile puts the base in ${base} and the shop in ${calibrationShop}: rewrite them`,
  ];
}

const LOCAL_NOTE_MIN_WORDS = 150;

/**
 * Every service and city pair has its own note: at least two paragraphs and
 * `LOCAL_NOTE_MIN_WORDS` words, and two or three questions; no note for an unknown pair,
 * and no pair written twice.
 */
export function validateLocalServiceNotes(
  files: Record<
    string,
    Record<string, { paragraphs: string[]; faqs: unknown[] }>
  > = LOCAL_SERVICE_NOTE_FILES,
): string[] {
  const problems: string[] = [];
  const fileOf = new Map<string, string>();
  for (const [file, notes] of Object.entries(files)) {
    for (const key of Object.keys(notes)) {
      const earlier = fileOf.get(key);
      if (earlier) problems.push(`local-service/${file} ${key}: also written in ${earlier}`);
      fileOf.set(key, file);
    }
  }
  const expected = new Set(
    SERVICE_SLUGS.flatMap((service) => CITIES.map((city) => localServiceKey(service, city.id))),
  );
  for (const key of fileOf.keys())
    if (!expected.has(key))
      problems.push(`local-service/${fileOf.get(key)} ${key}: not a service and city pair`);
  for (const key of expected) {
    const file = fileOf.get(key);
    if (!file) {
      problems.push(`local-service: no note for "${key}"`);
      continue;
    }
    const note = files[file]![key]!;
    const label = `local-service/${file} ${key}`;
    const parsed = LocalServiceNoteSchema.safeParse(note);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${label}.${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const words = wordCount(parsed.data.paragraphs.join(' '));
    if (words < LOCAL_NOTE_MIN_WORDS)
      problems.push(`${label}: ${words} words, expected at least ${LOCAL_NOTE_MIN_WORDS}`);
  }
  return problems;
}

const LocalServiceNoteSchema = z
  .object({
    paragraphs: z.array(nonEmpty).min(2),
    faqs: z.array(faq).min(2).max(3),
  })
  .strict();

export function assertValidContent(isKnownPath?: (path: string) => boolean): void {
  const problems = validateContent(isKnownPath);
  // Drafting notes never ship, on a demo either (docs/decisions/launch-truth.md#drafting-notes).
  problems.push(...draftingProblems(publishedCopy()));
  if (problems.length > 0) {
    throw new Error(
      `Content is invalid (${problems.length} problems):\n  - ${problems.join('\n  - ')}`,
    );
  }
}
