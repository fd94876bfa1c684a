/**
 * The Spanish ad landing pages' entry: the landing page with its lead form's words in Spanish.
 * The form's Spanish catalogue part is imported here, so it comes with this page's chunk
 * (hydration never waits for it) and no other page carries it
 * (docs/decisions/spanish.md#the-lead-form-in-spanish).
 */
import { FormMessagesProvider } from '@/features/lead-capture/form-messages';
import { messages as spanishFormMessages } from '@/i18n/compiled/forms-es';
import { Component as LandingPage } from './landing-page';

export { handle } from './landing-page';

export function Component() {
  return (
    <FormMessagesProvider locale="es" messages={spanishFormMessages}>
      <LandingPage />
    </FormMessagesProvider>
  );
}
