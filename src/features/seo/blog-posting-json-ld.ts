import { businessProfile } from '@/content/business-profile';
import type { Author, BlogPost } from '@/content/types';
import { absoluteUrl } from '@/config/site-config';
import { paths } from '@/config/paths';
import { LOGO_IMAGE, socialImagePath } from './social-images';
import { ORGANIZATION_ID } from './structured-data';

/**
 * The post's author for machines. A sample (demo) author is labelled on the page, but no label
 * can follow a name into search results, so the organisation is the author then, by its id
 * (docs/decisions/launch-truth.md#sample-values).
 */
function authorJsonLd(author: Author | undefined) {
  if (!author || author.sample)
    return {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: businessProfile.name,
      url: absoluteUrl(paths.home()),
    };
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
    publisher: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: businessProfile.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_IMAGE) },
    },
    mainEntityOfPage: absoluteUrl(paths.blogPost(post.slug)),
    keywords: post.tags.join(', '),
  };
}
