/**
 * The English quote page's entry: the view with the English words, inside the quote forms'
 * English words, which only English entries carry (docs/decisions/spanish.md#one-language-of-the-quote-part-per-page).
 */
import { EnglishQuoteMessages } from '@/features/lead-capture/quote-flow/english-quote-messages';
import { QuotePageView } from './quote-page-view';
import { ENGLISH_QUOTE_PAGE } from './quote-page-words';

export function Component() {
  return (
    <EnglishQuoteMessages>
      <QuotePageView words={ENGLISH_QUOTE_PAGE} />
    </EnglishQuoteMessages>
  );
}
