import { openingHoursRows, parseOpeningHours, parseUsPhone } from './business-profile';

describe('business profile parsing', () => {
  it('formats a US phone number for display and tel: links', () => {
    expect(parseUsPhone('510-555-0142')).toEqual({
      display: '(510) 555-0142',
      e164: '+15105550142',
    });
    expect(() => parseUsPhone('555-0142')).toThrow(/10-digit/);
  });

  it('reads opening hours in schema.org form and shows closed days', () => {
    const hours = parseOpeningHours('Mo-Fr 08:00-17:00; Sa 08:00-13:00');
    expect(openingHoursRows(hours)).toEqual([
      { label: 'Mon-Fri', value: '8:00 AM - 5:00 PM' },
      { label: 'Sat', value: '8:00 AM - 1:00 PM' },
      { label: 'Sun', value: 'Closed' },
    ]);
    expect(() => parseOpeningHours('weekdays 9-5')).toThrow(/Mo-Fr/);
  });
});
