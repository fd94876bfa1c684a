import { businessProfile } from '@/content/business-profile';
import { SERVICES } from '@/content/services';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { servicePageTitle } from './service-details-block';
import { ENGLISH_SERVICE_PAGES } from './service-page-words';

describe('service page snippets (docs/decisions/structured-data.md#snippet-lengths)', () => {
  it("fit search results: the page title and the service's one-line summary", () => {
    for (const service of SERVICES) {
      const title = documentTitle(
        servicePageTitle(service, ENGLISH_SERVICE_PAGES),
        businessProfile.name,
      );
      expect([service.slug, snippetProblems(title, service.shortDescription)]).toEqual([
        service.slug,
        [],
      ]);
    }
  });
});
