import { BLOG_POSTS } from '@/content/blog/posts';
import { businessProfile } from '@/content/business-profile';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';

describe('blog post snippets (docs/decisions/structured-data.md#snippet-lengths)', () => {
  it('fit search results for every post: its search title and description, or else its title and excerpt', () => {
    for (const post of BLOG_POSTS) {
      const title = documentTitle(post.searchTitle ?? post.title, businessProfile.name);
      const description = post.searchDescription ?? post.excerpt;
      expect([post.slug, snippetProblems(title, description)]).toEqual([post.slug, []]);
    }
  });
});
