import { AUTHORS } from '@/content/authors';
import { BLOG_POSTS } from '@/content/blog/posts';
import { blogPostingJsonLd } from './blog-posting-json-ld';
import { BUSINESS_ID } from './structured-data';

const authorOf = (id: string) => AUTHORS.find((author) => author.id === id);

describe('BlogPosting JSON-LD', () => {
  it('names no sample person: the business, by its id, writes every post of the demo', () => {
    expect(BLOG_POSTS).toHaveLength(11);
    for (const post of BLOG_POSTS) {
      const author = authorOf(post.author)!;
      expect(author.sample).toBe(true);
      const jsonLd = blogPostingJsonLd(post, author);
      expect(jsonLd.author).toEqual({ '@id': BUSINESS_ID });
      expect(jsonLd.publisher).toEqual({ '@id': BUSINESS_ID });
      for (const sample of AUTHORS.filter((each) => each.sample))
        expect([post.slug, JSON.stringify(jsonLd).includes(sample.name)]).toEqual([
          post.slug,
          false,
        ]);
    }
  });

  it('names a real author as a person', () => {
    const post = BLOG_POSTS[0]!;
    const real = { ...authorOf(post.author)!, sample: false };
    expect(blogPostingJsonLd(post, real).author).toEqual({
      '@type': 'Person',
      name: real.name,
      jobTitle: real.role,
    });
  });

  it('claims no former claims handler in any post, its description or its markup', () => {
    for (const post of BLOG_POSTS) {
      const text = [post.excerpt, post.content, JSON.stringify(blogPostingJsonLd(post, undefined))];
      for (const part of text)
        expect([post.slug, /claims handler|handling claims for an insurer/i.test(part)]).toEqual([
          post.slug,
          false,
        ]);
    }
  });
});
