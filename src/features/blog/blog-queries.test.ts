import type { BlogPost } from '@/content/types';
import { BLOG_POSTS } from '@/content/blog/posts';
import { blogListingTitle, listBlogPosts, paginationItems, readBlogQuery } from './blog-queries';

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: String(id),
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: 'An excerpt',
    author: 'marcus-alvarez',
    publishedAt: `2026-01-${String(id).padStart(2, '0')}T09:00:00-08:00`,
    categories: ['safety-tips'],
    tags: ['glass'],
    relatedPosts: [],
    content: 'Body text',
    sourceFile: `post-${id}.md`,
    ...overrides,
  };
}

const pages = (items: ReturnType<typeof paginationItems>) =>
  items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('blog listing', () => {
  const many = Array.from({ length: 20 }, (_, index) => post(index + 1));

  it('lists newest first, six a page', () => {
    const first = listBlogPosts({ page: 1 }, many);
    expect(first.posts.map((p) => p.id)).toEqual(['20', '19', '18', '17', '16', '15']);
    expect(first).toMatchObject({ total: 20, totalPages: 4, currentPage: 1 });
    expect(listBlogPosts({ page: 4 }, many).posts).toHaveLength(2);
  });

  it('searches every post of the category, not only the current page, case-insensitively', () => {
    const posts = [...many, post(25, { title: 'Rare TOPIC here', categories: ['diy-tips'] })];
    expect(listBlogPosts({ page: 1, search: 'rare topic' }, posts).posts.map((p) => p.id)).toEqual([
      '25',
    ]);
    expect(
      listBlogPosts({ page: 1, search: 'rare topic', category: 'safety-tips' }, posts).total,
    ).toBe(0);
    const noMatch = listBlogPosts({ page: 3, search: 'zzz' }, posts);
    expect(noMatch).toMatchObject({ total: 0, totalPages: 1, currentPage: 1 });
  });

  it('filters by tag', () => {
    const posts = [post(1, { tags: ['tesla'] }), post(2)];
    expect(listBlogPosts({ page: 1, tag: 'Tesla' }, posts).posts.map((p) => p.id)).toEqual(['1']);
  });

  it('reads query parameters, treating blank search as none', () => {
    expect(readBlogQuery(new URLSearchParams('page=x&search=%20%20'))).toEqual({
      page: 1,
      category: undefined,
      search: undefined,
      tag: undefined,
    });
    expect(readBlogQuery(new URLSearchParams('page=3&category=diy-tips'))).toMatchObject({
      page: 3,
      category: 'diy-tips',
    });
  });

  it('titles the listing by search, category, tag or default', () => {
    expect(blogListingTitle({ page: 1, search: 'rain' })).toBe('Search Results for "rain"');
    expect(blogListingTitle({ page: 1, category: 'diy-tips' })).toBe('DIY Tips Articles');
    expect(blogListingTitle({ page: 1, tag: 'tesla' })).toBe('Posts tagged "tesla"');
    expect(blogListingTitle({ page: 1 })).toBe('Our Blog');
  });

  it('shows a window of five pages with first, last and ellipses', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(pages(paginationItems(1, 3))).toEqual([1, 2, 3]);
    expect(pages(paginationItems(1, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(pages(paginationItems(6, 10))).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 10]);
    expect(pages(paginationItems(10, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(pages(paginationItems(3, 6))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has the real posts spread over two pages', () => {
    expect(listBlogPosts({ page: 1 }).totalPages).toBe(Math.ceil(BLOG_POSTS.length / 6));
  });
});
