/**
 * The services' names and one-line summaries in Spanish, apart from their long copy
 * (./services.ts), so the services index and the city pages, which show only these, do not
 * carry every service's details (docs/decisions/spanish.md#spanish-services-pages). The
 * names themselves come from ./service-names.ts, which the site shell's menus read.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import type { Service } from '../types';
import { SPANISH_SERVICE_NAMES } from './service-names';

export const SPANISH_SERVICES: Record<ServiceSlug, Pick<Service, 'title' | 'shortDescription'>> = {
  'windshield-replacement': {
    title: SPANISH_SERVICE_NAMES['windshield-replacement'],
    shortDescription:
      'Parabrisas OEM o equivalentes instalados en su casa o trabajo, con la cámara recalibrada cuando su auto lo necesita.',
  },
  'windshield-repairs': {
    title: SPANISH_SERVICE_NAMES['windshield-repairs'],
    shortDescription:
      'Astillas y grietas pequeñas rellenadas con resina en unos 30 minutos, antes de que se extiendan por el vidrio.',
  },
  'door-glass-replacement': {
    title: SPANISH_SERVICE_NAMES['door-glass-replacement'],
    shortDescription:
      'Ventanas laterales rotas reemplazadas, con el vidrio aspirado de la puerta y del interior, y el elevador de la ventana revisado.',
  },
  'back-glass-replacement': {
    title: SPANISH_SERVICE_NAMES['back-glass-replacement'],
    shortDescription:
      'Vidrios traseros (medallones) reemplazados, con la rejilla del desempañador y las conexiones de la antena funcionando otra vez.',
  },
  'adas-windshield-calibration': {
    title: SPANISH_SERVICE_NAMES['adas-windshield-calibration'],
    shortDescription:
      'Calibración estática y dinámica de las cámaras del asistente de carril y del frenado de emergencia después de cambiar el parabrisas.',
  },
  'mobile-service': {
    title: SPANISH_SERVICE_NAMES['mobile-service'],
    shortDescription:
      'Vamos a la entrada de su casa, su oficina o el estacionamiento en las ciudades del Área de la Bahía que atendemos, sin cargo por traslado.',
  },
  'fleet-services': {
    title: SPANISH_SERVICE_NAMES['fleet-services'],
    shortDescription:
      'Servicio de vidrios programado para vehículos de empresa, desde cinco camionetas hasta cientos, en su patio, su base o su obra.',
  },
};
