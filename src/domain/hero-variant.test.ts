import { chooseHeroVariant, ROTATED_HERO_VARIANTS } from './hero-variant';

describe('chooseHeroVariant', () => {
  it('takes a valid query parameter first', () => {
    expect(chooseHeroVariant('default', 'speed')).toEqual({ variant: 'default', source: 'query' });
  });

  it('falls back to the session, ignoring an invalid query value', () => {
    expect(chooseHeroVariant('bogus', 'insurance')).toEqual({
      variant: 'insurance',
      source: 'session',
    });
  });

  it('picks at random among the rotated variants otherwise', () => {
    expect(chooseHeroVariant(null, 'nope', () => 0)).toEqual({
      variant: 'speed',
      source: 'random',
    });
    expect(chooseHeroVariant(null, null, () => 0.9999).variant).toBe('mobile');
    for (let i = 0; i < 50; i++) {
      expect(ROTATED_HERO_VARIANTS).toContain(chooseHeroVariant(null, null).variant);
    }
  });
});
