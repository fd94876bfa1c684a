import type { Lead } from '../leads/lead';
import { quoteSummaryLines, vehicleFromVin } from './quote-summary';

/** A Tesla VIN of model year 2019 whose check digit is right. */
const TESLA_2019_VIN = '5YJ3E1EA2KF317000';

describe('the vehicle line the owner reads', () => {
  it('reads year and make from a VIN when the visitor gave only the VIN', () => {
    expect(vehicleFromVin(TESLA_2019_VIN, 2026)).toBe('2019 Tesla, read from the VIN');
    const lead = {
      createdAt: '2026-11-26T10:00:00.000Z',
      vinNumber: TESLA_2019_VIN,
      incomplete: false,
      quote: { vehicleClass: 'car', glass: 'chip', payment: 'self', photoIds: [] },
    } as unknown as Lead;
    expect(quoteSummaryLines(lead)).toContainEqual([
      'Vehicle',
      '2019 Tesla, read from the VIN (Car: sedan, hatchback, coupe or wagon)',
    ]);
  });

  it('claims nothing from a VIN whose check digit is wrong', () => {
    expect(vehicleFromVin('5YJ3E1EA3KF317000', 2026)).toBeUndefined();
  });
});
