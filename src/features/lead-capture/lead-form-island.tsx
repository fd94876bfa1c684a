/**
 * The lead form as a deferred island (src/hydration/deferred-island.tsx), for pages where it sits
 * below the fold: a city or service-in-city page's quote section, the fleet page's request
 * form and a model page's quote section. Its snapshot is a plain form that posts without
 * JavaScript and keeps what the visitor types before it hydrates (useEditsMadeBeforeHydration);
 * its code, with Formik, loads when the browser is idle after the page is ready or at the
 * visitor's first tap or key press, so it stays out of the first load
 * (docs/decisions/first-paint.md#first-load-budget). A page that shows it lists it in its
 * `islands`, so a navigation to the page loads it with the page.
 */
import { deferredIsland } from '@/hydration/deferred-island';

export const LeadFormIsland = deferredIsland('lead-form', () =>
  import('./lead-form').then((module) => module.LeadForm),
);

/** The same form in Spanish, its Spanish words loaded with it (./spanish-lead-form.tsx). */
export const SpanishLeadFormIsland = deferredIsland('lead-form-es', () =>
  import('./spanish-lead-form').then((module) => module.SpanishLeadForm),
);
