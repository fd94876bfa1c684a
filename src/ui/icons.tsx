/**
 * One icon set (lucide) for the interface. The social networks' marks, which lucide does
 * not draw, are in `social-icons.tsx`: only the footer needs them.
 */
import {
  CarFront,
  Hammer,
  PanelTop,
  ScanEye,
  Truck,
  Van,
  type LucideIcon,
  DoorOpen,
} from 'lucide-react';
import type { ServiceIconName } from '@/content/types';

const SERVICE_ICONS: Record<ServiceIconName, LucideIcon> = {
  windshield: CarFront,
  repair: Hammer,
  door: DoorOpen,
  'rear-window': PanelTop,
  calibration: ScanEye,
  van: Van,
  fleet: Truck,
};

export function ServiceIcon({ name, size = 28 }: { name: ServiceIconName; size?: number }) {
  const Icon = SERVICE_ICONS[name];
  return <Icon size={size} aria-hidden="true" strokeWidth={1.75} />;
}
