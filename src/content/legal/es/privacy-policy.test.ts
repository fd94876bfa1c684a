/**
 * The Spanish privacy policy is a faithful translation of the English one
 * (docs/decisions/spanish.md#legal-pages-in-spanish): the same sections in the same order, the
 * same lists, the same tokens and the same numbers, in Spanish only, and its facts follow the
 * business profile.
 */
import path from 'node:path';
import { loadUnderProfile } from '../../../../test/support/content-under-profile';
import { draftingMarkersIn } from '@/content/validate/drafting-markers';
import { OWNER_LEGAL_CHECKLIST } from '@/content/legal/owner-checklist';
import { PROJECT_ROOT, readProfileFile } from '@/content/load/profile-file';
import english from '../privacy-policy.md';
import spanish from './privacy-policy.md';
import { fillSpanishPrivacyPolicyTokens } from './privacy-policy-tokens';

const PROFILES = ['content/business-profile.json', 'test/fixtures/real-business-profile.json'];

/** The page filled under another profile file or environment, with fresh modules. */
function filledUnder(profileFile: string, env: Record<string, string> = {}): string {
  const fill = () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const tokens = require('./privacy-policy-tokens') as typeof import('./privacy-policy-tokens');
    return tokens.fillSpanishPrivacyPolicyTokens(spanish);
  };
  return loadUnderProfile(profileFile, fill, env);
}

/** '##' or '###' for each heading, in order. */
const headingLevels = (markdown: string) =>
  [...markdown.matchAll(/^(#{2,3}) /gm)].map((match) => match[1]);

/** Per section (the text before the first heading, then each heading's): paragraphs and list items. */
function blocksPerSection(markdown: string): { paragraphs: number; listItems: number }[] {
  return markdown.split(/^#{2,3} .*$/m).map((section) => {
    const lines = section.split('\n').filter((line) => line.trim() !== '');
    const listItems = lines.filter((line) => line.startsWith('- ')).length;
    return { paragraphs: lines.length - listItems, listItems };
  });
}

const tokensOf = (markdown: string) =>
  [...markdown.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Every number written in digits, in order of size: '24 months' and '45 days' alike. */
const numbersOf = (markdown: string) =>
  [...markdown.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => match[0]).sort();

/**
 * Names the Spanish keeps in English on purpose: the names of browser signals and of a
 * California law, the text keywords carriers recognize, and the English name of a
 * third-party administrator beside its Spanish one.
 */
const ENGLISH_ON_PURPOSE = [
  'Global Privacy Control',
  'Do Not Track',
  'Shine the Light',
  'third-party administrator',
  'STOP',
  'HELP',
];

/** Common English words that are not also Spanish words: one left over means an untranslated phrase. */
const ENGLISH_WORDS = new Set(
  'the and you your we us our with will this that these from which have has when what who only about they their it is are be not or for of to in on by if any may'.split(
    ' ',
  ),
);

function englishWordsIn(text: string): string[] {
  let rest = text.replace(/\{\{\w+\}\}/g, ' ');
  for (const name of ENGLISH_ON_PURPOSE) rest = rest.split(name).join(' ');
  const words = rest.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word)))];
}

describe('the Spanish privacy policy', () => {
  it('has the English headings, at the same levels, in the same order', () => {
    expect(headingLevels(english)).toHaveLength(27);
    expect(headingLevels(spanish)).toEqual(headingLevels(english));
  });

  it('has as many paragraphs and list items as the English in every section', () => {
    expect(blocksPerSection(spanish)).toEqual(blocksPerSection(english));
  });

  it('has the same tokens as the English, as often', () => {
    expect(tokensOf(english)).toContain('effectiveDate');
    expect(tokensOf(spanish)).toEqual(tokensOf(english));
  });

  it('states every number of the English: periods, ages, counts', () => {
    expect(numbersOf(english)).toEqual(expect.arrayContaining(['24', '7', '12', '4', '14', '45']));
    expect(numbersOf(spanish)).toEqual(numbersOf(english));
  });

  it('holds no drafting note, in English or in Spanish', () => {
    expect(draftingMarkersIn(spanish)).toEqual([]);
    expect(spanish).not.toMatch(/por favor (?:confirme|decida)|nota para|abogado del propietario/i);
  });

  it('leaves no English sentence, only the names it keeps on purpose', () => {
    // The check itself finds English: the first sentence of the English policy is full of it.
    expect(englishWordsIn(english.split('\n\n')[2]!).length).toBeGreaterThan(5);
    expect(englishWordsIn(spanish)).toEqual([]);
  });

  it.each(PROFILES)('fills every token from %s', (profileFile) => {
    const profile = readProfileFile(path.join(PROJECT_ROOT, profileFile));
    const page = filledUnder(profileFile);
    expect(page).not.toMatch(/\{\{|\}\}/);
    expect(page).toContain(`${profile.identity.legalName}, que opera con el nombre comercial`);
    expect(page).toContain(`**Correo electrónico:** ${profile.identity.email}`);
    expect(page).toContain(
      `**Correo postal:** ${profile.address.streetAddress}, ${profile.address.locality}, ${profile.address.region} ${profile.address.postalCode}`,
    );
    expect(page).toContain(`llame al [${profile.phones.main}](tel:`);
  });

  it('dates the policy in Spanish, from the profile', () => {
    const demo = PROFILES[0]!;
    expect(filledUnder(demo)).toMatch(/^Fecha de vigencia: 15 de enero de 2026$/m);
    expect(filledUnder(demo, { BUSINESS_LEGAL_EFFECTIVE_DATE: '2027-03-01' })).toMatch(
      /^Fecha de vigencia: 1 de marzo de 2027$/m,
    );
  });

  it('refuses a token it has no Spanish value for', () => {
    expect(() => fillSpanishPrivacyPolicyTokens('{{visitTiming}}')).toThrow(
      /Unknown token \{\{visitTiming\}\}/,
    );
  });

  it("is on the owner's legal checklist, for a lawyer's review before a Spanish launch", () => {
    const items = OWNER_LEGAL_CHECKLIST.filter((item) => item.page === '/es/privacy-policy');
    expect(items).toEqual([
      { page: '/es/privacy-policy', question: expect.stringMatching(/lawyer who reads Spanish/) },
    ]);
    // The page itself does not say which version controls: that is the owner's decision.
    expect(items[0]!.question).toMatch(/which version controls/);
  });
});
