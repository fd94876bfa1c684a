/**
 * Browser stand-in for profile-file.ts (webpack.config.js swaps them): the bundle gets the
 * validated profile through DefinePlugin, so this is never called there.
 */
import type { ProfileFile } from './profile-schema';

export function loadProfileFile(): ProfileFile {
  throw new Error('The business profile reaches the browser through DefinePlugin, not a file');
}
