import type { FaqItem } from '../types';

/**
 * Copy written for one service in one city: the part of a service-in-city page that no
 * other page says (docs/decisions.md, "Which pages are indexed"). Keyed by
 * `${serviceSlug}/${cityId}` in the files of this folder, one file a group of cities.
 */
export interface LocalServiceNote {
  /** Two or three paragraphs, at least 150 words together, about this service in this city. */
  paragraphs: string[];
  /** Two or three questions whose answers differ by city or by service. */
  faqs: FaqItem[];
}

export type LocalServiceNotes = Record<string, LocalServiceNote>;
