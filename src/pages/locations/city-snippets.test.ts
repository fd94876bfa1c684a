import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { CITY_PROFILES } from '@/content/city-profiles';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { cityDescription, cityTitle } from './city-snippets';

describe('city page snippets (docs/decisions/structured-data.md#snippet-lengths)', () => {
  it('fit search results in every city and name the city and two of its neighborhoods', () => {
    for (const city of CITIES) {
      const profile = CITY_PROFILES[city.id]!;
      const title = documentTitle(cityTitle(city), businessProfile.name);
      const description = cityDescription(city, profile);
      expect([city.id, snippetProblems(title, description)]).toEqual([city.id, []]);
      expect(title).toContain(`${city.name}, CA`);
      expect(description).toContain(
        `from ${profile.neighborhoods[0]} to ${profile.neighborhoods[1]}`,
      );
    }
  });
});
