import { openingHoursRows } from './business-profile';
import { unkeptPromises } from './promise-wording';
import { replyHours } from './reply-wording';

describe('the reply-time wording', () => {
  it('names the open days and hours of the profile, and no closed day', () => {
    const rows = [
      { label: 'Mon-Fri', value: '8:00 AM - 6:00 PM' },
      { label: 'Sat', value: '9:00 AM - 4:00 PM' },
      { label: 'Sun', value: 'Closed' },
    ];
    expect(replyHours(rows)).toBe(
      'We call or email you back during business hours: Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 4:00 PM.',
    );
  });

  it('reads the profile by default and promises no reply time', () => {
    const text = replyHours();
    for (const row of openingHoursRows().filter((row) => row.value !== 'Closed'))
      expect(text).toContain(`${row.label} ${row.value}`);
    expect(text).not.toMatch(/usually|within/i);
    expect(unkeptPromises(text)).toEqual([]);
  });
});
