import { jsonLdProblems } from '../../../test/support/json-ld-rules';
import { BUSINESS_ID, websiteJsonLd } from '@/seo/structured-data';
import { homeJsonLd } from './home-json-ld';

const problemsOf = (block: unknown) => jsonLdProblems(block, BUSINESS_ID);

describe('home page JSON-LD (docs/decisions/structured-data.md)', () => {
  it('give the home page the business and the site, and no FAQPage or SearchAction', () => {
    const blocks = homeJsonLd();
    expect(blocks.map((block) => (block as { '@type': string })['@type'])).toEqual([
      'AutoRepair',
      'WebSite',
    ]);
    for (const block of blocks) expect(problemsOf(block)).toEqual([]);
    expect(JSON.stringify(blocks)).not.toMatch(/FAQPage|SearchAction|potentialAction/);
    expect(blocks[1]).toEqual(websiteJsonLd());
  });
});
