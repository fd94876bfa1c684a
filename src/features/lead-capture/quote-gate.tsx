/**
 * The home page's quote section: the privacy consent starts unticked and 'Continue'
 * disabled; once ticked, Continue shows the configured third-party quote form (700px
 * high) or, by default, the product's own lead form, which then does not ask for the
 * same consent again (docs/decisions.md#quote-consent-once).
 */
import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { ratingNode } from '@/ui/truth/sample-tag';
import { Button } from '@/ui/button';
import { Card } from '@/ui/layout';
import { PrivacyConsentLabel } from './privacy-consent-label';
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

const Consent = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  gap: theme.space[1],
  alignItems: 'start',
  input: {
    width: theme.size.checkbox,
    height: theme.size.checkbox,
    margin: `${theme.space[0.25]} 0 0`,
  },
}));

export function QuoteGate({ embedUrl }: { embedUrl?: string }) {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [continued, setContinued] = useState(false);

  const consentRef = useRef<HTMLInputElement>(null);

  // A flow left unfinished (a reload, a lost signal) opens again where it was; its
  // consent was given when it started. Otherwise a consent ticked before the section
  // hydrated counts (src/ui/edited-before-hydration.ts).
  useEffect(() => {
    if (!embedUrl && hasSavedQuoteFlow()) {
      setAgreed(true);
      setContinued(true);
    } else if (consentRef.current?.checked) {
      setAgreed(true);
    }
  }, [embedUrl]);

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
        <QuoteFlow placement="home" privacyConsentGiven />
      </Suspense>
    );
  }

  return (
    <GateCard>
      <h3>Start your free quote</h3>
      <p>
        It takes about two minutes. We use your details only to prepare your quote and contact you
        about it.
      </p>
      <ol className="gate-steps">
        {GATE_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.description}
          </li>
        ))}
      </ol>
      {businessProfile.rating && <p className="gate-rating">{ratingNode()}</p>}
      <Consent>
        <input
          ref={consentRef}
          id={`${id}-privacy`}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={`${id}-privacy`}>
          <PrivacyConsentLabel />
        </label>
      </Consent>
      <Button variant="primary" size="lg" disabled={!agreed} onClick={() => setContinued(true)}>
        Continue
      </Button>
      <p className="gate-plain">
        Prefer one page, or browsing without JavaScript?{' '}
        <Link to={paths.quoteForm()}>Use the one-page quote form</Link>.
      </p>
    </GateCard>
  );
}
