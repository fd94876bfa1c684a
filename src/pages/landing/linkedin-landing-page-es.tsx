/**
 * The Spanish LinkedIn landing page's entry, `/es/leads/linkedin`: the fleet page for
 * businesses, with its fleet form's words in Spanish, as the other Spanish ad pages have theirs
 * (./landing-page-es.tsx; docs/decisions/spanish.md#the-fleet-form-in-spanish).
 */
import { SpanishFormMessages } from '@/features/lead-capture/spanish-form-messages';
import { Component as LinkedinLandingPage } from './linkedin-landing-page';

export { handle } from './linkedin-landing-page';

export function Component() {
  return (
    <SpanishFormMessages>
      <LinkedinLandingPage />
    </SpanishFormMessages>
  );
}
