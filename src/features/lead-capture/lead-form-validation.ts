/**
 * The lead form's validation: the lead's schema (shared with the lead service) limited to
 * the fields the visitor fills in, with the fleet rule. Its own chunk, with zod: the form loads it when the
 * visitor starts filling it in (lead-form.tsx).
 */
import { LeadFieldsObject, withFleetRule } from '@/domain/lead.schema';
import { validateWith } from '@/domain/zod-formik';

export const validateLeadForm = validateWith(
  withFleetRule(
    LeadFieldsObject.pick({
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      zipCode: true,
      vinNumber: true,
      message: true,
      service: true,
      company: true,
      fleetSize: true,
      urgent: true,
      consentTexts: true,
      consentMarketing: true,
      consentPrivacyPolicy: true,
    }),
  ),
);
