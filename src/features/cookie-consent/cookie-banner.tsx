/**
 * The cookie banner. It depends on the visitor's stored
 * choice, so it appears only after hydration, never in the prerendered snapshot; it is
 * fixed to the bottom of the screen, so it shifts no layout when it appears.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { MOBILE_BAR_HIDDEN_ATTRIBUTE } from '@/ui/lead-form-marker';
import { VisuallyHidden } from '@/ui/layout';
import { isPrerendering } from '@/hydration/prerender';
import { mq } from '@/ui/theme/theme';
import { useT } from '@/ui/messages';
import { useHrefInLocale } from '@/ui/use-href-in-locale';
import {
  closeForSession,
  readConsent,
  storeConsent,
  wasClosedThisSession,
  type ConsentChoice,
} from '@/lib/consent-storage';

/**
 * A slim bar, not a card: on a 390x844 phone it stays under 15% of the screen (two short
 * lines and one row of buttons), just above the sticky call bar (in its place while a form
 * hides the bar), so it never covers the call button or a form's first field (docs/decisions.md#cookie-banner-is-a-slim-bar).
 */
const Banner = styled.section(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.layer.cookieBanner,
  insetInline: 0,
  // Above the phone's sticky call bar, so neither covers the other's buttons; in the bar's
  // place while a lead form has hidden it, off the page's own call button.
  bottom: theme.layout.mobileBarHeight,
  [`body:has([${MOBILE_BAR_HIDDEN_ATTRIBUTE}]) &`]: { bottom: 0 },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space[0.5]} ${theme.space[1]}`,
  padding: `${theme.space[1]} ${theme.space[1.5]}`,
  background: theme.color.bg,
  color: theme.color.fg,
  borderTop: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.up,
  [mq.lg]: {
    bottom: theme.space[2],
    // No bar on wide screens: the rule above must not reach here.
    [`body:has([${MOBILE_BAR_HIDDEN_ATTRIBUTE}]) &`]: { bottom: theme.space[2] },
    insetInline: 'auto',
    right: theme.space[2],
    maxWidth: theme.measure.sm,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.lg,
  },
  p: {
    flex: '1 1 16rem',
    margin: 0,
    fontSize: theme.fontSize.sm,
    lineHeight: 1.4,
  },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: theme.space[1],
}));

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const localized = useHrefInLocale();

  useEffect(() => {
    // Never part of a snapshot: the choice belongs to each visitor (crawl trap 6).
    if (isPrerendering()) return;
    setVisible(readConsent() === null && !wasClosedThisSession());
  }, []);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setVisible(false);
  };

  return (
    <Banner aria-labelledby="cookie-banner-title" role="region">
      <VisuallyHidden as="h2" id="cookie-banner-title">
        {t('cookies.title')}
      </VisuallyHidden>
      <p>
        {t('cookies.text')}{' '}
        <Link to={localized(paths.privacyPolicy())}>{t('cookies.privacyPolicy')}</Link>
      </p>
      <Actions>
        <Button variant="secondary" onClick={() => choose('accepted')}>
          {t('cookies.accept')}
        </Button>
        <Button variant="outline" onClick={() => choose('declined')}>
          {t('cookies.decline')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('cookies.close')}
          onClick={() => {
            closeForSession();
            setVisible(false);
          }}
        >
          <X size={18} aria-hidden="true" />
        </Button>
      </Actions>
    </Banner>
  );
}
