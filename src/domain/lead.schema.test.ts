import {
  createLeadId,
  FLEET_SIZES,
  fleetSizeLabel,
  LEAD_MESSAGES,
  normalizeUsPhone,
} from './lead-fields';
import { LeadFieldsObject, LeadSchema, withFleetRule } from './lead.schema';

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

  it('refuses a well-formed VIN whose check digit is wrong, with its own message', () => {
    expect(errorsFor({ ...valid, vinNumber: '1HGCM82633A004353' })).toEqual([
      LEAD_MESSAGES.vinCheckDigit,
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

  describe('fleet leads', () => {
    const fleet = { ...valid, service: 'fleet-services' };

    it('need a company and a fleet size, both named in one pass with the other errors', () => {
      expect(errorsFor(fleet)).toEqual([LEAD_MESSAGES.company, LEAD_MESSAGES.fleetSize]);
      const result = LeadSchema.safeParse({ ...fleet, zipCode: '945', company: '  ' });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['zipCode', LEAD_MESSAGES.zipCode],
        ['company', LEAD_MESSAGES.company],
        ['fleetSize', LEAD_MESSAGES.fleetSize],
      ]);
    });

    it('keep a trimmed company and a listed fleet size', () => {
      expect(
        LeadSchema.parse({ ...fleet, company: '  Bay Freight LLC ', fleetSize: '11-50' }),
      ).toMatchObject({
        service: 'fleet-services',
        company: 'Bay Freight LLC',
        fleetSize: '11-50',
      });
    });

    it.each([
      ['fleetSize', '12', LEAD_MESSAGES.fleetSize],
      ['fleetSize', 12, LEAD_MESSAGES.fleetSize],
      ['company', 'C'.repeat(121), LEAD_MESSAGES.company],
      ['company', 42, LEAD_MESSAGES.company],
    ])('%s = %j → "%s"', (field, value, message) => {
      expect(
        errorsFor({ ...fleet, company: 'Bay Freight', fleetSize: '5-10', [field]: value }),
      ).toEqual([message]);
    });

    it('every listed fleet size is accepted and has its own label', () => {
      for (const { value, label } of FLEET_SIZES) {
        expect(LeadSchema.parse({ ...fleet, company: 'A', fleetSize: value }).fleetSize).toBe(
          value,
        );
        expect(fleetSizeLabel(value)).toBe(label);
      }
      expect(new Set(FLEET_SIZES.map((size) => size.label)).size).toBe(FLEET_SIZES.length);
    });
  });

  describe('other leads', () => {
    it('need neither, and never carry them (a visitor who switched away from fleet)', () => {
      const lead = LeadSchema.parse({ ...valid, company: 'Bay Freight', fleetSize: '5-10' });
      expect(lead.service).toBe('windshield-replacement');
      expect(lead.company).toBeUndefined();
      expect(lead.fleetSize).toBeUndefined();
      expect(LeadSchema.safeParse({ ...valid, service: 'door-glass-replacement' }).success).toBe(
        true,
      );
    });
  });

  it('the form’s subset of fields follows the same fleet rule', () => {
    const formSchema = withFleetRule(
      LeadFieldsObject.pick({ firstName: true, service: true, company: true, fleetSize: true }),
    );
    expect(
      formSchema
        .safeParse({ firstName: '', service: 'fleet-services' })
        .error?.issues.map((issue) => issue.path[0]),
    ).toEqual(['firstName', 'company', 'fleetSize']);
    expect(formSchema.parse({ firstName: 'A', service: 'mobile-service', company: 'X' })).toEqual({
      firstName: 'A',
      service: 'mobile-service',
      company: undefined,
      fleetSize: undefined,
    });
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
