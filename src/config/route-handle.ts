/**
 * What a route tells the root layout through its `handle`: which footer it shows, what
 * the phone's sticky action bar does, and which number the whole page dials. A page
 * module exports `handle` when it needs other than the defaults.
 */

/**
 * Per-route choices for the sticky bar: landing pages keep the quote on the page; the
 * thank-you page, reached right after a quote was sent, offers only the call.
 */
export interface MobileBarOptions {
  /** Where 'Free Quote' goes; by default the quote page, preset for this page (quote-link.ts). */
  quoteTo?: string;
  /** False: no 'Free Quote' button. */
  quote?: boolean;
}

/**
 * The number a page dials everywhere on it (header, body, footer, sticky bar): the main
 * one, or on /qr the flyers' own, so flyer calls can be counted (src/ui/page-phone.tsx).
 */
export type PagePhone = 'main' | 'qr';

/** `handle` of a route. */
export interface RouteHandle {
  footer?: 'full' | 'minimal';
  mobileBar?: MobileBarOptions;
  phone?: PagePhone;
}
