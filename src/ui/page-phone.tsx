/**
 * Which number the current page dials. Most pages dial the main number; the QR flyer page
 * dials the flyers' own number everywhere on it (header, body, footer, sticky bar), so
 * calls from flyers can be counted and nobody on that page is shown two numbers.
 * The route's `handle.phone` (src/config/route-handle.ts) chooses; `PhoneLink` reads it.
 */
import { createContext, useContext } from 'react';
import { businessProfile, type PhoneNumber } from '@/content/business-profile';
import type { PagePhone } from '@/config/route-handle';

const PagePhoneContext = createContext<PagePhone>('main');

export const PagePhoneProvider = PagePhoneContext.Provider;

function phoneNumberFor(choice: PagePhone): PhoneNumber {
  return choice === 'qr' ? businessProfile.qrPhone : businessProfile.phone;
}

/** The number this page dials. */
export function usePagePhone(): PhoneNumber {
  return phoneNumberFor(useContext(PagePhoneContext));
}
