import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { messagePlaceholders } from '../../test/support/message-placeholders';
import { CATALOGUES } from './catalogues';
import { en, type MessageId } from './catalogues/en';
import { es } from './catalogues/es';

/**
 * Ids whose Spanish text is rightly the English one: names and terms a Spanish-speaking
 * driver reads in English too (docs/decisions/spanish.md#catalogues).
 */
const SAME_IN_SPANISH: ReadonlySet<MessageId> = new Set<MessageId>(['shell.nav.blog']);

describe('message catalogues', () => {
  it('give every English id a Spanish text, and no id of their own', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(es)) expect(text.trim()).not.toBe('');
  });

  it('translate every message but the allow-listed names', () => {
    const untranslated = (Object.keys(en) as MessageId[]).filter(
      (id) => es[id] === en[id] && !SAME_IN_SPANISH.has(id),
    );
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    for (const id of Object.keys(en) as MessageId[]) {
      expect({ id, placeholders: messagePlaceholders(es[id]) }).toEqual({
        id,
        placeholders: messagePlaceholders(en[id]),
      });
    }
  });

  it('are valid ICU MessageFormat in every locale', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const text of Object.values(catalogue)) {
        expect(() => compileMessageOrThrow(text)).not.toThrow();
      }
    }
  });

  it('find a changed placeholder', () => {
    expect(messagePlaceholders('{count, plural, one {# {kind}} other {# {kinds}}}')).toEqual([
      'count',
      'kind',
      'kinds',
    ]);
    expect(messagePlaceholders('Llamar al {phone}')).not.toEqual(
      messagePlaceholders('Call {number}'),
    );
  });

  it('never say "$0" without its condition, in the words the truth check reads', () => {
    // The same condition as test/e2e/truth.e2e.ts (docs/decisions/launch-truth.md#insurance-wording).
    const condition = /with full glass coverage|con cobertura completa de vidrios/i;
    for (const catalogue of Object.values(CATALOGUES))
      for (const text of Object.values(catalogue))
        if (text.includes('$0')) expect(text).toMatch(condition);
  });
});
