import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadUnderProfile } from '../../../../test/support/content-under-profile';
import { pathInLocale } from '@/i18n/locales';
import { parseOpeningHours } from '@/content/business-profile';
import { CONTENT_TOKEN_VALUES } from '@/content/content-tokens';
import { draftingMarkersIn } from '@/content/validate/drafting-markers';
import { PROJECT_ROOT } from '@/content/load/profile-file';
import type { ProfileWarranty } from '@/content/load/profile-schema';
import * as englishWording from '@/content/promise-wording';
import {
  spanishCalibrationRecheckTerms,
  spanishChipRepairTerms,
  spanishTermsVisitTiming,
  spanishWorkmanshipDuration,
  spanishWorkmanshipWarrantyTitle,
} from '@/content/es/promise-wording';
import { OWNER_LEGAL_CHECKLIST } from '../owner-checklist';
import englishTerms from '../terms-of-service.md';
import englishWarranty from '../warranty.md';
import {
  fillSpanishWarrantyAndTermsTokens,
  SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES,
  type SpanishWarrantyOrTermsName,
  spanishLegalPage,
} from './warranty-and-terms-tokens';
import { spanishHours, spanishLongDate } from './spanish-tokens';
import spanishTerms from './terms-of-service.md';
import spanishWarranty from './warranty.md';

/** Each page: its name, the English markdown and its Spanish translation. */
const PAGES: [SpanishWarrantyOrTermsName, string, string][] = [
  ['warranty', englishWarranty, spanishWarranty],
  ['terms-of-service', englishTerms, spanishTerms],
];

const DEMO_PROFILE = path.join(PROJECT_ROOT, 'content/business-profile.json');
const REAL_PROFILE = path.join(PROJECT_ROOT, 'test/fixtures/real-business-profile.json');

/** '## Title' and '### Title' lines, as their levels: ['##', '###', …]. */
function headingLevels(markdown: string): string[] {
  return [...markdown.matchAll(/^(#{1,6}) /gm)].map((match) => match[1]!);
}

/** The text before the first heading, then each heading's section (heading line excluded). */
function sections(markdown: string): string[] {
  return markdown.split(/^#{1,6} .*$/m);
}

function tokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!))].sort();
}

/** Every number, with its dollar sign when it has one: '24', '2026', '$50'. */
function numbersIn(text: string): string[] {
  return [...new Set(text.match(/\$?\d+/g) ?? [])].sort();
}

/** List items ('- …', '1. …'), bold spans and link targets: the shape a section must keep. */
function shapeOf(section: string) {
  return {
    listItems: (section.match(/^\s*(?:[-*]|\d+\.) /gm) ?? []).length,
    boldSpans: (section.match(/\*\*/g) ?? []).length / 2,
    links: [...section.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!),
  };
}

/**
 * English words that Spanish prose never uses: one of them left in the Spanish text is an
 * untranslated sentence or phrase.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'you',
  'your',
  'our',
  'we',
  'us',
  'will',
  'this',
  'that',
  'is',
  'are',
  'for',
  'not',
  'of',
  'to',
  'from',
  'by',
  'if',
  'or',
  'any',
  'when',
  'which',
  'it',
  'be',
  'have',
  'can',
  'may',
  'must',
  'please',
  'what',
  'about',
  'only',
  'before',
  'after',
  'who',
  'how',
];

/**
 * Proper names kept in English beside their Spanish (the agency and the arbitration rules are
 * found by these names).
 */
const ENGLISH_NAMES = ['Bureau of Automotive Repair'];

const ENGLISH_WORD = new RegExp(`\\b(?:${ENGLISH_WORDS.join('|')})\\b`, 'gi');

/** The English words in a Spanish text, tokens and link targets left out. */
function englishWordsIn(text: string): string[] {
  const withoutNames = ENGLISH_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text);
  return (
    withoutNames
      .replace(/\{\{\w+\}\}/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .match(ENGLISH_WORD) ?? []
  );
}

/** Promises the profile decides, in English and in Spanish. */
const PROMISES: [RegExp, RegExp][] = [
  [/\blifetime\b/gi, /\bde por vida\b/gi],
  [/\bowns? the vehicle\b/gi, /\bsea dueño del vehículo\b/gi],
  [/\bsame[- ]day\b/gi, /\bmismo día\b/gi],
  [/\bnext[- ]day\b/gi, /\bdía siguiente\b/gi],
  [/\bguarantee/gi, /\bgarantiz/gi],
];

