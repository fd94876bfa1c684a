import { Phone } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { PhoneNumber } from '@/content/business-profile';
import { CALL_PLACEMENT_ATTRIBUTE, trackEvent } from '@/lib/analytics';
import { telHref } from '@/domain/contact-links';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './button';
import { useT } from './messages';
import { usePagePhone } from './page-phone';

/**
 * A click-to-call link that records a `phone_click` (when analytics are allowed). It dials
 * the page's number (`page-phone.tsx`) unless given another.
 */
export function PhoneLink({
  phone,
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
  const pagePhone = usePagePhone();
  const number = phone ?? pagePhone;
  return (
    <a
      href={telHref(number.e164)}
      css={variant ? buttonStyle(variant, size) : undefined}
      onClick={() => trackEvent('phone_click', { placement })}
      {...{ [CALL_PLACEMENT_ATTRIBUTE]: placement }}
      {...props}
    >
      {children ?? number.display}
    </a>
  );
}

/**
 * A call button whose label names the number it dials ("Call (510) 555-0142", or
 * "Call Now: (510) 555-0142" with `label="Call Now"`), so a label can never show one
 * number while the link dials another.
 */
export function CallButton({
  label,
  placement,
  variant = 'primary',
  size = 'lg',
  phone,
  iconSize = 20,
}: {
  /** Words before the number; without them the button reads "Call {number}" in the page's language. */
  label?: string;
  placement: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  phone?: PhoneNumber;
  iconSize?: number;
}) {
  const pagePhone = usePagePhone();
  const t = useT();
  const number = phone ?? pagePhone;
  return (
    <PhoneLink placement={placement} variant={variant} size={size} phone={number}>
      <Phone size={iconSize} aria-hidden="true" />
      {label ? (
        <>
          {`${label}: `}
          {/* A long label wraps before the number, never inside it. */}
          <span css={{ whiteSpace: 'nowrap' }}>{number.display}</span>
        </>
      ) : (
        t('shell.callNumber', { phone: number.display })
      )}
    </PhoneLink>
  );
}
