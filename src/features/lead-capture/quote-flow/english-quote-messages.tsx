/**
 * The quote flow's words in English, for every English page that shows the quote: the English
 * quote part with the English content words. Only the modules that render the quote in English
 * import this, so a Spanish page never carries the English part
 * (docs/decisions/spanish.md#one-language-of-the-quote-part-per-page). The forms part needs no
 * wrapper: English is its default.
 */
import type { ReactNode } from 'react';
import { ZERO_WITH_GLASS_COVERAGE } from '@/content/claim-wording';
import { replyHours } from '@/content/reply-wording';
import { messages as englishQuoteMessages } from '@/i18n/compiled/quote-en';
import { QuoteMessagesProvider, type QuoteContentWords } from './quote-messages';

const ENGLISH_CONTENT: QuoteContentWords = {
  replyHours,
  zeroWithGlassCoverage: ZERO_WITH_GLASS_COVERAGE,
};

export function EnglishQuoteMessages({ children }: { children: ReactNode }) {
  return (
    <QuoteMessagesProvider locale="en" messages={englishQuoteMessages} content={ENGLISH_CONTENT}>
      {children}
    </QuoteMessagesProvider>
  );
}
