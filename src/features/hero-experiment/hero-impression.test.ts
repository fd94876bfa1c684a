/**
 * @jest-environment jsdom
 */
import { HERO_ATTRIBUTE, HERO_SEEN_SESSION_KEY } from '@/domain/hero-variant';
import { recordHeroSeen } from './hero-impression';

afterEach(() => {
  document.documentElement.removeAttribute(HERO_ATTRIBUTE);
  sessionStorage.clear();
});

describe('recordHeroSeen', () => {
  it('stores the variant the hero shows, the last one shown winning', () => {
    document.documentElement.setAttribute(HERO_ATTRIBUTE, 'speed');
    recordHeroSeen();
    expect(sessionStorage.getItem(HERO_SEEN_SESSION_KEY)).toBe('speed');
    document.documentElement.setAttribute(HERO_ATTRIBUTE, 'insurance');
    recordHeroSeen();
    expect(sessionStorage.getItem(HERO_SEEN_SESSION_KEY)).toBe('insurance');
  });

  it('stores nothing without a valid variant on the page', () => {
    recordHeroSeen();
    document.documentElement.setAttribute(HERO_ATTRIBUTE, 'bogus');
    recordHeroSeen();
    expect(sessionStorage.getItem(HERO_SEEN_SESSION_KEY)).toBeNull();
  });
});
