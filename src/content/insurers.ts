import { loadProfileFile } from './load/profile-file';
import type { Insurer } from './types';

/** Set by webpack to the profile's insurers; Node reads the file. */
declare const __BUSINESS_INSURERS__: Insurer[] | undefined;

/**
 * The insurers the business bills, from the business profile file. Its own module so the
 * list loads only with the pages that name insurers.
 */
export const INSURERS: Insurer[] =
  typeof __BUSINESS_INSURERS__ !== 'undefined' ? __BUSINESS_INSURERS__ : loadProfileFile().insurers;
