import { validateContent } from '@/content/validate/validate-content';
import { isKnownSitePath } from './route-list';

// Here rather than in src/content: the check needs the route list, which sits above content.
describe('site content against the route list', () => {
  it('passes every build-time check, with every internal post link pointing at a listed route', () => {
    expect(validateContent(isKnownSitePath)).toEqual([]);
  });
});
