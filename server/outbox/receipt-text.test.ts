import { RECEIPT_NAME_MAX_LENGTH, receiptGreetingName } from './receipt-text';

describe('the name a receipt greets', () => {
  it('is a short first name of letters, spaces, hyphens, apostrophes and initials', () => {
    for (const name of [
      'Ana',
      'José',
      'Zoë',
      'Mary Ann',
      'Jean-Luc',
      "D'Angelo",
      'J.',
      'Anne-Marie O.',
    ]) {
      expect(receiptGreetingName(name)).toBe(name);
    }
  });

  it('is left out for anything else: links, digits, symbols, long text', () => {
    for (const name of [
      'Your account is suspended… Pay the $99 fee at https://evil.example…',
      'evil.example',
      'Pay at evil.example',
      'Call 900',
      'Ana $99',
      'Ana!',
      '-Ana',
      'Ana  Lopez',
      'A'.repeat(RECEIPT_NAME_MAX_LENGTH + 1),
      'Ana Maria Luisa Sofia',
      '',
    ]) {
      expect({ name, greeted: receiptGreetingName(name) }).toEqual({ name, greeted: undefined });
    }
  });
});
