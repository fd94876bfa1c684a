/**
 * The quote flow in English, for the pages that open it in place (the home's quote card, a
 * model page): loaded together on the first press, so the English part comes with the flow and
 * stays out of those pages' first load (docs/decisions/spanish.md#one-language-of-the-quote-part-per-page).
 */
import type { ComponentProps } from 'react';
import { EnglishQuoteMessages } from './english-quote-messages';
import { QuoteFlow } from './quote-flow';

export function EnglishQuoteFlow(props: ComponentProps<typeof QuoteFlow>) {
  return (
    <EnglishQuoteMessages>
      <QuoteFlow {...props} />
    </EnglishQuoteMessages>
  );
}
