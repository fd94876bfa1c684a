/**
 * The Spanish quote page's entry: the view with the Spanish words, inside the quote forms'
 * Spanish words, which only this chunk carries, so the plain form of the snapshot and the
 * step-by-step flow that replaces it are Spanish (docs/decisions/spanish.md#the-quote-page-in-spanish).
 */
import { SpanishQuoteMessages } from '@/features/lead-capture/quote-flow/spanish-quote-messages';
import { QuotePageView } from './quote-page-view';
import { SPANISH_QUOTE_PAGE } from './quote-page-words-es';

export function Component() {
  return (
    <SpanishQuoteMessages>
      <QuotePageView words={SPANISH_QUOTE_PAGE} />
    </SpanishQuoteMessages>
  );
}
