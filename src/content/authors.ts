/**
 * Blog authors, from the business profile file: name, role, bio and credentials exactly as
 * the profile gives them (docs/decisions/launch-truth.md). Its own module so author data
 * loads only with the blog.
 */
import { loadProfileFile } from './load/profile-file';
import type { ProfileAuthor } from './load/profile-schema';
import type { Author } from './types';

/** Set by webpack to the profile's authors; Node reads the file. */
declare const __BUSINESS_AUTHORS__: ProfileAuthor[] | undefined;

const authors: ProfileAuthor[] =
  typeof __BUSINESS_AUTHORS__ !== 'undefined' ? __BUSINESS_AUTHORS__ : loadProfileFile().authors;

export const AUTHORS: Author[] = authors.map((author) => ({
  ...author,
  sample: Boolean(author.sample),
}));
