import { FLEET_FORM_COPY } from '../fleet-form';
import { FLEET_CONTENT } from '../service-details';
import { SPANISH_FLEET_CONTENT, SPANISH_FLEET_PAGE } from './fleet';
import { SPANISH_FLEET_FORM_COPY } from './fleet-form';
import { SPANISH_SERVICE_DETAILS, SPANISH_SERVICES } from './services';
import { SERVICE_AREA } from '../service-area';
import {
  englishLeftIn,
  staticCalibrationAwayFromShop,
  stringsOf,
  untranslated,
} from './spanish-copy.test-harness';
import { unkeptSpanishClaims } from './truth-rules';

const COPY = [
  ...stringsOf(SPANISH_FLEET_CONTENT, 'content'),
  ...stringsOf(SPANISH_FLEET_PAGE, 'page'),
  ...stringsOf(SPANISH_FLEET_FORM_COPY, 'form'),
];

describe('Spanish fleet page copy', () => {
  it('has the English page’s shape: 6 cards, 6 questions, 3 hero facts', () => {
    expect(SPANISH_FLEET_CONTENT.cards).toHaveLength(6);
    expect(SPANISH_FLEET_CONTENT.faqs).toHaveLength(6);
    expect(SPANISH_FLEET_CONTENT.benefits).toHaveLength(FLEET_CONTENT.benefits.length);
    expect(SPANISH_FLEET_PAGE.heroFacts).toHaveLength(3);
    expect(Object.keys(SPANISH_FLEET_FORM_COPY).sort()).toEqual(
      Object.keys(FLEET_FORM_COPY).sort(),
    );
  });

  it('leaves no string equal to its English twin, and no common English word', () => {
    expect(untranslated(SPANISH_FLEET_CONTENT, FLEET_CONTENT)).toEqual([]);
    expect(untranslated(SPANISH_FLEET_FORM_COPY, FLEET_FORM_COPY)).toEqual([]);
    expect(englishLeftIn(COPY)).toEqual([]);
  });

  it('keeps the truth rules', () => {
    const failures = COPY.flatMap(({ source, text }) =>
      unkeptSpanishClaims(text, { sameDayVisits: true, certificationNamed: false }).map(
        (line) => `${source}: ${line}`,
      ),
    );
    expect(failures).toEqual([]);
    expect(staticCalibrationAwayFromShop(COPY, SERVICE_AREA.calibrationShop)).toEqual([]);
  });

  it('states no response time or payment terms, which the profile does not give yet', () => {
    const fleet = [
      ...COPY,
      ...stringsOf(SPANISH_SERVICES['fleet-services']),
      ...stringsOf(SPANISH_SERVICE_DETAILS['fleet-services']),
    ];
    const terms = fleet.filter(({ text }) =>
      /\b24\b|\b48\b|net-?30|\b30 días|\bneto\b|horas? de (?:la|su) solicitud/i.test(text),
    );
    expect(terms).toEqual([]);
  });
});
