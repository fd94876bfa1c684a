/**
 * The quote flow's words in Spanish, for a Spanish quote page: the Spanish forms part (the
 * contact fields and the consents) and the Spanish quote part, with the Spanish content words.
 * A page module imports this, so the words come with that page's chunk and no other page
 * carries them (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 */
import type { ReactNode } from 'react';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from '@/content/es/claim-wording';
import { spanishReplyHours } from '@/content/es/opening-hours';
import { messages as spanishQuoteMessages } from '@/i18n/compiled/quote-es';
import { SpanishFormMessages } from '../spanish-form-messages';
import { QuoteMessagesProvider, type QuoteContentWords } from './quote-messages';

const SPANISH_CONTENT: QuoteContentWords = {
  replyHours: () => spanishReplyHours(),
  zeroWithGlassCoverage: SPANISH_ZERO_WITH_GLASS_COVERAGE,
};

export function SpanishQuoteMessages({ children }: { children: ReactNode }) {
  return (
    <SpanishFormMessages>
      <QuoteMessagesProvider locale="es" messages={spanishQuoteMessages} content={SPANISH_CONTENT}>
        {children}
      </QuoteMessagesProvider>
    </SpanishFormMessages>
  );
}
