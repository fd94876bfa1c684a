/**
 * The service area in words, from the data: copy that states how many cities, which
 * counties or how far the vans drive follows the city list and the configured radius
 * (BUSINESS_SERVICE_RADIUS_KM, BUSINESS_CITY) instead of repeating them.
 */
import { businessProfile } from './business-profile';
import { CITIES } from './cities';
import { joinNames } from './join-names';
import { COUNTIES } from './types';

const KM_PER_MILE = 1.609344;

export const SERVICE_AREA = {
  cityCount: CITIES.length,
  /** 'Alameda, Santa Clara, San Francisco, Contra Costa and San Mateo' */
  counties: joinNames(COUNTIES),
  radiusKm: businessProfile.serviceRadiusKm,
  radiusMiles: Math.round(businessProfile.serviceRadiusKm / KM_PER_MILE),
  /** Where the vans start from. */
  base: businessProfile.address.locality,
  /** Where static calibration is done (it needs a level floor and controlled light). */
  calibrationShop: businessProfile.calibrationShop,
};
