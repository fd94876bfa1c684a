/**
 * Why the service refuses a damage photo, as its answer names it (`reason`, beside the HTTP
 * error code and the English message). The quote flow shows a refused photo in the page's
 * language by this reason, from its catalogue part (`quote.refusal.<reason>`), never by the
 * service's English words (docs/decisions/spanish.md#refusals-in-the-pages-language).
 */
export const PHOTO_REFUSAL_REASONS = [
  // The file itself (server/quotes/photo-image.ts).
  'notAnImage',
  'heic',
  'unreadable',
  'tooLarge',
  'tooManyPixels',
  // How many photos, from whom, and the storage (server/quotes/photo-quota.ts).
  'tooManyFromAddress',
  'tooManyWithForm',
  'storageFull',
  'noFormToken',
] as const;

export type PhotoRefusalReason = (typeof PHOTO_REFUSAL_REASONS)[number];

export function isPhotoRefusalReason(reason: unknown): reason is PhotoRefusalReason {
  return (PHOTO_REFUSAL_REASONS as readonly unknown[]).includes(reason);
}
