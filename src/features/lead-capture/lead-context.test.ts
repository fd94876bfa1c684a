/**
 * @jest-environment jsdom
 */
import { HERO_ATTRIBUTE, HERO_SEEN_SESSION_KEY } from '@/domain/hero-variant';
import { MARKETING_CONSENT_TEXT, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
import { leadContext } from './lead-context';

afterEach(() => {
  document.documentElement.removeAttribute(HERO_ATTRIBUTE);
  sessionStorage.clear();
});

describe('leadContext', () => {
  it('names the campaign, the page and the hero seen, leaving out empty UTM parameters', () => {
    sessionStorage.setItem(HERO_SEEN_SESSION_KEY, 'speed');
    const params = new URLSearchParams('utm_source=fb&utm_medium=&utm_campaign=spring&other=1');
    expect(leadContext(params, false)).toEqual({
      utmSource: 'fb',
      utmCampaign: 'spring',
      pageUrl: window.location.href,
      heroVariant: 'speed',
      consentText: PRIVACY_CONSENT_TEXT,
    });
  });

  it('carries no hero when the page picked a variant but the visitor never saw the home hero', () => {
    // The boot script sets the attribute on every page, city and blog pages included.
    document.documentElement.setAttribute(HERO_ATTRIBUTE, 'insurance');
    expect(leadContext(new URLSearchParams(), false).heroVariant).toBeUndefined();
  });

  it('ignores a seen value that is not a hero variant', () => {
    sessionStorage.setItem(HERO_SEEN_SESSION_KEY, 'made-up');
    expect(leadContext(new URLSearchParams(), false).heroVariant).toBeUndefined();
  });

  it('records the marketing wording too when the visitor agreed to it', () => {
    const context = leadContext(new URLSearchParams(), true);
    expect(context.consentText).toBe(`${PRIVACY_CONSENT_TEXT} ${MARKETING_CONSENT_TEXT}`);
    expect(context).not.toHaveProperty('utmSource');
    expect(context.heroVariant).toBeUndefined();
  });
});
