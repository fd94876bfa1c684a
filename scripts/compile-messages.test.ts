import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import { LOCALES } from '@/i18n/locales';
import {
  COMPILED_DIR,
  COMPILED_PARTS,
  compiledFileName,
  compiledModuleSource,
  type CompiledPart,
} from './compile-messages';

describe('compiled catalogues', () => {
  const partsAndLocales = (Object.keys(COMPILED_PARTS) as CompiledPart[]).flatMap((part) =>
    LOCALES.map((locale): [CompiledPart, Locale] => [part, locale]),
  );
  it.each(partsAndLocales)(
    '%s %s is compiled from its catalogue as it is now (run `npm run messages`)',
    (part, locale) => {
      const onDisk = readFileSync(path.join(COMPILED_DIR, compiledFileName(part, locale)), 'utf8');
      expect(onDisk).toBe(compiledModuleSource(locale, part));
    },
  );
});
