import { FLEET_SIZES, type FleetSize } from '@/domain/lead-fields';
import { fleetWithin, ifFleetInvoiceTerms } from './fleet-terms';

/** The words of the lead form's fleet fields, in one language. */
export interface FleetFormCopy {
  /** The form's accessible name when the page gives it no heading. */
  formName: string;
  submit: string;
  companyLabel: string;
  fleetSizeLabel: string;
  fleetSizePlaceholder: string;
  /** Each fleet size's label in the select. */
  fleetSizes: Record<FleetSize, string>;
  messageLabel: string;
  nextSteps: string;
}

/**
 * What the lead form says to a fleet manager (docs/decisions/fleet-leads.md): the fields
 * a fleet lead adds, and what happens after the request. Only facts the fleet copy
 * already states: a reply within business hours, rates and billing agreed for the account,
 * and the profile's fleet terms where it gives them (./fleet-terms.ts).
 */
export const FLEET_FORM_COPY: FleetFormCopy = {
  formName: 'Request fleet service',
  submit: 'Request Fleet Service',
  companyLabel: 'Company name',
  fleetSizeLabel: 'Fleet size',
  fleetSizePlaceholder: 'Number of vehicles',
  // The same labels the owner's e-mail and the export show.
  fleetSizes: Object.fromEntries(FLEET_SIZES.map((size) => [size.value, size.label])) as Record<
    FleetSize,
    string
  >,
  messageLabel: 'Vehicles, locations or damage to report (optional)',
  nextSteps: `What happens next: we call you back within business hours to set up your fleet account and agree on rates and${ifFleetInvoiceTerms((terms) => ` ${terms}`)} billing, and schedule the first yard visit${fleetWithin()}.`,
};