/** The English and Spanish pages filled under another profile file, loaded afresh. */
function filledUnder(
  profileFile: string,
  name: SpanishWarrantyOrTermsName,
  english: string,
): { english: string; spanish: string; spanishTokenValues: string[] } {
  return loadUnderProfile(profileFile, () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded per profile */
    const englishTokens =
      require('@/content/content-tokens') as typeof import('@/content/content-tokens');
    const spanishTokens =
      require('./warranty-and-terms-tokens') as typeof import('./warranty-and-terms-tokens');
    /* eslint-enable @typescript-eslint/no-require-imports */
    return {
      english: englishTokens.fillContentTokens(english),
      spanish: spanishTokens.spanishLegalPage(name),
      // The values written in Spanish here, not the facts shared with the English page.
      spanishTokenValues: Object.entries(spanishTokens.SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES)
        .filter(([token, value]) => value !== englishTokens.CONTENT_TOKEN_VALUES[token])
        .map(([, value]) => value()),
    };
  });
}

describe.each(PAGES)('the Spanish %s', (name, english, spanish) => {
  it('keeps the English headings: as many, at the same levels, in the same order', () => {
    expect(headingLevels(spanish)).toEqual(headingLevels(english));
    expect(headingLevels(spanish).length).toBeGreaterThan(5);
  });

  it('keeps every token of each section, and adds none', () => {
    expect(tokensIn(spanish)).toEqual(tokensIn(english));
    expect(sections(spanish).map(tokensIn)).toEqual(sections(english).map(tokensIn));
  });

  it('keeps every number of each section (periods, distances, amounts), and adds none', () => {
    expect(sections(spanish).map(numbersIn)).toEqual(sections(english).map(numbersIn));
  });

  it('keeps the list items, bold terms and links of each section', () => {
    // A Spanish page links to the Spanish twin of the English page it names.
    // The home has no Spanish twin yet, so its contact section stays the English `/#contact`.
    const spanishTwin = (link: string) => {
      if (!link.startsWith('/')) return link;
      const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(link)!;
      if (pathname === '/') return link;
      return `${pathInLocale(pathname, 'es')}${rest}`;
    };
    const englishShapes = sections(english).map(shapeOf);
    const spanishShapes = sections(spanish).map(shapeOf);
    expect(spanishShapes).toEqual(
      englishShapes.map((shape) => ({ ...shape, links: shape.links.map(spanishTwin) })),
    );
  });

  it('promises a lifetime, an ownership period or a speed exactly where the English does', () => {
    // The profile decides these promises (src/content/promise-wording.ts); a page that words
    // one in its own text must change with the English when the English follows the profile.
    for (const [englishPromise, spanishPromise] of PROMISES) {
      const inEnglish = sections(english).map((part) => part.match(englishPromise)?.length ?? 0);
      const inSpanish = sections(spanish).map((part) => part.match(spanishPromise)?.length ?? 0);
      expect([spanishPromise, inSpanish]).toEqual([spanishPromise, inEnglish]);
    }
  });

  it('holds no drafting marker and no English sentence', () => {
    expect(draftingMarkersIn(spanish)).toEqual([]);
    expect(englishWordsIn(spanish)).toEqual([]);
  });

  it.each([
    ['the demo profile', DEMO_PROFILE],
    ['the real-business fixture', REAL_PROFILE],
  ])('fills every token under %s, with the numbers of the English page', (_label, file) => {
    const filled = filledUnder(file, name, english);
    expect(filled.spanish).not.toMatch(/\{\{|\}\}/);
    expect(draftingMarkersIn(filled.spanish)).toEqual([]);
    expect(numbersIn(filled.spanish)).toEqual(numbersIn(filled.english));
    expect(filled.spanishTokenValues.flatMap(englishWordsIn)).toEqual([]);
  });
});

