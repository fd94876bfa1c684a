/**
 * The quote's choices by value (src/domain/quote.ts), in each language: one wording, which the
 * quote flow shows (`quote.choice.*`, the quote part) and the receipt e-mail repeats
 * (`choice.*`, src/i18n/messages/email). Both catalogues spread these in under their own
 * prefix, so the visitor reads the same words on the page and in the e-mail
 * (docs/decisions/spanish.md#the-quote-flow-in-spanish). The English words are the domain's
 * own, held equal by quote-messages.test.ts.
 */
export const quoteChoicesEn = {
  'vehicleClass.car': 'Car: sedan, hatchback, coupe or wagon',
  'vehicleClass.suv': 'SUV, crossover or minivan',
  'vehicleClass.truck': 'Pickup or van',
  'glass.windshield': 'Windshield replacement',
  'glass.chip': 'Chip or small crack repair',
  'glass.door': 'Door window',
  'glass.back': 'Back glass',
  'door.front-left': 'Front, driver side',
  'door.front-right': 'Front, passenger side',
  'door.rear-left': 'Rear, driver side',
  'door.rear-right': 'Rear, passenger side',
  'feature.forwardCamera': 'Camera behind the mirror',
  'feature.rainSensor': 'Rain sensor',
  'feature.heatedArea': 'Heated glass',
  'feature.headUpDisplay': 'Head-up display',
  'answer.yes': 'Yes',
  'answer.no': 'No',
  'answer.unsure': 'Not sure',
  'payment.self': 'I will pay myself',
  'payment.insurance': 'My insurance will pay',
} as const;

export type QuoteChoiceId = keyof typeof quoteChoicesEn;

/**
 * In the house vocabulary: «vidrio», not «cristal»; «carro», not «auto»; «astilla» for a chip;
 * «vidrio trasero» for the back glass. "Not sure" is not here: the flow lets the visitor answer
 * for themself («No estoy seguro»), the receipt speaks to them («No está seguro»), so each
 * catalogue words it.
 */
export const quoteChoicesEs: Record<Exclude<QuoteChoiceId, 'answer.unsure'>, string> = {
  'vehicleClass.car': 'Carro: sedán, hatchback, cupé o station wagon',
  'vehicleClass.suv': 'SUV, crossover o minivan',
  'vehicleClass.truck': 'Camioneta pickup o van',
  'glass.windshield': 'Reemplazo del parabrisas',
  'glass.chip': 'Reparación de una astilla o una grieta pequeña',
  'glass.door': 'Vidrio de la puerta',
  'glass.back': 'Vidrio trasero',
  'door.front-left': 'Delantera, lado del conductor',
  'door.front-right': 'Delantera, lado del pasajero',
  'door.rear-left': 'Trasera, lado del conductor',
  'door.rear-right': 'Trasera, lado del pasajero',
  'feature.forwardCamera': 'Cámara detrás del espejo',
  'feature.rainSensor': 'Sensor de lluvia',
  'feature.heatedArea': 'Vidrio con calefacción',
  'feature.headUpDisplay': 'Pantalla proyectada en el parabrisas (head-up display)',
  'answer.yes': 'Sí',
  'answer.no': 'No',
  'payment.self': 'Pago yo',
  'payment.insurance': 'Paga mi seguro',
};

/** `words` with each id under `prefix` ('glass.chip' → 'quote.choice.glass.chip'). */
export function underPrefix<Prefix extends string, Words extends Record<string, string>>(
  prefix: Prefix,
  words: Words,
): { [Id in keyof Words & string as `${Prefix}${Id}`]: Words[Id] } {
  return Object.fromEntries(
    Object.entries(words).map(([id, text]) => [`${prefix}${id}`, text]),
  ) as { [Id in keyof Words & string as `${Prefix}${Id}`]: Words[Id] };
}
