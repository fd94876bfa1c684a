/**
 * Buttons and button-styled links. Variants: `primary` (the warm accent, reserved for
 * the main call to action), `secondary` (brand), `outline`, `outlineOnDark`, `ghost`.
 */
import { css, type Theme } from '@emotion/react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mq } from './theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outlineOnDark' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export const buttonStyle = (variant: ButtonVariant, size: ButtonSize) => (theme: Theme) => {
  const variants = {
    primary: {
      background: theme.color.accent,
      color: theme.color.fgOnAccent,
      borderColor: theme.color.accent,
      '&:hover': { background: theme.color.accentHover, borderColor: theme.color.accentHover },
    },
    secondary: {
      background: theme.color.brand,
      color: theme.color.fgOnBrand,
      borderColor: theme.color.brand,
      '&:hover': { background: theme.color.brandHover, borderColor: theme.color.brandHover },
    },
    outline: {
      background: 'transparent',
      color: theme.color.brand,
      borderColor: theme.color.brand,
      '&:hover': { background: theme.color.bgBrandSoft },
    },
    outlineOnDark: {
      background: 'transparent',
      color: theme.color.fgOnBrand,
      borderColor: theme.color.borderOnBrandStrong,
      '&:hover': { background: theme.color.bgOnBrandSubtle },
    },
    ghost: {
      background: 'transparent',
      color: theme.color.link,
      borderColor: 'transparent',
      '&:hover': { background: theme.color.bgBrandSoft },
    },
  } as const;
  return css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[1],
    minHeight: size === 'lg' ? theme.size.controlLg : theme.touchTarget,
    paddingInline: size === 'lg' ? theme.space[3] : theme.space[2],
    border: '2px solid',
    borderRadius: theme.radius.pill,
    font: 'inherit',
    fontSize: size === 'lg' ? theme.fontSize.lg : theme.fontSize.md,
    fontWeight: 700,
    lineHeight: 1.2,
    // A long label ("Call Now: (510) 555-0142" in a large button) wraps on a narrow phone
    // rather than widening the page.
    maxWidth: '100%',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${theme.duration.fast}, border-color ${theme.duration.fast}`,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    svg: { flexShrink: 0 },
    [mq.reducedMotion]: { transition: 'none' },
    ...variants[variant],
  });
};

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...props
}: StyleProps & ComponentPropsWithoutRef<'button'>) {
  return <button type={type} css={buttonStyle(variant, size)} {...props} />;
}

/** A link that looks like a button: router links for site paths, plain anchors for tel:/mailto:. */
export function ButtonLink({
  to,
  variant = 'primary',
  size = 'md',
  children,
  ...props
}: StyleProps & { to: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  if (/^(tel:|mailto:|https?:)/.test(to)) {
    return (
      <a href={to} css={buttonStyle(variant, size)} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} css={buttonStyle(variant, size)} {...props}>
      {children}
    </Link>
  );
}
