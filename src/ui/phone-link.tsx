import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { businessProfile, type PhoneNumber } from '@/content/business-profile';
import { trackEvent } from '@/lib/analytics';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './button';

/** A click-to-call link that records a `phone_click` (when analytics are allowed). */
export function PhoneLink({
  phone = businessProfile.phone,
  children,
  placement,
  variant,
  size = 'md',
  ...props
}: {
  phone?: PhoneNumber;
  children?: ReactNode;
  /** Where on the page, for analytics: 'header', 'hero', 'footer'… */
  placement: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
} & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a
      href={`tel:${phone.e164}`}
      css={variant ? buttonStyle(variant, size) : undefined}
      onClick={() => trackEvent('phone_click', { placement })}
      {...props}
    >
      {children ?? phone.display}
    </a>
  );
}
