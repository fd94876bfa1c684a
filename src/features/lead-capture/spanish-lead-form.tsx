/**
 * The lead form in Spanish, for the Spanish lead-form island (./lead-form-island.tsx): the
 * Spanish words come with the form's own chunk, so a Spanish page shows its form below the
 * fold without carrying the form's Spanish in its first load
 * (docs/decisions/spanish.md#the-fleet-form-on-the-spanish-fleet-page).
 */
import type { ComponentProps } from 'react';
import { LeadForm } from './lead-form';
import { SpanishFormMessages } from './spanish-form-messages';

export function SpanishLeadForm(props: ComponentProps<typeof LeadForm>) {
  return (
    <SpanishFormMessages>
      <LeadForm {...props} />
    </SpanishFormMessages>
  );
}