describe('the Spanish token values', () => {
  it('are given for every token the English content has on these pages', () => {
    for (const [, english] of PAGES)
      for (const token of tokensIn(english)) {
        expect(SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES).toHaveProperty([token]);
        expect(CONTENT_TOKEN_VALUES).toHaveProperty([token]);
      }
  });

  it('write the effective date and the hours in the Spanish of the United States', () => {
    expect(spanishLongDate('2026-11-27')).toBe('27 de noviembre de 2026');
    expect(spanishLongDate('2027-01-05')).toBe('5 de enero de 2027');
    expect(() => spanishLongDate('27/11/2026')).toThrow(/Not a calendar date/);
    const hours = spanishHours(parseOpeningHours('Mo-Fr 08:00-18:00; Sa 09:00-16:30'));
    expect(hours.replace(/\s/g, ' ')).toBe(
      'lun-vie 8:00 a.m. - 6:00 p.m., sáb 9:00 a.m. - 4:30 p.m., dom cerrado',
    );
  });

  it('name a same-day visit only with the profile’s cut-off, and never as a promise', () => {
    expect(spanishTermsVisitTiming(true)).toMatch(/mismo día/);
    expect(spanishTermsVisitTiming(true)).toMatch(/no están garantizadas/);
    expect(spanishTermsVisitTiming(false)).not.toMatch(/mismo día|día siguiente/);
    expect(englishWording.visitTiming()).toMatch(
      englishWording.SAME_DAY_VISITS ? /same-day/i : /next open day/,
    );
  });

  const variants: [string, ProfileWarranty][] = [
    [
      'lifetime',
      { workmanship: 'lifetime', chipRepairCredit: 'while-owned', calibrationRechecks: 1 },
    ],
    [
      '3 years',
      { workmanship: { years: 3 }, chipRepairCredit: { months: 6 }, calibrationRechecks: 2 },
    ],
    ['1 year', { workmanship: { years: 1 }, chipRepairCredit: null, calibrationRechecks: 0 }],
    [
      '12 months of chip credit',
      { workmanship: { years: 5 }, chipRepairCredit: { months: 12 }, calibrationRechecks: 3 },
    ],
  ];

  it.each(variants)(
    'follow the profile’s warranty terms as the English does (%s)',
    (_label, terms) => {
      const pairs: [string, string][] = [
        [englishWording.workmanshipWarrantyName(terms), spanishWorkmanshipWarrantyTitle(terms)],
        [englishWording.workmanshipDuration(terms), spanishWorkmanshipDuration(terms)],
        [englishWording.chipRepairTerms(terms), spanishChipRepairTerms(terms)],
        [englishWording.calibrationRecheckTerms(terms), spanishCalibrationRecheckTerms(terms)],
      ];
      for (const [english, spanish] of pairs) {
        expect(numbersIn(spanish)).toEqual(numbersIn(english));
        expect(/de por vida/.test(spanish)).toBe(/lifetime/.test(english));
        expect(englishWordsIn(spanish)).toEqual([]);
      }
      expect(/mientras usted sea dueño/.test(spanishChipRepairTerms(terms))).toBe(
        terms.chipRepairCredit === 'while-owned',
      );
      expect(/sin costo/.test(spanishCalibrationRecheckTerms(terms))).toBe(
        terms.calibrationRechecks > 0,
      );
    },
  );

  it('count free recalibrations in words, as the English does', () => {
    const terms = (calibrationRechecks: number): ProfileWarranty => ({
      workmanship: 'lifetime',
      chipRepairCredit: null,
      calibrationRechecks,
    });
    expect(spanishCalibrationRecheckTerms(terms(1))).toMatch(/la haremos una vez sin costo/);
    expect(spanishCalibrationRecheckTerms(terms(2))).toMatch(/la haremos dos veces sin costo/);
    expect(spanishCalibrationRecheckTerms(terms(3))).toMatch(/la haremos 3 veces sin costo/);
    expect(spanishWorkmanshipDuration({ ...terms(0), workmanship: { years: 1 } })).toMatch(
      /dura 1 año,/,
    );
    expect(spanishChipRepairTerms({ ...terms(0), chipRepairCredit: { months: 1 } })).toMatch(
      /dentro de 1 mes a partir/,
    );
  });

  it('fill the page, or refuse a token they have no Spanish for', () => {
    const page = spanishLegalPage('warranty');
    expect(page).toMatch(/^Última actualización: \d{1,2} de [a-z]+ de \d{4}$/m);
    expect(page).toMatch(/^## Garantía limitada .* sobre la mano de obra$/m);
    expect(() => fillSpanishWarrantyAndTermsTokens('{{foundingYear}}')).toThrow(
      /Unknown token \{\{foundingYear\}\} in the Spanish warranty or terms/,
    );
  });
});

describe('the Spanish warranty words', () => {
  it('come from src/content/es/promise-wording.ts: the legal token modules write none of their own', () => {
    // One source, so a change to the Spanish wording of a warranty term reaches the service
    // pages and the legal pages alike (docs/decisions/spanish.md#one-spanish-warranty-wording).
    const WARRANTY_WORDS =
      /de por vida|sea dueñ|\bmano de obra\b|\baños?\b|\bmes(?:es)?\b|calibraci|sin costo|mismo día|garantiz/i;
    const folder = path.join(PROJECT_ROOT, 'src/content/legal/es');
    const failures = readdirSync(folder)
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .flatMap((file) => {
        const code = readFileSync(path.join(folder, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        const found = WARRANTY_WORDS.exec(code);
        return found ? [`${file}: ${found[0]}`] : [];
      });
    expect(failures).toEqual([]);
  });
});

describe("the owner's checklist", () => {
  it('asks for a lawyer’s review of both Spanish pages before a Spanish launch', () => {
    const review = OWNER_LEGAL_CHECKLIST.filter((item) =>
      /review the Spanish warranty/.test(item.question),
    );
    expect(review).toHaveLength(1);
    for (const [name] of PAGES) expect(review[0]!.question).toContain(`/es/${name}`);
    expect(review[0]!.question).toMatch(/which version controls/);
  });

  it('leaves the choice of the controlling version to the owner: no page decides it', () => {
    for (const [, , spanish] of PAGES)
      expect(spanish).not.toMatch(/versión en (?:inglés|español)|prevalece la versión|traducción/i);
  });
});
