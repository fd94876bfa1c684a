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
  import('./quote-flow/english-quote-flow').then((module) => ({
    default: module.EnglishQuoteFlow,
  })),
);

export const EMBED_HEIGHT_PX = 700;

/** The gate's words in the page's language (the Spanish in src/pages/home/home-section-words-es.ts). */
export interface QuoteGateWords {
  title: string;
  intro: string;
  /** What happens after the visitor asks, so the card answers "and then what?" at a glance. */
  steps: { title: string; description: string }[];
  start: string;
  /** The quote page in the page's language (src/config/quote-link.ts). */
  quoteHref: string;
  /**
   * Whether the button opens the quote flow here, or else only leads to the quote page: the
   * flow is written in English (docs/decisions/spanish.md#the-spanish-home-page).
   */
  opensFlowInPlace: boolean;
  /** The rating line, worded in English only. */
  showsRating: boolean;
  /** The link to the one-page form, for pages whose language has it. */
  onePage?: { question: string; link: string };
}

export const ENGLISH_QUOTE_GATE: QuoteGateWords = {
  title: 'Start your free quote',
  intro: 'It takes about two minutes, and the first question is about your car.',
  steps: [
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
  ],
  start: 'Start my free quote',
  quoteHref: paths.quoteForm(),
  opensFlowInPlace: true,
  showsRating: true,
  onePage: {
    question: 'Prefer one page, or browsing without JavaScript?',
    link: 'Use the one-page quote form',
  },
};

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

export function QuoteGate({
  embedUrl,
  words = ENGLISH_QUOTE_GATE,
}: {
  embedUrl?: string;
  words?: QuoteGateWords;
}) {
  const [continued, setContinued] = useState(false);
  const opensInPlace = words.opensFlowInPlace;

  // A flow left unfinished (a reload, a lost signal) opens again where it was.
  useEffect(() => {
    if (opensInPlace && !embedUrl && hasSavedQuoteFlow()) setContinued(true);
  }, [embedUrl, opensInPlace]);

  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    trackEvent('quote_click', { placement: 'home-gate' });
    if (!opensInPlace) return;
    event.preventDefault();
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
      <h3>{words.title}</h3>
      <p>{words.intro}</p>
      <ol className="gate-steps">
        {words.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.description}
          </li>
        ))}
      </ol>
      {words.showsRating && businessProfile.rating && <p className="gate-rating">{ratingNode()}</p>}
      <ButtonLink to={words.quoteHref} variant="primary" size="lg" onClick={start}>
        {words.start}
      </ButtonLink>
      {words.onePage && (
        <p className="gate-plain">
          {words.onePage.question}{' '}
          <Link to={`${words.quoteHref}?form=one-page`}>{words.onePage.link}</Link>.
        </p>
      )}
    </GateCard>
  );
}
