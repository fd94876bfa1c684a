/**
 * The Spanish "$0" condition is written twice: here (src/content/es/claim-wording.ts, for the
 * content modules) and in the Spanish catalogue's trust line (src/i18n/catalogues/es.ts,
 * 'trust.insurance'), because the catalogue may not import the content layer and reading the
 * catalogue from here would load it twice on the Spanish pages
 * (docs/decisions/spanish.md#the-spanish-0-condition-stays-in-two-places). This test holds the
 * two in step, word for word.
 */
import { es } from '@/i18n/catalogues/es';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from './claim-wording';

describe('the Spanish "$0" condition', () => {
  it('is word for word the one the Spanish trust line states, from "$0" to its end', () => {
    const trustLine = es['trust.insurance'];
    expect(trustLine).toContain('$0');
    expect(trustLine.slice(trustLine.indexOf('$0'))).toBe(SPANISH_ZERO_WITH_GLASS_COVERAGE);
  });
});
