import { businessProfile } from '@/content/business-profile';
import type { Author, BlogPost } from '@/content/types';
import { absoluteUrl } from '@/config/site-config';
import { paths } from '@/config/paths';
import { LOGO_IMAGE, socialImagePath } from './social-images';

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
    author: author ? { '@type': 'Person', name: author.name, jobTitle: author.role } : undefined,
    publisher: {
      '@type': 'Organization',
      name: businessProfile.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_IMAGE) },
    },
    mainEntityOfPage: absoluteUrl(paths.blogPost(post.slug)),
    keywords: post.tags.join(', '),
  };
}
