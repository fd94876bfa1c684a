/** The body hash that tells a retry from a reused idempotency key (lead.service.ts). */
import { LeadSchema, type LeadFields } from '@/domain/lead.schema';
import { hashLeadFields } from './lead.service';

const fields = LeadSchema.parse({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '(510) 555-0187',
  zipCode: '94545',
  consentPrivacyPolicy: true,
});

describe('the body hash of a lead', () => {
  it('of an English lead is what it was before leads had a language', () => {
    const { language, ...beforeLanguages } = fields;
    expect(language).toBe('en');
    expect(hashLeadFields(fields)).toBe(hashLeadFields(beforeLanguages as LeadFields));
  });

  it('tells a Spanish lead from the same lead in English', () => {
    expect(hashLeadFields({ ...fields, language: 'es' })).not.toBe(hashLeadFields(fields));
  });
});
