import { CITIES } from './cities';
import { CAR_BRANDS } from './brands';
import { INSURERS } from './insurers';
import { BLOG_POSTS } from './blog/posts';
import { validateContent } from './validate/validate-content';
import { BLOG_POST_IDS } from './validate/blog';
import { EXPECTED_COUNTY_SIZES } from './validate/cities';

describe('site content', () => {
  it('has 48 cities in 5 counties with the decided per-county counts', () => {
    expect(CITIES).toHaveLength(48);
    for (const [county, size] of Object.entries(EXPECTED_COUNTY_SIZES)) {
      expect(CITIES.filter((city) => city.county === county)).toHaveLength(size);
    }
  });

  it('has 32 brands in the four groups and 12 insurers with 6 popular', () => {
    expect(CAR_BRANDS).toHaveLength(32);
    expect(new Set(CAR_BRANDS.map((brand) => brand.group))).toEqual(
      new Set(['domestic', 'asian', 'european', 'korean']),
    );
    expect(INSURERS.filter((insurer) => insurer.popular)).toHaveLength(6);
  });

  it('has the 11 specified blog posts', () => {
    expect(BLOG_POSTS.map((post) => post.id).sort()).toEqual([...BLOG_POST_IDS].sort());
  });

  it('validation reports a broken reference by file and field', () => {
    const post = BLOG_POSTS[0]!;
    const original = post.author;
    post.author = 'nobody';
    try {
      expect(validateContent()).toContain(`blog/posts/${post.sourceFile}.author: unknown "nobody"`);
    } finally {
      post.author = original;
    }
  });
});
