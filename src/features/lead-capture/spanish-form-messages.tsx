/**
 * The lead form's words in Spanish, for a Spanish page that shows a form: the Spanish catalogue
 * part and the Spanish fleet words. A page module imports this, so the words come with that
 * page's chunk and no other page carries them (docs/decisions/spanish.md#the-lead-form-in-spanish).
 */
import type { ReactNode } from 'react';
import { SPANISH_FLEET_FORM_COPY } from '@/content/es/fleet-form';
import { messages as spanishFormMessages } from '@/i18n/compiled/forms-es';
import { FormMessagesProvider } from './form-messages';

export function SpanishFormMessages({ children }: { children: ReactNode }) {
  return (
    <FormMessagesProvider
      locale="es"
      messages={spanishFormMessages}
      fleet={SPANISH_FLEET_FORM_COPY}
    >
      {children}
    </FormMessagesProvider>
  );
}
