/** The English thank-you page's entry: the view with the English words. */
import { ThankYouView } from './thank-you-view';
import { ENGLISH_THANK_YOU } from './thank-you-words';

export { handle } from './thank-you-view';

export function Component() {
  return <ThankYouView words={ENGLISH_THANK_YOU} />;
}
