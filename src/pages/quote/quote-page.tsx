/** The English quote page's entry: the view with the English words. */
import { QuotePageView } from './quote-page-view';
import { ENGLISH_QUOTE_PAGE } from './quote-page-words';

export function Component() {
  return <QuotePageView words={ENGLISH_QUOTE_PAGE} />;
}
