/**
 * The Spanish message catalogue: every id of the English one (`en.ts`), written in the Spanish
 * Californian drivers speak, in the `usted` form (docs/decisions/spanish.md#catalogues). Typed
 * as a `Catalogue`, so a missing or unknown id is a type error.
 *
 * After editing run `npm run messages` (src/i18n/compiled/ is generated from this file).
 */
import type { Catalogue } from './en';
import { pagesEs } from './pages-es';
import { shellEs } from './shell-es';

export const es: Catalogue = {
  'language.switch': 'English',

  'shell.skipToContent': 'Ir al contenido principal',
  'shell.homeLabel': '{name}, inicio',
  'shell.quote': 'Cotización',
  'shell.callLabel': 'Llamar al {phone}',
  'shell.openMenu': 'Abrir menú',
  'shell.closeMenu': 'Cerrar menú',
  'shell.callNumber': 'Llame al {phone}',
  'shell.homeCrumb': 'Inicio',
  'shell.breadcrumb': 'Ruta de navegación',

  'landing.closingTitle': '¿Prefiere hablar con una persona?',
  'landing.closingText':
    'Llámenos y alguien de nuestro equipo contestará sus preguntas, revisará la cobertura de su seguro y le dará una cita a la hora que le convenga.',
  'landing.fleetClosingTitle': 'Hable con nuestro equipo de flotillas',
  'landing.fleetClosingText':
    'Llámenos para abrir una cuenta de flotilla, acordar tarifas y facturación, y programar la primera visita a su patio.',
  'landing.backToForm': 'Volver al formulario de cotización',

  'trust.rating':
    'Calificación de {rating, number} de 5 en {count, plural, one {# reseña de {source}} other {# reseñas de {source}}}',
  // The condition in the words of SPANISH_ZERO_WITH_GLASS_COVERAGE (src/content/es/claim-wording.ts).
  'trust.insurance':
    'Facturamos directamente a su aseguradora: $0 con cobertura completa de vidrios en la mayoría de las pólizas amplias (comprehensive); revisamos su póliza por usted',
  'trust.warranty':
    '{years, plural, =0 {Garantía de por vida en la mano de obra} one {Garantía de # año en la mano de obra} other {Garantía de # años en la mano de obra}}',
  'trust.since': 'Al servicio del Área de la Bahía desde {year}',
  'trust.fleetSpeed': 'Servicio para flotillas programado en un plazo de {from} a {to} horas',
  'trust.fleetBilling': 'Facturación consolidada con pago a {days} días',
  'trust.fleetInsurance': 'Flotillas aseguradas: facturamos directamente a su aseguradora',

  ...pagesEs,
  ...shellEs,
};
