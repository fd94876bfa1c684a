/**
 * One icon set (lucide) for the interface. The social networks' marks, which lucide does
 * not draw, are in `social-icons.tsx`: only the footer needs them.
 */
import styled from '@emotion/styled';
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

/**
 * Wraps an icon that sits in a line of text (a heading, a link): the icon's bottom 3px below
 * the baseline, which centres a 16–20px lucide icon on the letters. `leading`: the icon comes
 * before the text, one spacing step from it.
 */
export const InlineIcon = styled.span<{ leading?: boolean }>(({ theme, leading = false }) => ({
  svg: { verticalAlign: '-3px' },
  ...(leading && { marginRight: theme.space[1] }),
}));
