/**
 * The home page's quote section (docs/decisions.md#quote-consent-once): the privacy consent starts
 * unticked and 'Continue' disabled; once ticked, Continue shows the configured
 * third-party quote form (700px high) or, by default, the product's own lead form.
 */
import styled from '@emotion/styled';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/layout';

/**
 * Loaded when the visitor presses Continue, after hydration, so the form and its
 * validation stay out of the home page's first load. (Safe with hydration: the
 * prerendered page never contains this boundary.)
 */
const LeadForm = lazy(() => import('./lead-form').then((module) => ({ default: module.LeadForm })));

export const EMBED_HEIGHT_PX = 700;

const Consent = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  gap: theme.space[1],
  alignItems: 'start',
  input: { width: 22, height: 22, margin: '2px 0 0' },
}));

export function QuoteGate({ embedUrl }: { embedUrl?: string }) {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [continued, setContinued] = useState(false);

  if (continued && embedUrl) {
    return (
      <iframe
        src={embedUrl}
        title="Request a free quote"
        width="100%"
        height={EMBED_HEIGHT_PX}
        style={{ border: 0, borderRadius: 16, background: '#fff' }}
        loading="lazy"
      />
    );
  }
  if (continued) {
    return (
      <Suspense fallback={<Card aria-busy="true">Loading the quote form…</Card>}>
        <LeadForm placement="home" heading="Request your free quote" />
      </Suspense>
    );
  }

  return (
    <Card>
      <h3>Start your free quote</h3>
      <p>
        It takes about two minutes. We use your details only to prepare your quote and contact you
        about it.
      </p>
      <Consent>
        <input
          id={`${id}-privacy`}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={`${id}-privacy`}>
          I have read and agree to the <Link to={paths.privacyPolicy()}>privacy policy</Link>.
        </label>
      </Consent>
      <Button variant="primary" size="lg" disabled={!agreed} onClick={() => setContinued(true)}>
        Continue
      </Button>
    </Card>
  );
}
