/**
 * The warranty, privacy policy and terms of service pages: markdown from
 * src/content/legal with business facts filled in from the profile. On a Spanish route the
 * same page shows the Spanish text of src/content/legal/es/ and the words around it from
 * src/content/es/legal-pages.ts and the catalogues (docs/decisions/spanish.md#spanish-legal-pages).
 */
import styled from '@emotion/styled';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import type { LegalPageName, SpanishLegalPageCopy } from '@/content/es/legal-pages';
import { LoadedMarkdownContent } from '@/ui/markdown/lazy-markdown-content';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, webPageJsonLd, type Crumb } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { Container } from '@/ui/layout';
import { useT } from '@/ui/messages';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { StaticContent } from '@/hydration/static-content';
import {
  workmanshipTerm,
  workmanshipWarrantyHeading,
  workmanshipWarrantyName,
} from '@/content/promise-wording';

export interface LegalDocument {
  name: string;
  path: string;
  title: string;
  description: string;
  /**
   * The text, from its own chunk: the snapshot already shows it, so only a render without
   * one needs it (docs/decisions/first-paint.md#first-load-budget).
   */
  loadMarkdown: () => Promise<string>;
  eyebrow?: string;
  intro?: string;
}

export const LEGAL_DOCUMENTS = {
  warranty: {
    name: 'Warranty',
    path: paths.warranty(),
    eyebrow: workmanshipWarrantyHeading(),
    title: 'We Stand By Our Work',
    description: `Our ${workmanshipWarrantyName()}, chip repair warranty, OEM and OEE glass options, ADAS calibration coverage and how to make a claim.`,
    intro: `Every installation is covered against leaks, wind noise and defects ${workmanshipTerm()}. Here is exactly what that means.`,
    loadMarkdown: () => import('@/content/legal/warranty.md').then((text) => text.default),
  },
  privacyPolicy: {
    name: 'Privacy Policy',
    path: paths.privacyPolicy(),
    title: 'Privacy Policy',
    description:
      'What personal information we collect when you request a quote or visit our site, why, who we share it with, and your California privacy rights.',
    loadMarkdown: () => import('@/content/legal/privacy-policy.md').then((text) => text.default),
  },
  termsOfService: {
    name: 'Terms of Service',
    path: paths.termsOfService(),
    title: 'Terms of Service',
    description:
      'The terms for our mobile auto glass services: appointments, cancellations with 24 hours notice, warranty, insurance claims and dispute resolution.',
    loadMarkdown: () => import('@/content/legal/terms-of-service.md').then((text) => text.default),
  },
} satisfies Record<LegalPageName, LegalDocument>;

/** The round shield picture beside a legal page's title on wide screens (a 120px icon in it). */
const SHIELD_BADGE_SIZE = 200;

const Badge = styled.div(({ theme }) => ({
  display: 'none',
  [mq.lg]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: SHIELD_BADGE_SIZE,
    height: SHIELD_BADGE_SIZE,
    marginInline: 'auto',
    borderRadius: '50%',
    background: theme.color.bgOnBrandHighlight,
    color: theme.color.accent,
  },
}));

const Body = styled.div(({ theme }) => ({ paddingBlock: theme.space[5] }));

/** The call and quote buttons, labelled in the page's language. */
function CallAndQuote({ placement }: { placement: string }) {
  const t = useT();
  return (
    <CallAndQuoteButtons
      placement={placement}
      callLabel={t('page.callNow')}
      quoteLabel={t('page.freeQuote')}
    />
  );
}

/**
 * A legal page's Spanish twin: its words and its text, filled from its own chunk. Given by the
 * Spanish entries (`spanish-legal-pages.tsx`), so the English chunk carries none of it.
 */
export interface SpanishLegalDocument {
  path: string;
  copy: SpanishLegalPageCopy;
  loadMarkdown: () => Promise<string>;
}

/** The page in its route's language: the English document, or its Spanish twin. */
function useLegalDocument(
  name: LegalPageName,
  spanish: SpanishLegalDocument | undefined,
): {
  document: LegalDocument;
  crumbs: Crumb[];
  jsonLd: object[];
} {
  const english = LEGAL_DOCUMENTS[name];
  if (!spanish) {
    const crumbs = trail({ name: english.name, path: english.path });
    return { document: english, crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
  }
  const { path, copy, loadMarkdown } = spanish;
  const document: LegalDocument = { ...copy, path, loadMarkdown };
  const crumbs = trail({ name: copy.name, path });
  return {
    document,
    crumbs,
    jsonLd: [
      webPageJsonLd({ name: copy.title, description: copy.description, path, inLanguage: 'es' }),
      breadcrumbJsonLd(crumbs),
    ],
  };
}

export function LegalPage({
  name,
  spanish,
}: {
  name: LegalPageName;
  spanish?: SpanishLegalDocument;
}) {
  const t = useT();
  const { document, crumbs, jsonLd } = useLegalDocument(name, spanish);
  // The same placement in both languages: analytics counts the page, whatever its language.
  const placement = `legal-${LEGAL_DOCUMENTS[name].path.slice(1)}`;
  return (
    <>
      <PageMeta
        title={
          document.name === document.title ? document.title : `${document.name}: ${document.title}`
        }
        description={document.description}
        path={document.path}
        jsonLd={jsonLd}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={document.eyebrow}
        title={document.title}
        intro={document.intro}
        // The call and the quote are one tap away here too, not only after the whole text.
        actions={<CallAndQuote placement={`${placement}-hero`} />}
        aside={
          document.eyebrow ? (
            <Badge aria-hidden="true">
              <ShieldCheck size={120} strokeWidth={1.25} />
            </Badge>
          ) : undefined
        }
      />
      <Container>
        <Body>
          {/* The text hydrates nothing: no markdown is compiled again on load. */}
          <StaticContent name="legal-text">
            <LoadedMarkdownContent load={document.loadMarkdown} />
          </StaticContent>
        </Body>
      </Container>
      <CallToAction
        placement={placement}
        title={t('legal.cta.title')}
        text={t('legal.cta.text')}
        actions={<CallAndQuote placement={placement} />}
      />
    </>
  );
}
