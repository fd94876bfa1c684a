/**
 * The footer island: the site shell's footer with the newsletter sign-up in it. Composed
 * here, in the app, because one feature never imports another (docs/architecture.md#layers).
 */
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { Footer, type FooterVariant } from '@/features/site-shell/site-footer';

export function AppFooter({ variant }: { variant: FooterVariant }) {
  return <Footer variant={variant} newsletter={<NewsletterSignup />} />;
}
