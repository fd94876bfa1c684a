/**
 * The certifications the business holds, from the business profile file, each with its
 * issuer; no copy says "certified" without one (docs/decisions/launch-truth.md). Its own
 * module so the list loads only with the pages that show it.
 */
import { loadProfileFile } from './load/profile-file';
import type { ProfileFile } from './load/profile-schema';

type ProfileCertification = ProfileFile['certifications'][number];

/** Set by webpack to the profile's certifications; Node reads the file. */
declare const __BUSINESS_CERTIFICATIONS__: ProfileCertification[] | undefined;

const certifications: ProfileCertification[] =
  typeof __BUSINESS_CERTIFICATIONS__ !== 'undefined'
    ? __BUSINESS_CERTIFICATIONS__
    : loadProfileFile().certifications;

export const CERTIFICATIONS = certifications.map((item) => ({
  ...item,
  sample: Boolean(item.sample),
}));
