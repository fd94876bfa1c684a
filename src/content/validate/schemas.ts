/** Zod shapes of the records that are checked field by field. */
import { z } from 'zod';
import { SERVICE_SLUGS } from '@/domain/service-slugs';

export const nonEmpty = z.string().trim().min(1);
const feature = z.object({ title: nonEmpty, description: nonEmpty }).strict();
export const faq = z.object({ question: nonEmpty, answer: nonEmpty }).strict();

export const ServiceDetailSchema = z
  .object({
    slug: z.enum(SERVICE_SLUGS),
    description: nonEmpty,
    details: z.array(nonEmpty).min(1),
    hero: z.object({ headline: nonEmpty, subheadline: nonEmpty }).strict(),
    benefits: z.array(feature).min(4).max(6),
    process: z.array(feature).length(4),
    faqs: z.array(faq).min(5).max(8),
    insurance: z
      .object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) })
      .strict()
      .optional(),
  })
  .strict();

export const PostMetaSchema = z
  .object({
    id: nonEmpty,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: nonEmpty,
    excerpt: nonEmpty,
    searchTitle: z.string().min(1).max(60).optional(),
    searchDescription: z.string().min(70).max(160).optional(),
    author: nonEmpty,
    publishedAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
    categories: z.array(nonEmpty).min(1),
    tags: z.array(nonEmpty).min(1),
    relatedPosts: z.array(nonEmpty),
    content: nonEmpty,
    sourceFile: nonEmpty,
  })
  .strict();
