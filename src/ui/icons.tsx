/**
 * One icon set (lucide) for the interface, plus simple-icons (CC0) for the brand marks
 * of social networks that lucide does not draw.
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
import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import type { ServiceIconName } from '@/content/types';

export const SERVICE_ICONS: Record<ServiceIconName, LucideIcon> = {
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

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube';

const SOCIAL_ICONS: Record<SocialNetwork, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={SOCIAL_ICONS[network].path} />
    </svg>
  );
}
