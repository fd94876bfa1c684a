import type { Author, BlogPost } from '@/content/types';
import { absoluteUrl } from '@/config/site-config';
import { paths } from '@/config/paths';
import { socialImagePath } from './social-images';
import { businessReference } from './structured-data';

/**
 * The post's author for machines. A sample (demo) author is labelled on the page, but no label
 * can follow a name into search results, so the business is the author then, by its id
 * (docs/decisions/launch-truth.md#sample-values).
 */
function authorJsonLd(author: Author | undefined) {
  if (!author || author.sample) return businessReference();
  return { '@type': 'Person', name: author.name, jobTitle: author.role };
}

/** BlogPosting with the fields search engines require: headline, image, dates, author. */
export function blogPostingJsonLd(post: BlogPost, author: Author | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(socialImagePath(post.slug)),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    author: authorJsonLd(author),
    // The business (with its name and logo) is described on the home page, referenced here.
    publisher: businessReference(),
    mainEntityOfPage: absoluteUrl(paths.blogPost(post.slug)),
    keywords: post.tags.join(', '),
  };
}
