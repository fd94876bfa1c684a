import { messages as english } from './compiled/en';
import { messages as spanish } from './compiled/es';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('fills placeholders in the language of its catalogue', () => {
    expect(createTranslator('es', spanish)('shell.callLabel', { phone: '(510) 555-0142' })).toBe(
      'Llamar al (510) 555-0142',
    );
    expect(createTranslator('en', english)('shell.callLabel', { phone: '(510) 555-0142' })).toBe(
      'Call (510) 555-0142',
    );
  });
});
