/**
 * The fleet form's words in Spanish (src/content/fleet-form.ts has the English), key for key.
 * Apart from the fleet page's copy (./fleet.ts), so that a Spanish page with the lead form
 * carries these few words and not the whole page (docs/decisions/spanish.md#the-fleet-form-in-spanish).
 * Like the Spanish fleet page, they leave out the scheduling time and the payment terms the
 * English next steps take from the profile: the call sets them with the fleet manager.
 */
import type { FleetFormCopy } from '../fleet-form';

export const SPANISH_FLEET_FORM_COPY: FleetFormCopy = {
  formName: 'Solicitud de servicio para flotas',
  submit: 'Solicitar servicio para flotas',
  companyLabel: 'Nombre de la empresa',
  fleetSizeLabel: 'Tamaño de la flota',
  fleetSizePlaceholder: 'Número de vehículos',
  fleetSizes: {
    '1-4': 'De 1 a 4 vehículos',
    '5-10': 'De 5 a 10 vehículos',
    '11-50': 'De 11 a 50 vehículos',
    '51-200': 'De 51 a 200 vehículos',
    '201+': 'Más de 200 vehículos',
  },
  messageLabel: 'Vehículos, ubicaciones o daños que quiera reportar (opcional)',
  nextSteps:
    'Qué sigue: le llamamos en horario de atención para abrir la cuenta de su flota y acordar tarifas y facturación, y programamos la primera visita a su patio.',
};
