/** /: the English home's entry, the home's view with the English words. */
import { businessProfile } from '@/content/business-profile';
import { HERO_CONTENT, HERO_PROMISES } from '@/content/home';
import { paths } from '@/config/paths';
import { HomePage } from './home-page-view';

export { islands } from './home-page-view';

export function Component() {
  return (
    <HomePage
      words={{
        title: 'Mobile Windshield Repair & Replacement in the Bay Area',
        description: `${businessProfile.name} repairs and replaces windshields, side and rear glass at your home or office across the San Francisco Bay Area.`,
        path: paths.home(),
        hero: {
          label: 'Introduction',
          variants: HERO_CONTENT,
          promises: HERO_PROMISES,
          quoteHref: paths.quoteForm(),
        },
        showsBrands: true,
      }}
    />
  );
}
