import { createLeadId, LEAD_MESSAGES, LeadSchema, normalizeUsPhone } from './lead.schema';

const valid = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'Ana@Example.com',
  phone: '(510) 555-0199',
  zipCode: '94545',
  consentPrivacyPolicy: true,
};

function errorsFor(input: object) {
  const result = LeadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('LeadSchema', () => {
  it('accepts a valid lead, normalising email and phone and defaulting the service', () => {
    const lead = LeadSchema.parse(valid);
    expect(lead).toMatchObject({
      email: 'ana@example.com',
      phone: '+15105550199',
      service: 'windshield-replacement',
      urgent: false,
    });
  });

  it('uses the fixed messages for zip, VIN and privacy consent', () => {
    expect(errorsFor({ ...valid, zipCode: '9454' })).toEqual([LEAD_MESSAGES.zipCode]);
    expect(errorsFor({ ...valid, vinNumber: '1HGCM82633A00435O' })).toEqual([
      LEAD_MESSAGES.vinNumber,
    ]);
    expect(errorsFor({ ...valid, consentPrivacyPolicy: false })).toEqual([
      LEAD_MESSAGES.consentPrivacyPolicy,
    ]);
  });

  it('accepts a 17-character VIN in any case', () => {
    expect(LeadSchema.parse({ ...valid, vinNumber: '1hgcm82633a004352' }).vinNumber).toBe(
      '1HGCM82633A004352',
    );
  });

  it('rejects unknown fields', () => {
    expect(LeadSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });

  it('normalises only real NANP numbers', () => {
    expect(normalizeUsPhone('+1 510 555 0199')).toBe('+15105550199');
    expect(normalizeUsPhone('110-555-0199')).toBeNull();
  });

  it('creates lead ids of the form lead-{timestamp}-{suffix}', () => {
    expect(createLeadId(1700000000000, () => 0.5)).toMatch(/^lead-1700000000000-[0-9a-z]{6}$/);
    expect(createLeadId()).not.toBe(createLeadId());
  });
});
