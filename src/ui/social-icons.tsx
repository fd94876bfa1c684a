/**
 * The marks of the social networks the footer links to, from simple-icons (CC0), which
 * draws the brand marks lucide does not.
 */
import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from 'simple-icons';

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
