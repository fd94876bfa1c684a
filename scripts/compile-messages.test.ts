import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import { LOCALES } from '@/i18n/locales';
import { COMPILED_DIR, compiledModuleSource } from './compile-messages';

describe('compiled catalogues', () => {
  it.each(LOCALES)(
    '%s is compiled from its catalogue as it is now (run `npm run messages`)',
    (locale: Locale) => {
      const onDisk = readFileSync(path.join(COMPILED_DIR, `${locale}.ts`), 'utf8');
      expect(onDisk).toBe(compiledModuleSource(locale));
    },
  );
});
