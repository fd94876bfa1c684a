/**
 * The thank-you page, where every lead path ends: its thanks, what happens next, and the way
 * back to the site and the phone. After a lead sent with JavaScript it also shows the lead's
 * reference, a summary of what was sent and any requested window with a calendar file; after a
 * post without JavaScript, the reference alone. It counts the one conversion per lead
 * (docs/decisions/quote-flow.md, 'A real finish'). Noindex.
 *
 * The view takes its words as data: each language's entry gives them (`thank-you-page.tsx`,
 * `thank-you-page-es.tsx`), so an English chunk carries no Spanish and the other way round
 * (docs/decisions/spanish.md#the-thank-you-page-in-spanish). The summary's labels are the
 * sender's: a form labels what it sent in its own language.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BUSINESS_TIME_ZONE } from '@/content/quote-settings';
import { LEAD_REFERENCE_PATTERN } from '@/domain/lead-fields';
import {
  windowCalendarFile,
  type QuoteReceipt,
} from '@/features/lead-capture/quote-flow/quote-receipt';
import {
  countLeadConversion,
  keepLastReceipt,
  lastReceipt,
} from '@/features/lead-capture/lead-finish';
import { Card } from '@/ui/layout';
import { Breadcrumbs } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import type { Crumb } from '@/seo/structured-data';
import { CallButton } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { NumberedSteps } from '@/ui/numbered-steps';
import type { RouteHandle } from '@/config/route-handle';

/** A quote was just sent: the sticky bar offers the call, not another quote. */
export const handle: RouteHandle = { mobileBar: { quote: false } };

/** Every word of the page in one language, with the links that lead on from it. */
export interface ThankYouWords {
  path: string;
  meta: { title: string; description: string; jsonLd: object[] };
  crumbs: Crumb[];
  hero: { eyebrow: string; title: string; intro: string };
  /** The hero's links, before the call button. */
  links: { label: string; to: string }[];
  next: { eyebrow: string; title: string; intro: string };
  steps: { title: string; description: string }[];
  hours: { title: string; rows: { label: string; value: string }[] };
  /** The reference sentence, split around the reference. */
  reference: { before: string; after: string };
  receipt: {
    title: string;
    timeAskedFor: string;
    /** The requested window, marked as a request until the business confirms it. */
    windowRequested: (window: string) => string;
    noWindow: string;
    addToCalendar: string;
  };
}

const Hours = styled.div(({ theme }) => ({
  marginTop: theme.space[4],
  textAlign: 'center',
  h3: { margin: `0 0 ${theme.space[1]}`, fontSize: theme.fontSize.lg },
  table: { marginInline: 'auto', borderCollapse: 'collapse' },
  'th, td': {
    textAlign: 'left',
    padding: `${theme.space[0.25]} ${theme.space[2]} ${theme.space[0.25]} 0`,
    fontWeight: 400,
  },
  th: { fontWeight: 600 },
}));

const Receipt = styled(Card)(({ theme }) => ({
  maxWidth: theme.measure.md,
  marginInline: 'auto',
  marginBottom: theme.space[4],
  display: 'grid',
  gap: theme.space[1.5],
  'h2, p': { margin: 0 },
  h2: { fontSize: theme.fontSize.xl },
  '.receipt-reference': {
    fontSize: theme.fontSize['2xl'],
    fontWeight: 800,
    letterSpacing: '0.08em',
  },
  dl: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${theme.space[0.5]} ${theme.space[2]}`,
  },
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
}));

/**
 * After a post without JavaScript the URL carries the reference (`?ref=K3X9QA`) and the
 * server fills this slot in the snapshot it sends (server/site/static-site.ts); with
 * JavaScript the same value renders from the URL, so hydration matches. Only the reference:
 * a summary would need a lookup by reference, which a stranger could guess.
 */
const ReferenceFromUrl = styled.p(({ theme }) => ({
  maxWidth: theme.measure.md,
  marginInline: 'auto',
  marginBottom: theme.space[4],
  textAlign: 'center',
  fontSize: theme.fontSize.lg,
  strong: { fontWeight: 800, letterSpacing: '0.08em' },
  '&:has(> strong:empty)': { display: 'none' },
}));

function referenceFromSearch(search: string): string {
  const reference = new URLSearchParams(search).get('ref') ?? '';
  return LEAD_REFERENCE_PATTERN.test(reference) ? reference : '';
}

function QuoteReceiptCard({ receipt, words }: { receipt: QuoteReceipt; words: ThankYouWords }) {
  const calendar = windowCalendarFile(receipt, BUSINESS_TIME_ZONE);
  return (
    <Receipt as="section" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{words.receipt.title}</h2>
      <p>
        {words.reference.before}
        <span className="receipt-reference">{receipt.reference}</span>
        {words.reference.after}
      </p>
      <dl>
        {receipt.summary.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{words.receipt.timeAskedFor}</dt>
        <dd>
          {receipt.window
            ? words.receipt.windowRequested(receipt.window.label)
            : words.receipt.noWindow}
        </dd>
      </dl>
      {calendar && (
        <p>
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
            download={`auto-glass-${receipt.reference}.ics`}
          >
            {words.receipt.addToCalendar}
          </a>
        </p>
      )}
    </Receipt>
  );
}

export function ThankYouView({ words }: { words: ThankYouWords }) {
  const location = useLocation();
  // Shown only after the page runs: the snapshot has no request, and the hydrating render
  // must match it, also on a reload that keeps the navigation's state.
  const [receipt, setReceipt] = useState<QuoteReceipt | undefined>();
  useEffect(() => {
    const state = location.state as { quoteReceipt?: QuoteReceipt } | null;
    const given = state?.quoteReceipt;
    if (given) keepLastReceipt(given);
    // A reload (or the page reopened in this tab) shows the last receipt; a post without
    // JavaScript has only the reference in its URL.
    const fromUrl = referenceFromSearch(location.search);
    const shown = given ?? (fromUrl ? undefined : lastReceipt());
    setReceipt(shown);
    const reference = shown?.reference ?? fromUrl;
    if (reference) countLeadConversion(reference);
  }, [location.state, location.search]);
  return (
    <>
      <PageMeta
        title={words.meta.title}
        description={words.meta.description}
        path={words.path}
        noindex
        jsonLd={words.meta.jsonLd}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={words.crumbs} />}
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        intro={words.hero.intro}
        actions={
          <>
            {words.links.map((link) => (
              <ButtonLink key={link.to} to={link.to} variant="outlineOnDark" size="lg">
                {link.label}
              </ButtonLink>
            ))}
            <CallButton placement="thank-you" />
          </>
        }
      />
      <Section tone="muted" labelledBy="thank-you-next-title">
        <SectionHeading
          id="thank-you-next-title"
          eyebrow={words.next.eyebrow}
          title={words.next.title}
          intro={words.next.intro}
        />
        {receipt ? (
          <QuoteReceiptCard receipt={receipt} words={words} />
        ) : (
          // One text node each side of the slot, as in the snapshot the server fills.
          <ReferenceFromUrl>
            {words.reference.before}
            <strong data-lead-reference="">{referenceFromSearch(location.search)}</strong>
            {words.reference.after}
          </ReferenceFromUrl>
        )}
        <NumberedSteps columns={3}>
          {words.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </NumberedSteps>
        <Hours>
          <h3>{words.hours.title}</h3>
          <table>
            <tbody>
              {words.hours.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Hours>
      </Section>
    </>
  );
}
