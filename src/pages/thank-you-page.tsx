/**
 * The thank-you page, where every lead path ends: 'Thank You!', what happens next, and
 * the way back to the site, the blog and the phone. After a lead sent with JavaScript it also
 * shows the lead's reference, a summary of what was sent and any requested window with a
 * calendar file; after a post without JavaScript, the reference alone. It counts the one
 * conversion per lead (docs/decisions/quote-flow.md, 'A real finish'). Noindex.
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
import { businessProfile, openingHoursRows } from '@/content/business-profile';
import { replyHours } from '@/content/reply-wording';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { CallButton } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { NumberedSteps } from '@/ui/numbered-steps';
import type { RouteHandle } from '@/config/route-handle';

/** A quote was just sent: the sticky bar offers the call, not another quote. */
export const handle: RouteHandle = { mobileBar: { quote: false } };

const NEXT_STEPS = [
  {
    title: 'We review your request',
    description:
      'A member of our team reads the details you sent and checks which glass fits your vehicle.',
  },
  {
    title: 'We contact you',
    description: `${replyHours()} We bring your quote and answer any insurance questions.`,
  },
  {
    title: 'We come to you',
    description:
      'Pick a time and place. Our technician brings the glass and tools to your home, office or parking lot, with no travel fee.',
  },
];

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

function QuoteReceiptCard({ receipt }: { receipt: QuoteReceipt }) {
  const calendar = windowCalendarFile(receipt, {
    name: businessProfile.name,
    phone: businessProfile.phone.display,
    timeZone: BUSINESS_TIME_ZONE,
  });
  return (
    <Receipt as="section" aria-labelledby="receipt-title">
      <h2 id="receipt-title">Your request</h2>
      <p>
        Your reference: <span className="receipt-reference">{receipt.reference}</span>. Mention it
        when you call us.
      </p>
      <dl>
        {receipt.summary.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>Time asked for</dt>
        <dd>
          {receipt.window
            ? `${receipt.window.label} (a request until we confirm it)`
            : 'We call you to arrange a time'}
        </dd>
      </dl>
      {calendar && (
        <p>
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
            download={`auto-glass-${receipt.reference}.ics`}
          >
            Add the requested time to your calendar
          </a>
        </p>
      )}
    </Receipt>
  );
}

export function Component() {
  const crumbs = trail({ name: 'Thank You', path: paths.thankYou() });
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
        title="Thank You for Your Request"
        description={`We received your auto glass quote request. ${businessProfile.name} will contact you during business hours.`}
        path={paths.thankYou()}
        noindex
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Request received"
        title="Thank You!"
        intro="Your quote request is on its way to our team. Here is what happens next."
        actions={
          <>
            <ButtonLink to={paths.home()} variant="outlineOnDark" size="lg">
              Back to the main site
            </ButtonLink>
            <ButtonLink to={paths.blog()} variant="outlineOnDark" size="lg">
              Read our blog
            </ButtonLink>
            <CallButton placement="thank-you" />
          </>
        }
      />
      <Section tone="muted" labelledBy="thank-you-next-title">
        <SectionHeading
          id="thank-you-next-title"
          eyebrow="Next steps"
          title="What Happens Next"
          intro="Need us sooner? Call us during business hours and mention your quote request."
        />
        {receipt ? (
          <QuoteReceiptCard receipt={receipt} />
        ) : (
          // One text node each side of the slot, as in the snapshot the server fills.
          <ReferenceFromUrl>
            {'Your reference: '}
            <strong data-lead-reference="">{referenceFromSearch(location.search)}</strong>
            {'. Mention it when you call us.'}
          </ReferenceFromUrl>
        )}
        <NumberedSteps columns={3}>
          {NEXT_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </NumberedSteps>
        <Hours>
          <h3>Our hours</h3>
          <table>
            <tbody>
              {openingHoursRows().map((row) => (
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
