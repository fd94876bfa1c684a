/**
 * The newsletter sign-up, validated by the footer form (Formik) and again by the lead
 * service. Messages are the site's fixed wording
 * (docs/decisions.md#one-schema-per-input).
 */
import { z } from './zod';

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  consent: 'Please confirm you agree to receive marketing emails',
} as const;

export const NewsletterSchema = z
  .object({
    email: z
      .string({ error: NEWSLETTER_MESSAGES.email })
      .trim()
      .max(254, NEWSLETTER_MESSAGES.email)
      .regex(/^[^\s@]+@[^\s@]+$/, NEWSLETTER_MESSAGES.email),
    consentMarketing: z.literal(true, { error: NEWSLETTER_MESSAGES.consent }),
    /** Exact wording of the consent checkbox the visitor saw (proof of consent). */
    consentText: z.string().max(1000).optional(),
    pageUrl: z.string().max(2048).optional(),
  })
  .strict();

export type NewsletterSignup = z.output<typeof NewsletterSchema>;
