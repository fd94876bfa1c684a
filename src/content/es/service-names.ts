/**
 * The name of each service in Spanish, and nothing else: the site shell's menus and footer
 * name the services on every Spanish page, so they read this light module rather than the
 * service pages' copy (`./service-titles.ts`, whose titles come from here: one source).
 * docs/decisions/spanish.md#the-shell-in-spanish
 */
import type { ServiceSlug } from '@/domain/service-slugs';

export const SPANISH_SERVICE_NAMES: Record<ServiceSlug, string> = {
  'windshield-replacement': 'Reemplazo de parabrisas',
  'windshield-repairs': 'Reparación de parabrisas',
  'door-glass-replacement': 'Reemplazo de vidrio de puerta',
  'back-glass-replacement': 'Reemplazo de vidrio trasero',
  'adas-windshield-calibration': 'Calibración ADAS del parabrisas',
  'mobile-service': 'Servicio móvil',
  'fleet-services': 'Servicios para flotas',
};
