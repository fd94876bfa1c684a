/**
 * The cookie banner. It depends on the visitor's stored
 * choice, so it appears only after hydration, never in the prerendered snapshot; it is
 * fixed to the bottom of the screen, so it shifts no layout when it appears.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from '@/ui/button';
import { isPrerendering } from '@/ui/prerender';
import { mq } from '@/ui/theme/theme';
import {
  closeForSession,
  readConsent,
  storeConsent,
  wasClosedThisSession,
  type ConsentChoice,
} from '@/lib/consent-storage';

const Banner = styled.section(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.layer.cookieBanner,
  insetInline: theme.space[1],
  // Above the phone's sticky call bar, so neither covers the other's buttons.
  bottom: `calc(${theme.layout.mobileBarHeight} + ${theme.space[1]})`,
  maxWidth: theme.measure.sm,
  marginInline: 'auto',
  padding: theme.space[2],
  background: theme.color.bg,
  color: theme.color.fg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.lg,
  [mq.lg]: { bottom: theme.space[2], insetInline: 'auto', right: theme.space[2] },
  h2: { margin: 0, fontSize: theme.fontSize.lg },
  p: {
    margin: `${theme.space[1]} 0 ${theme.space[2]}`,
    fontSize: theme.fontSize.sm,
    lineHeight: 1.5,
  },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[1],
}));

export function CookieBanner() {
  const [visible, setVisible] = useState(false);

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
      <h2 id="cookie-banner-title">Cookies and privacy</h2>
      <p>
        We use cookies to measure which pages help drivers find us. Analytics run only if you choose
        Accept All. Read our <Link to={paths.privacyPolicy()}>privacy policy</Link>.
      </p>
      <Actions>
        <Button variant="secondary" onClick={() => choose('accepted')}>
          Accept All
        </Button>
        <Button variant="outline" onClick={() => choose('declined')}>
          Decline
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            closeForSession();
            setVisible(false);
          }}
        >
          Close
        </Button>
      </Actions>
    </Banner>
  );
}
