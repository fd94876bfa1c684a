/**
 * The home page's quote section: what happens after the visitor asks, and one button that
 * opens the quote flow right here. The privacy consent is asked once, on the flow's
 * contact step where the details are given, never as a gate before the first question
 * (docs/decisions/quote-flow.md, 'Where it starts'). Before the section hydrates, and
 * without JavaScript, the button is a link to the quote page. With a configured
 * third-party form, the button shows that form (700px high) instead.
 */
import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { trackEvent } from '@/lib/analytics';
import { ratingNode } from '@/ui/truth/sample-tag';
import { ButtonLink } from '@/ui/button';
import { Card } from '@/ui/layout';
import { hasSavedQuoteFlow } from './quote-flow/quote-flow-resume';

/**
 * Loaded when the visitor presses Continue, after hydration, so the flow and its
 * validation stay out of the home page's first load. (Safe with hydration: the
 * prerendered page never contains this boundary.)
 */
const QuoteFlow = lazy(() =>
  import('./quote-flow/quote-flow').then((module) => ({ default: module.QuoteFlow })),
);

export const EMBED_HEIGHT_PX = 700;

/** What happens after the visitor asks, so the card answers "and then what?" at a glance. */
const GATE_STEPS = [
  {
    title: 'Tell us about the car',
    description: 'Year, make and model, the damage, and where the car is parked.',
  },
  {
    title: 'Get your price',
    description: 'We check the right glass and your insurance, and call or email you back.',
  },
  {
    title: 'We come to you',
    description: 'A technician does the work at your home or office.',
  },
];

const GateCard = styled(Card)(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  alignContent: 'start',
  'h3, p': { margin: 0 },
  '.gate-rating': { fontWeight: 600, color: theme.color.fgMuted },
  '.gate-plain': { fontSize: theme.fontSize.sm, color: theme.color.fgMuted },
  '.gate-steps': {
    margin: 0,
    paddingLeft: theme.space[3],
    display: 'grid',
    gap: theme.space[1],
    strong: { display: 'block' },
  },
}));

export function QuoteGate({ embedUrl }: { embedUrl?: string }) {
  const [continued, setContinued] = useState(false);

  // A flow left unfinished (a reload, a lost signal) opens again where it was.
  useEffect(() => {
    if (!embedUrl && hasSavedQuoteFlow()) setContinued(true);
  }, [embedUrl]);

  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    trackEvent('quote_click', { placement: 'home-gate' });
    setContinued(true);
  };

  if (continued && embedUrl) {
    return (
      <iframe
        src={embedUrl}
        title="Request a free quote"
        width="100%"
        height={EMBED_HEIGHT_PX}
        css={(theme) => ({ border: 0, borderRadius: theme.radius.lg, background: theme.color.bg })}
        loading="lazy"
      />
    );
  }
  if (continued) {
    return (
      <Suspense fallback={<Card aria-busy="true">Loading the quote form…</Card>}>
        <QuoteFlow placement="home" />
      </Suspense>
    );
  }

  return (
    <GateCard>
      <h3>Start your free quote</h3>
      <p>It takes about two minutes, and the first question is about your car.</p>
      <ol className="gate-steps">
        {GATE_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.description}
          </li>
        ))}
      </ol>
      {businessProfile.rating && <p className="gate-rating">{ratingNode()}</p>}
      <ButtonLink to={paths.quoteForm()} variant="primary" size="lg" onClick={start}>
        Start my free quote
      </ButtonLink>
      <p className="gate-plain">
        Prefer one page, or browsing without JavaScript?{' '}
        <Link to={`${paths.quoteForm()}?form=one-page`}>Use the one-page quote form</Link>.
      </p>
    </GateCard>
  );
}
