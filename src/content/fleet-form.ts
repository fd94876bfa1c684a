import { fleetWithin, ifFleetInvoiceTerms } from './fleet-terms';

/**
 * What the lead form says to a fleet manager (docs/decisions/fleet-leads.md): the fields
 * a fleet lead adds, and what happens after the request. Only facts the fleet copy
 * already states: a reply within business hours, rates and billing agreed for the account,
 * and the profile's fleet terms where it gives them (./fleet-terms.ts).
 */
export const FLEET_FORM_COPY = {
  /** The form's accessible name when the page gives it no heading. */
  formName: 'Request fleet service',
  submit: 'Request Fleet Service',
  companyLabel: 'Company name',
  fleetSizeLabel: 'Fleet size',
  fleetSizePlaceholder: 'Number of vehicles',
  messageLabel: 'Vehicles, locations or damage to report (optional)',
  nextSteps: `What happens next: we call you back within business hours to set up your fleet account and agree on rates and${ifFleetInvoiceTerms((terms) => ` ${terms}`)} billing, and schedule the first yard visit${fleetWithin()}.`,
} as const;
