/**
 * A model page's quote section: the plain quote form (it works without JavaScript) and,
 * above it, the instant estimate: the quote flow with the page's make and model filled in
 * (docs/decisions/quote-flow.md). A flow the visitor left unfinished opens again at once.
 */
import styled from '@emotion/styled';
import { Calculator } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/layout';
import { LeadFormIsland } from './lead-form-island';
import { hasSavedQuoteFlow } from './quote-flow/quote-flow-resume';

const QuoteFlow = lazy(() =>
  import('./quote-flow/english-quote-flow').then((module) => ({
    default: module.EnglishQuoteFlow,
  })),
);

const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[2], minWidth: 0 }));

const InstantCard = styled(Card)(({ theme }) => ({
  display: 'grid',
  gap: theme.space[1.5],
  'h3, p': { margin: 0 },
  h3: { display: 'flex', gap: theme.space[1], alignItems: 'center' },
  svg: { color: theme.color.brand, flexShrink: 0 },
}));

export function ModelQuote({ make, model }: { make: string; model: string }) {
  const [flowOpen, setFlowOpen] = useState(false);

  useEffect(() => {
    if (hasSavedQuoteFlow()) setFlowOpen(true);
  }, []);

  if (flowOpen) {
    return (
      <Suspense fallback={<Card aria-busy="true">Loading the instant estimate…</Card>}>
        <QuoteFlow placement="brand-model" preset={{ make, model }} />
      </Suspense>
    );
  }
  return (
    <Stack>
      <InstantCard>
        <h3>
          <Calculator size={22} aria-hidden="true" />
          {`A price range for your ${make} ${model} now`}
        </h3>
        <p>A few taps about the glass and where the car is, then you see an estimate.</p>
        <Button variant="primary" size="lg" onClick={() => setFlowOpen(true)}>
          Get an instant estimate
        </Button>
      </InstantCard>
      <LeadFormIsland
        placement="brand-model"
        defaultService="windshield-replacement"
        heading={`Free Quote for Your ${make} ${model}`}
      />
    </Stack>
  );
}
