import { businessProfile } from './business-profile';
import type { Insurer } from './types';

/** The insurers the business bills, from the business profile file. */
export const INSURERS: Insurer[] = businessProfile.insurers;
