/**
 * The truth rules of the English site (src/content/promise-wording.ts `unkeptPromises`,
 * docs/decisions/launch-truth.md), read in Spanish: what a Spanish sentence may not say about
 * speed, place, insurance, discounts and certification (docs/decisions/spanish.md#service-pages-in-spanish).
 * The copy's tests hold every Spanish string to them; a check of the built Spanish pages can
 * use the same function.
 */
import { CERTIFICATIONS } from '../certifications';
import { SAME_DAY_VISITS } from '../promise-wording';

/** A same-day visit named ("el mismo día o el siguiente"), not the order of two jobs ("el mismo día que el reemplazo"). */
const SAME_DAY = /\bmismo día\b(?!\s+que\b)/i;

/** A next-day visit named; "deje la cinta hasta el día siguiente" offers none. */
const NEXT_DAY = /(?<!hasta )\b(?:al|el) día siguiente\b/i;

/** A reply time: "le respondemos en menos de una hora", "le llamamos en 30 minutos". */
const REPLY_TIME =
  /\b(?:respond\w*|contest\w*|llam\w*)\b[^.!?]*\b(?:en|dentro de) (?:menos de )?(?:una hora|la (?:primera )?hora|\d+ minutos)\b/i;

/** Words that make a speed promise conditional. */
const SPEED_CONDITION =
  /\ba menudo\b|\bcuando\b|\bsi hay\b|\bno (?:(?:está|están|es|son) )?garantizad[oa]s?\b/i;

/** Frequency turns a speed promise into a statistic the profile has no source for. */
const SPEED_STATISTIC =
  /\b(?:normalmente|generalmente|por lo general|casi siempre|suelen?|la mayoría de (?:las|los) (?:citas|visitas|clientes|trabajos|solicitudes))\b/i;

/** Where a sentence splits into clauses, for SPEED_STATISTIC. */
const CLAUSE_BREAK = /[,;:]|\s[–—-]\s|\b(?:y|pero|así que|aunque|mientras)\b/i;

/** A speed stated as certain: "garantizamos el mismo día". */
const GUARANTEED_SPEED =
  /\bgarantiza(?:mos|do|da|dos|das|r)?\b[^.!?]*\bmismo día\b|\bmismo día\b[^.!?]*\bgarantizad[oa]s?\b/i;

/** "en cualquier parte": a promise of place that static calibration breaks. */
const ANYWHERE = /\ben cualquier (?:parte|lugar|punto)\b/i;

/** "$0", but not "$0.50" or "$0,00". */
const ZERO = /\$0(?![.,]?\d)/;

/** The condition every "$0" carries (SPANISH_ZERO_WITH_GLASS_COVERAGE in ./claim-wording.ts). */
const GLASS_COVERAGE =
  /cobertura (?:completa )?de (?:vidrios|cristales)\b[^.!?]*\bpólizas amplias\b[^.!?]*\brevisamos su póliza\b/i;

/** California Penal Code 551: a discount never reduces a deductible, and says so. */
const NEVER_REDUCES_DEDUCTIBLE = /\bnunca reduce (?:su|el) deducible\b/i;

/** The sentences of a text (a heading or a list item counts as one). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function isSpeedStatistic(sentence: string): boolean {
  return sentence
    .split(CLAUSE_BREAK)
    .some(
      (clause) => (SAME_DAY.test(clause) || NEXT_DAY.test(clause)) && SPEED_STATISTIC.test(clause),
    );
}

export interface SpanishTruthOptions {
  /** The profile has a same-day cut-off, so a same-day visit may be named with its condition. */
  sameDayVisits?: boolean;
  /** The profile names a certification (then shown with its issuer), so "certificado" may appear. */
  certificationNamed?: boolean;
}

/**
 * Each sentence of a Spanish text that says what the business does not: a same-day, next-day
 * or reply-time promise without its condition or stated as a statistic, a guaranteed speed,
 * "en cualquier parte", any same-day visit when the profile has no cut-off, "$0" without the
 * glass-coverage condition, a discount that does not say it never reduces a deductible, and
 * "certificado" when the profile names no certification. Empty when the text is true.
 */
export function unkeptSpanishClaims(
  text: string,
  {
    sameDayVisits = SAME_DAY_VISITS,
    certificationNamed = CERTIFICATIONS.length > 0,
  }: SpanishTruthOptions = {},
): string[] {
  const discountTermsGiven = NEVER_REDUCES_DEDUCTIBLE.test(text);
  return sentencesOf(text).filter((sentence) => {
    if (ANYWHERE.test(sentence)) return true;
    if (!certificationNamed && /certificad/i.test(sentence)) return true;
    if (ZERO.test(sentence) && !GLASS_COVERAGE.test(sentence)) return true;
    if (/\bdescuento/i.test(sentence) && !discountTermsGiven) return true;
    const sameDay = SAME_DAY.test(sentence);
    if (!sameDayVisits && sameDay) return true;
    if (GUARANTEED_SPEED.test(sentence))
      return !/\bno (?:(?:está|están|es|son) )?garantizad/i.test(sentence);
    if (!sameDay && !NEXT_DAY.test(sentence) && !REPLY_TIME.test(sentence)) return false;
    return isSpeedStatistic(sentence) || !SPEED_CONDITION.test(sentence);
  });
}
