/**
 * The Spanish thank-you page's entry: the view with the Spanish words, which only this chunk
 * carries (docs/decisions/spanish.md#the-thank-you-page-in-spanish).
 */
import { useMemo } from 'react';
import { useT } from '@/ui/messages';
import { ThankYouView } from './thank-you-view';
import { spanishThankYouWords } from './thank-you-words-es';

export { handle } from './thank-you-view';

export function Component() {
  const homeCrumb = useT()('page.home');
  const words = useMemo(() => spanishThankYouWords(homeCrumb), [homeCrumb]);
  return <ThankYouView words={words} />;
}
