/** The VIN make table (src/domain/vin-make.ts) names only makes the site has pages for. */
import { WMI_MAKES } from '@/domain/vin-make';
import { CAR_BRANDS } from './brands';

it('names only brand ids of the site', () => {
  const brandIds = new Set(CAR_BRANDS.map((brand) => brand.id));
  expect(Object.entries(WMI_MAKES).filter(([, makeId]) => !brandIds.has(makeId))).toEqual([]);
});
