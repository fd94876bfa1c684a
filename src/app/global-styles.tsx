import { Global, css, useTheme } from '@emotion/react';
import { mq } from '@/ui/theme/theme';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css({
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: {
          WebkitTextSizeAdjust: '100%',
          scrollPaddingTop: theme.layout.headerHeight,
        },
        body: {
          margin: 0,
          fontFamily: theme.fontFamily.sans,
          fontSize: theme.fontSize.md,
          lineHeight: 1.6,
          color: theme.color.fg,
          background: theme.color.bg,
          WebkitFontSmoothing: 'antialiased',
          overflowX: 'hidden',
        },
        'h1, h2, h3, h4': { lineHeight: 1.2, fontWeight: 800, letterSpacing: '-0.01em' },
        a: { color: theme.color.link, textUnderlineOffset: '0.15em' },
        'img, svg': { maxWidth: '100%' },
        img: { height: 'auto' },
        ':focus-visible': {
          outline: `3px solid ${theme.color.focusRing}`,
          outlineOffset: 2,
        },
        '.skip-link': {
          position: 'absolute',
          left: theme.space[2],
          top: -100,
          zIndex: 100,
          padding: theme.space[1.5],
          background: theme.color.bg,
          color: theme.color.brand,
          fontWeight: 700,
          '&:focus': { top: theme.space[1] },
        },
        [mq.reducedMotion]: {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important' as 'auto',
          },
        },
      })}
    />
  );
}
