import { LANDING_NETWORKS } from '@/config/routes';
import { LANDING_SERVICES, type LandingServiceKey } from '@/config/landing-services';
import { en } from '@/i18n/catalogues/en';
import { messages as spanishMessages } from '@/i18n/compiled/es';
import { createTranslator } from '@/i18n/translator';
import { landingContent, spanishLandingContent } from './landing-content';

const t = createTranslator('es', spanishMessages);
const SERVICE_KEYS = Object.keys(LANDING_SERVICES) as LandingServiceKey[];

describe('Spanish landing content (docs/decisions/spanish.md#spanish-landing-pages)', () => {
  it('heads /es/leads/facebook?service=repair in Spanish', () => {
    expect(spanishLandingContent('facebook', 'repair', t).headline).toBe(
      'Reparación de piquetes y grietas en el parabrisas',
    );
  });

  it('shows none of the English texts of the same page', () => {
    for (const network of LANDING_NETWORKS) {
      for (const key of SERVICE_KEYS) {
        const english = landingContent(network, key);
        const spanish = spanishLandingContent(network, key, t);
        const shown = [
          spanish.eyebrow,
          spanish.headline,
          spanish.subheadline,
          spanish.formHeading,
          spanish.crumb,
          spanish.metaDescription,
          ...spanish.trust.map((signal) => signal.text),
        ];
        const englishTexts = new Set<string>([
          english.eyebrow,
          english.headline,
          english.subheadline,
          english.formHeading,
          english.crumb,
          english.metaDescription,
          ...english.trust.map((signal) => signal.text),
          ...Object.values(en),
        ]);
        expect(shown.filter((text) => englishTexts.has(text))).toEqual([]);
        expect(spanish.features.items).toEqual([]);
        expect(spanish.testimonials).toEqual([]);
        expect(spanish.service).toBe(english.service);
      }
    }
  });

  it('words the trust signals from the profile, with Spanish plurals', () => {
    const texts = spanishLandingContent('facebook', 'windshield', t).trust.map((s) => s.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Calificación de \d\.\d de 5 en \d+ reseñas de /),
        expect.stringMatching(/^Al servicio del Área de la Bahía desde \d{4}$/),
      ]),
    );
  });
});
