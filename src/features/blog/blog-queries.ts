/**
 * The blog listing's data rules
 * (docs/decisions.md#blog-search-covers-every-post, #blog-tag-filter):
 * newest first, six a page, filtered by category slug or tag, and a search that covers
 * every post in the current category filter, then paginates the matches.
 */
import { AUTHORS } from '@/content/authors';
import { BLOG_POSTS } from '@/content/blog/posts';
import { CATEGORIES } from '@/content/categories';
import type { Author, BlogPost, Category } from '@/content/types';

const BLOG_PAGE_SIZE = 6;
const PAGINATION_WINDOW = 5;

export interface BlogQuery {
  page: number;
  category?: string;
  search?: string;
  tag?: string;
}

export interface BlogListing {
  posts: BlogPost[];
  total: number;
  currentPage: number;
  totalPages: number;
}

/** Reads the listing's query parameters; a bad page number means page 1. */
export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    category: text('category'),
    search: text('search'),
    tag: text('tag'),
  };
}

function matchesSearch(post: BlogPost, search: string): boolean {
  const needle = search.toLowerCase();
  return [post.title, post.excerpt, post.content].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export function listBlogPosts(query: BlogQuery, posts: BlogPost[] = BLOG_POSTS): BlogListing {
  const matching = posts
    .filter((post) => !query.category || post.categories.includes(query.category))
    .filter(
      (post) =>
        !query.tag || post.tags.some((tag) => tag.toLowerCase() === query.tag!.toLowerCase()),
    )
    .filter((post) => !query.search || matchesSearch(post, query.search))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const totalPages = Math.max(1, Math.ceil(matching.length / BLOG_PAGE_SIZE));
  const currentPage = Math.min(query.page, totalPages);
  const start = (currentPage - 1) * BLOG_PAGE_SIZE;
  return {
    posts: matching.slice(start, start + BLOG_PAGE_SIZE),
    total: matching.length,
    currentPage,
    totalPages,
  };
}

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * Page links: a window of five around the current page, plus the first and last page,
 * with an ellipsis where pages are skipped. Empty when there is only one page.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 1) return [];
  const half = Math.floor(PAGINATION_WINDOW / 2);
  let start = Math.max(1, currentPage - half);
  const end = Math.min(totalPages, start + PAGINATION_WINDOW - 1);
  start = Math.max(1, end - PAGINATION_WINDOW + 1);
  const items: PaginationItem[] = [];
  if (start > 1) {
    items.push({ type: 'page', page: 1 });
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let page = start; page <= end; page++) items.push({ type: 'page', page });
  if (end < totalPages) {
    if (end < totalPages - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push({ type: 'page', page: totalPages });
  }
  return items;
}

/** 'Search Results for "…"', '{Category} Articles', 'Posts tagged "…"' or 'Our Blog'. */
export function blogListingTitle(query: BlogQuery): string {
  if (query.search) return `Search Results for "${query.search}"`;
  const category = query.category && findCategory(query.category);
  if (category) return `${category.name} Articles`;
  if (query.tag) return `Posts tagged "${query.tag}"`;
  return 'Our Blog';
}

export function findCategory(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

export function findAuthor(id: string): Author | undefined {
  return AUTHORS.find((author) => author.id === id);
}

export function findPostBySlug(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

export function relatedPosts(post: BlogPost): BlogPost[] {
  return post.relatedPosts
    .map((id) => BLOG_POSTS.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is BlogPost => Boolean(candidate));
}
