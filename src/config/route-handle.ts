/**
 * What a route tells the root layout through its `handle`: which footer it shows and
 * what the phone's sticky action bar does. A page module exports `handle` when it needs
 * other than the defaults.
 */

/** Per-route choices for the sticky bar: landing pages keep the quote on the page. */
export interface MobileBarOptions {
  /** Where 'Free Quote' goes; the home contact section by default. */
  quoteTo?: string;
  /** Which number 'Call' dials: the main one, or the QR flyers' own (so those calls count). */
  phone?: 'main' | 'qr';
}

/** `handle` of a route. */
export interface RouteHandle {
  footer?: 'full' | 'minimal';
  mobileBar?: MobileBarOptions;
}
