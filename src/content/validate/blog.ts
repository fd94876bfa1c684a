/** The blog posts and the legal pages: front matter, links, tokens, placeholders. */
import { AUTHORS } from '../authors';
import { BLOG_POSTS } from '../blog/posts';
import { CATEGORIES } from '../categories';
import { CONTENT_TOKEN_VALUES } from '../content-tokens';
import privacyPolicy from '../legal/privacy-policy.md';
import termsOfService from '../legal/terms-of-service.md';
import warranty from '../legal/warranty.md';
import spanishPrivacyPolicy from '../legal/es/privacy-policy.md';
import spanishTermsOfService from '../legal/es/terms-of-service.md';
import spanishWarranty from '../legal/es/warranty.md';
import { SHARED_SPANISH_TOKEN_VALUES } from '../legal/es/spanish-tokens';
import { SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES } from '../legal/es/warranty-and-terms-tokens';
import type { Problems } from './problems';
import { PostMetaSchema } from './schemas';
import { draftingMarkersIn } from './drafting-markers';
import { internalLinks, markdownWordCount } from './text';

export const BLOG_POST_IDS = [
  'modern-windshield-components',
  ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
];

export function checkBlog(problems: Problems, isKnownPath?: (path: string) => boolean): void {
  problems.unique(
    'blog post id',
    BLOG_POSTS.map((post) => post.id),
  );
  problems.unique(
    'blog post slug',
    BLOG_POSTS.map((post) => post.slug),
  );
  problems.check(
    BLOG_POST_IDS.every((id) => BLOG_POSTS.some((post) => post.id === id)) &&
      BLOG_POSTS.length === BLOG_POST_IDS.length,
    `blog: expected posts with ids ${BLOG_POST_IDS.join(', ')}`,
  );
  for (const post of BLOG_POSTS) {
    const label = `blog/posts/${post.sourceFile}`;
    problems.zod(label, PostMetaSchema.safeParse(post));
    problems.check(post.sourceFile === `${post.slug}.md`, `${label}: file name must be the slug`);
    problems.check(
      AUTHORS.some((author) => author.id === post.author),
      `${label}.author: unknown "${post.author}"`,
    );
    for (const slug of post.categories)
      problems.check(
        CATEGORIES.some((category) => category.slug === slug),
        `${label}.categories: unknown "${slug}"`,
      );
    for (const id of post.relatedPosts)
      problems.check(
        id !== post.id && BLOG_POSTS.some((other) => other.id === id),
        `${label}.relatedPosts: unknown "${id}"`,
      );
    const words = markdownWordCount(post.content);
    problems.check(words >= 900 && words <= 1600, `${label}: ${words} words, expected 900-1600`);
    problems.check(
      !/^#\s/m.test(post.content),
      `${label}: use ## headings; the page shows the title as h1`,
    );
    if (isKnownPath) {
      for (const link of internalLinks(post.content))
        problems.check(isKnownPath(link), `${label}: link to unknown page "${link}"`);
    }
  }
  // Each text with the tokens it may use: a Spanish legal page has Spanish values of its own
  // (docs/decisions/spanish.md#spanish-legal-pages).
  const markdownSources: [string, string, Record<string, unknown>][] = [
    ...BLOG_POSTS.map((post): [string, string, Record<string, unknown>] => [
      `blog/posts/${post.sourceFile}`,
      post.content,
      CONTENT_TOKEN_VALUES,
    ]),
    ['legal/warranty.md', warranty, CONTENT_TOKEN_VALUES],
    ['legal/privacy-policy.md', privacyPolicy, CONTENT_TOKEN_VALUES],
    ['legal/terms-of-service.md', termsOfService, CONTENT_TOKEN_VALUES],
    ['legal/es/warranty.md', spanishWarranty, SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES],
    ['legal/es/privacy-policy.md', spanishPrivacyPolicy, SHARED_SPANISH_TOKEN_VALUES],
    [
      'legal/es/terms-of-service.md',
      spanishTermsOfService,
      SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES,
    ],
  ];
  for (const [file, markdown, tokenValues] of markdownSources) {
    for (const [, token] of markdown.matchAll(/\{\{(\w+)\}\}/g)) {
      problems.check(token! in tokenValues, `${file}: unknown token {{${token}}}`);
    }
    const markers = draftingMarkersIn(markdown);
    problems.check(markers.length === 0, `${file}: drafting marker ${markers.join(', ')}`);
    // A Spanish page links to Spanish twins: each must be a page the build prerenders.
    if (isKnownPath && file.startsWith('legal/es/'))
      for (const link of internalLinks(markdown))
        problems.check(isKnownPath(link), `${file}: link to unknown page "${link}"`);
  }
  for (const category of CATEGORIES) {
    problems.check(
      BLOG_POSTS.some((post) => post.categories.includes(category.slug)),
      `categories.ts ${category.slug}: no post uses it`,
    );
  }
}
