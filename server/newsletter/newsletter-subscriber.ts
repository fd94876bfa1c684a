/** A newsletter subscriber as stored, with the proof of their (latest) consent. */
import type { NewsletterSignup } from '@/domain/newsletter.schema';

export interface NewsletterSubscriber extends NewsletterSignup {
  id: string;
  /** First sign-up. */
  createdAt: string;
  /** Latest sign-up: signing up again renews the consent. */
  consentAt: string;
  clientIp?: string;
  userAgent?: string;
  /** Set by the one-click unsubscribe; cleared by signing up again. */
  unsubscribedAt?: string;
}
