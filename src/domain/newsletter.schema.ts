/**
 * The newsletter sign-up, validated by the footer form (Formik) and again by the lead
 * service. Messages are the site's fixed wording
 * (docs/decisions.md#one-schema-per-input).
 */
import { z } from './zod';
import { emailSchema } from './email';
import { pageFilledText } from './text';
import { LOCALES } from '@/i18n/locales';

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  consent: 'Please confirm you agree to receive marketing emails',
} as const;

export const NewsletterSchema = z
  .object({
    // The lead form's rule (email.ts): one rule for every form.
    email: emailSchema(NEWSLETTER_MESSAGES.email),
    consentMarketing: z.literal(true, { error: NEWSLETTER_MESSAGES.consent }),
    /** Exact wording of the consent checkbox the visitor saw (proof of consent). */
    consentText: pageFilledText(1000),
    pageUrl: pageFilledText(2048),
    /**
     * The language of the page the visitor signed up on: the unsubscribe page and the line
     * under each email are in it (docs/decisions/spanish.md#the-newsletter-in-the-subscribers-language).
     */
    language: z.enum(LOCALES).default('en'),
  })
  .strict();

export type NewsletterSignup = z.output<typeof NewsletterSchema>;
