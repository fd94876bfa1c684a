/**
 * The Spanish legal pages' words and texts, for their Spanish entries only: the English legal
 * chunk carries none of it (docs/decisions/spanish.md#spanish-legal-pages).
 */
import { ROUTES } from '@/config/routes';
import { SPANISH_LEGAL_PAGES, type LegalPageName } from '@/content/es/legal-pages';
import type { SpanishLegalDocument } from './legal-page';

export const SPANISH_LEGAL_DOCUMENTS: Record<LegalPageName, SpanishLegalDocument> = {
  warranty: {
    path: ROUTES.esWarranty.href(),
    copy: SPANISH_LEGAL_PAGES.warranty,
    loadMarkdown: () =>
      import('@/content/legal/es/warranty-and-terms-tokens').then((tokens) =>
        tokens.spanishLegalPage('warranty'),
      ),
  },
  privacyPolicy: {
    path: ROUTES.esPrivacyPolicy.href(),
    copy: SPANISH_LEGAL_PAGES.privacyPolicy,
    loadMarkdown: () =>
      import('@/content/legal/es/privacy-policy-tokens').then((tokens) =>
        tokens.spanishPrivacyPolicyPage(),
      ),
  },
  termsOfService: {
    path: ROUTES.esTermsOfService.href(),
    copy: SPANISH_LEGAL_PAGES.termsOfService,
    loadMarkdown: () =>
      import('@/content/legal/es/warranty-and-terms-tokens').then((tokens) =>
        tokens.spanishLegalPage('terms-of-service'),
      ),
  },
};
