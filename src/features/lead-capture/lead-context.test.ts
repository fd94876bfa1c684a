/**
 * @jest-environment jsdom
 */
import { HERO_ATTRIBUTE } from '@/domain/hero-variant';
import { MARKETING_CONSENT_TEXT, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
import { leadContext } from './lead-context';

afterEach(() => document.documentElement.removeAttribute(HERO_ATTRIBUTE));

describe('leadContext', () => {
  it('names the campaign, the page and the hero variant, leaving out empty UTM parameters', () => {
    document.documentElement.setAttribute(HERO_ATTRIBUTE, 'speed');
    const params = new URLSearchParams('utm_source=fb&utm_medium=&utm_campaign=spring&other=1');
    expect(leadContext(params, false)).toEqual({
      utmSource: 'fb',
      utmCampaign: 'spring',
      pageUrl: window.location.href,
      heroVariant: 'speed',
      consentText: PRIVACY_CONSENT_TEXT,
    });
  });

  it('records the marketing wording too when the visitor agreed to it', () => {
    const context = leadContext(new URLSearchParams(), true);
    expect(context.consentText).toBe(`${PRIVACY_CONSENT_TEXT} ${MARKETING_CONSENT_TEXT}`);
    expect(context).not.toHaveProperty('utmSource');
    expect(context.heroVariant).toBeUndefined();
  });
});
