import { businessProfile } from '@/content/business-profile';
import { SERVICES } from '@/content/services';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { servicePageTitle } from './service-details-block';

describe('service page snippets (docs/decisions/structured-data.md#snippet-lengths)', () => {
  it("fit search results: the page title and the service's one-line summary", () => {
    for (const service of SERVICES) {
      const title = documentTitle(servicePageTitle(service), businessProfile.name);
      expect([service.slug, snippetProblems(title, service.shortDescription)]).toEqual([
        service.slug,
        [],
      ]);
    }
  });
});
