import { CITIES } from '@/content/cities';
import { localFacts } from '@/content/local-facts';
import { SERVICES } from '@/content/services';
import { businessProfile } from '@/content/business-profile';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { serviceInCityDescription, serviceInCityTitle } from './service-in-city-snippets';

describe('service-in-city snippets (docs/decisions/structured-data.md#snippet-lengths)', () => {
  it('fit search results for every service in every city, and differ from page to page', () => {
    const seen = new Set<string>();
    for (const service of SERVICES)
      for (const city of CITIES) {
        const facts = localFacts(city);
        const title = documentTitle(serviceInCityTitle(service, city), businessProfile.name);
        const description = serviceInCityDescription(service, city, facts);
        expect([service.slug, city.id, snippetProblems(title, description)]).toEqual([
          service.slug,
          city.id,
          [],
        ]);
        expect(seen.has(description)).toBe(false);
        seen.add(description);
      }
  });

  it("say the page's own trip facts, not a question from its FAQ", () => {
    const city = CITIES.find((each) => localFacts(each).miles >= 3)!;
    const facts = localFacts(city);
    const description = serviceInCityDescription(SERVICES[0]!, city, facts);
    expect(description).toContain(`${SERVICES[0]!.title} in ${city.name}, ${city.county} County`);
    expect(description).toContain(`${facts.miles} miles ${facts.direction}`);
    expect(description).toContain(`${facts.drive.fastest} to ${facts.drive.slowest} minutes`);
    expect(description).not.toMatch(/\?/);
  });
});
