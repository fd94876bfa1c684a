/**
 * The Spanish wording of the insurance promise, always with its condition, as the English
 * `ZERO_WITH_GLASS_COVERAGE` (src/content/claim-wording.ts; docs/decisions/launch-truth.md#insurance-wording):
 * "$0" is true only with full glass coverage, on most comprehensive policies, and we check
 * the policy. "Comprehensive" stays in parentheses because that is the word on a driver's
 * policy papers in California.
 * The Spanish catalogue's trust line ('trust.insurance' in src/i18n/catalogues/es.ts) states the
 * same words; ./claim-wording.test.ts holds the two in step (why not one source:
 * docs/decisions/spanish.md#the-spanish-0-condition-stays-in-two-places).
 */
export const SPANISH_ZERO_WITH_GLASS_COVERAGE =
  '$0 con cobertura completa de vidrios en la mayoría de las pólizas amplias (comprehensive); revisamos su póliza por usted';
