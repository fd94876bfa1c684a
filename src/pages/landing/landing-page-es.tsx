/**
 * The Spanish ad landing pages' entry (Facebook, Instagram): the landing page with its lead
 * form's words in Spanish. They are imported here, so they come with this page's chunk
 * (hydration never waits for them) and no other page carries them
 * (docs/decisions/spanish.md#the-lead-form-in-spanish).
 */
import { SpanishFormMessages } from '@/features/lead-capture/spanish-form-messages';
import { Component as LandingPage } from './landing-page';

export { handle } from './landing-page';

export function Component() {
  return (
    <SpanishFormMessages>
      <LandingPage />
    </SpanishFormMessages>
  );
}
