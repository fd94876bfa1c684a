import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_GLASS_NOTES } from '@/content/brand-glass-notes';
import { CAR_BRANDS } from '@/content/brands';
import { modelFacts } from '@/content/load/model-facts-lookup';
import { MODEL_GLASS_FACTS } from '@/content/model-facts/model-glass-facts';
import { modelCardText, windshieldRole } from './brand-copy';

const brand = (id: string) => CAR_BRANDS.find((candidate) => candidate.id === id)!;
const LIGHT_PASSENGER = ['sedan', 'hatchback', 'coupe', 'wagon', 'SUV', 'minivan', 'pickup'];

describe('model and brand copy is true for every make and model it is rendered for', () => {
  it('says the windshield backs up a passenger airbag only for light passenger vehicles from 1999', () => {
    let structural = 0;
    for (const each of CAR_BRANDS)
      for (const model of each.models) {
        const facts = modelFacts(each, model);
        const text = windshieldRole(each, model, facts);
        const firstYear = Number(facts?.years.match(/\d{4}/)?.[0] ?? 0);
        const allowed = Boolean(
          facts && LIGHT_PASSENGER.includes(facts.bodyStyle) && firstYear >= 1999,
        );
        if (/airbag|support the roof/.test(text)) structural += 1;
        expect([`${each.id}/${model}`, /airbag/.test(text)]).toEqual([
          `${each.id}/${model}`,
          allowed,
        ]);
      }
    // The sentence stays where it is true.
    expect(structural).toBeGreaterThan(100);
  });

  it('never says it of a commercial truck', () => {
    for (const model of ['NPR', 'NQR']) {
      const text = windshieldRole(brand('isuzu'), model, modelFacts(brand('isuzu'), model));
      expect(text).not.toMatch(/airbag|roof/);
      expect(text).toContain(`${model}'s windshield`);
    }
  });

  it('gives every model card on a brand page its own line', () => {
    for (const each of CAR_BRANDS) {
      const lines = each.models.map((model) => modelCardText(each, model));
      expect([each.id, new Set(lines).size]).toEqual([each.id, lines.length]);
    }
  });

  it('puts the Vibe in Fremont and the Matrix in Ontario', () => {
    for (const text of [MODEL_GLASS_FACTS['pontiac/vibe']!.notes, BRAND_GLASS_NOTES.pontiac!]) {
      expect(text).toMatch(/NUMMI plant in Fremont/);
      expect(text).toMatch(/Matrix[^.]*Cambridge, Ontario/);
      expect(text).not.toMatch(/Fremont alongside/);
    }
  });

  it('calls the business a specialist in no make', () => {
    for (const file of [
      'brand-page.tsx',
      'brand-model-page.tsx',
      'brand-copy.ts',
      'model-sections.tsx',
    ])
      expect(readFileSync(path.join(__dirname, file), 'utf8')).not.toMatch(/specialist/i);
  });
});
