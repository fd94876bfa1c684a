/**
 * The Spanish legal pages join the checks every published text passes: content validation
 * (tokens, drafting markers, links to prerendered pages) and `publishedCopy()` with the
 * Spanish truth rules (docs/decisions/spanish.md#spanish-legal-pages).
 */
import { isKnownSitePath } from '@/config/route-list';
import { SPANISH_LEGAL_PAGES } from '@/content/es/legal-pages';
import { englishLeftIn, stringsOf } from '@/content/es/spanish-copy.test-harness';
import { unkeptSpanishClaims } from '@/content/es/truth-rules';
import { publishedCopy } from '@/content/validate/published-copy';
import { validateContent } from '@/content/validate/validate-content';
import { snippetProblems, documentTitle } from '@/seo/snippet-rules';
import { businessProfile } from '@/content/business-profile';
import { spanishPrivacyPolicyPage } from '@/content/legal/es/privacy-policy-tokens';
import { spanishLegalPage } from '@/content/legal/es/warranty-and-terms-tokens';

const SPANISH_FILES = [
  'legal/es/warranty.md',
  'legal/es/privacy-policy.md',
  'legal/es/terms-of-service.md',
];

describe('the Spanish legal pages in the published-copy checks', () => {
  it('are in publishedCopy(), so the drafting-marker scan and the truth checks read them', () => {
    const sources = publishedCopy().map((entry) => entry.source);
    expect(sources).toEqual(expect.arrayContaining(SPANISH_FILES));
  });

  it('pass content validation, their links included', () => {
    expect(validateContent(isKnownSitePath).filter((line) => line.includes('legal/es/'))).toEqual(
      [],
    );
  });

  it.each([
    ['a drafting marker', 'Texto.\n\nTODO: revisar', /legal\/es\/warranty\.md: drafting marker/],
    [
      'a token without a Spanish value',
      '{{foundingYear}}',
      /legal\/es\/warranty\.md: unknown token \{\{foundingYear\}\}/,
    ],
    [
      'a link to no page',
      '[garantía](/es/no-existe)',
      /legal\/es\/warranty\.md: link to unknown page "\/es\/no-existe"/,
    ],
  ])('fail content validation with %s', (_name, text, problem) => {
    let problems: string[] = [];
    jest.isolateModules(() => {
      jest.doMock('@/content/legal/es/warranty.md', () => ({ __esModule: true, default: text }));
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded with the changed page */
      const validation =
        require('@/content/validate/validate-content') as typeof import('@/content/validate/validate-content');
      /* eslint-enable @typescript-eslint/no-require-imports */
      problems = validation.validateContent(isKnownSitePath);
    });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it('hold no unkept Spanish claim once filled', () => {
    const pages = {
      warranty: spanishLegalPage('warranty'),
      terms: spanishLegalPage('terms-of-service'),
      privacy: spanishPrivacyPolicyPage(),
    };
    for (const [name, text] of Object.entries(pages))
      expect({ name, claims: unkeptSpanishClaims(text) }).toEqual({ name, claims: [] });
  });
});

describe('the words around the Spanish legal texts', () => {
  it('are Spanish, true, and fit a search snippet', () => {
    const copy = stringsOf(SPANISH_LEGAL_PAGES);
    expect(englishLeftIn(copy)).toEqual([]);
    for (const { source, text } of copy)
      expect({ source, claims: unkeptSpanishClaims(text) }).toEqual({ source, claims: [] });
    for (const page of Object.values(SPANISH_LEGAL_PAGES)) {
      const title = page.name === page.title ? page.title : `${page.name}: ${page.title}`;
      expect(snippetProblems(documentTitle(title, businessProfile.name), page.description)).toEqual(
        [],
      );
    }
  });

  it("name the warranty as the profile's terms name it", () => {
    const load = (workmanship: 'lifetime' | { years: number }) => {
      let page = SPANISH_LEGAL_PAGES.warranty;
      jest.isolateModules(() => {
        jest.doMock('@/content/business-profile', () => {
          const actual = jest.requireActual('@/content/business-profile');
          return {
            ...actual,
            businessProfile: {
              ...actual.businessProfile,
              warranty: { ...actual.businessProfile.warranty, workmanship },
            },
          };
        });
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded per profile
        page = (require('@/content/es/legal-pages') as typeof import('@/content/es/legal-pages'))
          .SPANISH_LEGAL_PAGES.warranty;
      });
      return page;
    };
    const lifetime = load('lifetime');
    expect(lifetime.eyebrow).toBe('Garantía de mano de obra de por vida');
    expect(lifetime.intro).toContain('mientras usted sea dueño del vehículo');
    const twoYears = load({ years: 2 });
    expect(twoYears.eyebrow).toBe('Garantía de mano de obra de 2 años');
    expect(`${twoYears.eyebrow} ${twoYears.intro}`).not.toMatch(/por vida/);
  });
});
