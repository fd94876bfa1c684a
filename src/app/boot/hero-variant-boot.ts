/**
 * Inlined into <head> (webpack.config.js) and run before first paint: picks the home
 * hero variant so the chosen one appears without a flash or a layout shift.
 * It also hides ended offers (offer-expiry-boot.ts) and applies the brand font when the
 * browser has it cached (brand-font-boot.ts).
 * It must stay tiny and must never throw (storage can be blocked).
 */
import {
  HERO_ATTRIBUTE,
  HERO_QUERY_PARAM,
  HERO_RANDOM_PICK_ATTRIBUTE,
  HERO_SESSION_KEY,
  chooseHeroVariant,
} from '@/domain/hero-variant';
import { runBrandFontBoot } from './brand-font-boot';
import { runOfferExpiryBoot } from './offer-expiry-boot';

runOfferExpiryBoot();
runBrandFontBoot();

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the variant still applies to this page view.
  }
}

const query = new URLSearchParams(window.location.search).get(HERO_QUERY_PARAM);
const choice = chooseHeroVariant(query, readSession(HERO_SESSION_KEY));
// Only a random pick is stored: a `?hero=` link shows its variant without pinning the session.
if (choice.source === 'random') writeSession(HERO_SESSION_KEY, choice.variant);
const root = document.documentElement;
root.setAttribute(HERO_ATTRIBUTE, choice.variant);
if (choice.source === 'random') root.setAttribute(HERO_RANDOM_PICK_ATTRIBUTE, 'true');
