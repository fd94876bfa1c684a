import { unkeptSpanishClaims } from './truth-rules';

const DEMO = { sameDayVisits: true, certificationNamed: false };

describe('the Spanish truth rules', () => {
  it.each([
    // A speed promise without its condition, or as a statistic, or guaranteed.
    'Vamos a su casa el mismo día.',
    'Citas el mismo día o al día siguiente en San José.',
    'La mayoría de las citas son el mismo día o el siguiente.',
    'Normalmente vamos el mismo día, cuando hay lugar.',
    'Garantizamos el mismo día.',
    'Le respondemos en menos de una hora.',
    // Place: static calibration is done at the shop.
    'Calibramos en cualquier parte del Área de la Bahía.',
    // "$0" without the glass-coverage condition.
    'El deducible es de $0.',
    '$0 con su seguro.',
    // A discount without "nunca reduce su deducible" (California Penal Code 551).
    'Le damos $50 de descuento en su deducible.',
    // No certification in the profile.
    'Técnicos certificados.',
  ])('fails %j', (sentence) => {
    expect(unkeptSpanishClaims(`Cotización gratis.\n${sentence}\nLlámenos.`, DEMO)).toEqual([
      sentence,
    ]);
  });

  it.each([
    'A menudo hay citas para el mismo día o el día siguiente, aunque no están garantizadas.',
    'Vamos a su casa, a menudo el mismo día o el siguiente.',
    'Hay citas el mismo día si hay lugar en la agenda.',
    'El mismo día no está garantizado.',
    'Calibramos la cámara el mismo día que el reemplazo.',
    'Deje la cinta puesta hasta el día siguiente.',
    'Una reparación toma unos 30 minutos.',
    'El deducible es de $0 con cobertura completa de vidrios en la mayoría de las pólizas amplias (comprehensive); revisamos su póliza por usted.',
    'Le damos $50 de descuento en trabajos que paga usted; nunca reduce su deducible.',
  ])('passes %j', (sentence) => {
    expect(unkeptSpanishClaims(sentence, DEMO)).toEqual([]);
  });

  it('names no same-day visit at all when the profile has no same-day cut-off', () => {
    const sentence = 'A menudo hay citas para el mismo día, aunque no están garantizadas.';
    expect(unkeptSpanishClaims(sentence, { ...DEMO, sameDayVisits: false })).toEqual([sentence]);
  });

  it('allows "certificado" only when the profile names a certification', () => {
    const sentence = 'Técnicos certificados por el Auto Glass Safety Council.';
    expect(unkeptSpanishClaims(sentence, { ...DEMO, certificationNamed: true })).toEqual([]);
  });
});
