/** The hero's 'Call For Service' button of the brand and model pages. */
import { Phone } from 'lucide-react';
import { PhoneLink } from '@/ui/phone-link';

export function HeroCallLink({ placement }: { placement: string }) {
  return (
    <PhoneLink placement={placement} variant="primary" size="lg">
      <Phone size={20} aria-hidden="true" />
      Call For Service
    </PhoneLink>
  );
}
