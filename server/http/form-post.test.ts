/** Plain form fields into the shape the schemas expect. */
import { fieldsFromForm, nestDottedFields } from './form-post';

describe('nestDottedFields', () => {
  it('nests dotted names as the JSON flow sends them', () => {
    expect(
      nestDottedFields({
        firstName: 'Ana',
        'quote.year': '2019',
        'quote.features.rainSensor': 'yes',
        'quote.features.headUpDisplay': 'no',
      }),
    ).toEqual({
      firstName: 'Ana',
      quote: { year: '2019', features: { rainSensor: 'yes', headUpDisplay: 'no' } },
    });
  });

  it('never touches a prototype, whatever the names', () => {
    const nested = nestDottedFields({
      '__proto__.polluted': 'yes',
      'constructor.prototype.polluted': 'yes',
      'quote.__proto__': 'x',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // Names that are not plain dotted words stay flat, for the strict schema to refuse.
    expect(Object.keys(nested).sort()).toEqual([
      '__proto__.polluted',
      'constructor',
      'quote.__proto__',
    ]);
  });
});

describe('fieldsFromForm', () => {
  it('drops empty fields and reads checkboxes as true or false', () => {
    expect(
      fieldsFromForm({ zipCode: '94545', vinNumber: '', consentMarketing: 'true' }, [
        'consentMarketing',
        'urgent',
      ]),
    ).toEqual({ zipCode: '94545', consentMarketing: true, urgent: false });
  });
});
