/**
 * Reading a Vehicle Identification Number offline (49 CFR Part 565): whether its check digit
 * is right, and its model year. Every car sold new in the United States since 1981 has a
 * 17-character VIN whose 9th character is a check digit, so a wrong one means a mistyped VIN;
 * the form says so and lets the visitor leave the field blank (docs/decisions.md#vin-check).
 * No React and no Node: the browser's form and the server both use it.
 */

/** Each character's value in the check-digit sum. Letters I, O and Q never appear. */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The weight of each position, 1 to 17; the check digit itself (9th) weighs nothing. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function characterValue(character: string): number | undefined {
  if (/^[0-9]$/.test(character)) return Number(character);
  return TRANSLITERATION[character];
}

/** Whether a 17-character VIN's 9th character matches the others (0-9, or X for 10). */
export function hasValidVinCheckDigit(vin: string): boolean {
  const characters = vin.toUpperCase().split('');
  if (characters.length !== 17) return false;
  let sum = 0;
  for (const [index, character] of characters.entries()) {
    const value = characterValue(character);
    if (value === undefined) return false;
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return characters[8] === (remainder === 10 ? 'X' : String(remainder));
}

/** The 10th character's code for model years 1980 to 2009, and again 2010 to 2039. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year a VIN states, or undefined when its 10th character is not a year code.
 * The code repeats every 30 years; for cars and light trucks a letter in the 7th position
 * means the 2010 cycle and a digit the 1980 cycle. A year more than one model year ahead of
 * `currentYear` cannot be right, so the other cycle is taken.
 */
export function vinModelYear(vin: string, currentYear: number): number | undefined {
  const upper = vin.toUpperCase();
  const index = YEAR_CODES.indexOf(upper.charAt(9));
  if (upper.length !== 17 || index < 0) return undefined;
  const early = 1980 + index;
  const late = 2010 + index;
  const chosen = /[A-Z]/.test(upper.charAt(6)) ? late : early;
  if (chosen > currentYear + 1) return early;
  return chosen;
}
