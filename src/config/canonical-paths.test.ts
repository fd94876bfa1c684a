import { canonicalRedirectFor } from './canonical-paths';

describe('canonicalRedirectFor', () => {
  it('leaves canonical and unknown paths alone', () => {
    expect(canonicalRedirectFor('/')).toBeNull();
    expect(
      canonicalRedirectFor('/services/auto-glass-repair/tesla-windshield-replacement'),
    ).toBeNull();
    expect(canonicalRedirectFor('/services/auto-glass-repair/tesla/model-3')).toBeNull();
    expect(canonicalRedirectFor('/services/auto-glass-repair/no-such-brand')).toBeNull();
  });

  it('sends other accepted brand forms to the canonical brand URL', () => {
    const canonical = '/services/auto-glass-repair/tesla-windshield-replacement';
    expect(canonicalRedirectFor('/services/auto-glass-repair/tesla')).toBe(canonical);
    expect(canonicalRedirectFor('/services/auto-glass-repair/Tesla')).toBe(canonical);
    expect(canonicalRedirectFor('/services/auto-glass-repair/TESLA-Windshield-Replacement')).toBe(
      canonical,
    );
  });

  it('sends a model page reached through the brand slug to its canonical URL', () => {
    expect(
      canonicalRedirectFor('/services/auto-glass-repair/tesla-windshield-replacement/model-3'),
    ).toBe('/services/auto-glass-repair/tesla/model-3');
  });

  it('drops a trailing slash, then applies the other rules', () => {
    expect(canonicalRedirectFor('/warranty/')).toBe('/warranty');
    expect(canonicalRedirectFor('/services/auto-glass-repair/tesla/')).toBe(
      '/services/auto-glass-repair/tesla-windshield-replacement',
    );
  });

  it('sends an unknown blog post to the blog and leaves real posts alone', () => {
    expect(canonicalRedirectFor('/blog/no-such-post')).toBe('/blog');
    expect(canonicalRedirectFor('/blog/windshield-repair-vs-replacement')).toBeNull();
  });

  it('drops the trailing slash of a Spanish page too', () => {
    expect(canonicalRedirectFor('/es/leads/facebook')).toBeNull();
    expect(canonicalRedirectFor('/es/leads/facebook/')).toBe('/es/leads/facebook');
  });
});
