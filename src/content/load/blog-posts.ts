/**
 * Reads the blog's markdown files into posts: each file's front matter becomes the post's
 * fields and the rest its body, newest first. The list of files is data and stays with the
 * posts (src/content/blog/posts.ts); this is the reading of them
 * (docs/architecture.md#content-its-loaders-and-its-checks).
 */
import type { BlogPost, BlogPostMeta } from '../types';
import { parseFrontMatter } from './front-matter';

/** `sources` maps each post's file name to its markdown text. */
export function readBlogPosts(sources: Record<string, string>): BlogPost[] {
  return Object.entries(sources)
    .map(([fileName, source]): BlogPost => {
      const { data, body } = parseFrontMatter(source, fileName);
      return { ...(data as unknown as BlogPostMeta), content: body, sourceFile: fileName };
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
