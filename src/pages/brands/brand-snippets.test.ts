import { businessProfile } from '@/content/business-profile';
import { CAR_BRANDS } from '@/content/brands';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { brandDescription, brandTitle } from './brand-snippets';

describe('brand page snippets (docs/decisions/structured-data.md#snippet-lengths)', () => {
  it('fit search results for every brand', () => {
    for (const brand of CAR_BRANDS) {
      const title = documentTitle(brandTitle(brand), businessProfile.name);
      expect([brand.id, snippetProblems(title, brandDescription(brand))]).toEqual([brand.id, []]);
    }
  });
});
