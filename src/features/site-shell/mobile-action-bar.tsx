/**
 * On phones and tablets, a slim bar fixed to the bottom of every page with 'Call' and
 * 'Free Quote', so calling is always one tap away. It hides while a lead form is on
 * screen (forms mark themselves with `data-lead-form`).
 */
import styled from '@emotion/styled';
import { MessageSquareText, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuoteHref } from './use-quote-href';
import type { MobileBarOptions } from '@/config/route-handle';
import { trackEvent } from '@/lib/analytics';
import { ButtonLink } from '@/ui/button';
import {
  LEAD_FORM_ATTRIBUTE,
  LEAD_FORM_SHOWN_EVENT,
  MOBILE_BAR_HIDDEN_ATTRIBUTE,
} from '@/ui/lead-form-marker';
import { mq } from '@/ui/theme/theme';
import { PhoneLink } from '@/ui/phone-link';
import { isPrerendering } from '@/hydration/prerender';
import { useT } from '@/ui/messages';

const Bar = styled.nav<{ hiddenByForm: boolean; columns: 1 | 2 }>(
  ({ theme, hiddenByForm, columns }) => ({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: theme.layer.stickyBar,
    height: theme.layout.mobileBarHeight,
    display: 'grid',
    gridTemplateColumns: columns === 2 ? '1fr 1fr' : '1fr',
    gap: theme.space[1],
    padding: `${theme.space[1]} ${theme.space[2]}`,
    background: theme.color.bg,
    borderTop: `1px solid ${theme.color.border}`,
    boxShadow: theme.shadow.up,
    transform: hiddenByForm ? 'translateY(100%)' : 'none',
    visibility: hiddenByForm ? 'hidden' : 'visible',
    transition: `transform ${theme.duration.normal}, visibility ${theme.duration.normal}`,
    [mq.lg]: { display: 'none' },
    [mq.reducedMotion]: { transition: 'none' },
  }),
);

function useLeadFormOnScreen(): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const { pathname } = useLocation();
  // A form that opens later (the quote flow) announces itself, and the bar looks again.
  const [formsShown, setFormsShown] = useState(0);
  useEffect(() => {
    const onShown = () => setFormsShown((count) => count + 1);
    window.addEventListener(LEAD_FORM_SHOWN_EVENT, onShown);
    return () => window.removeEventListener(LEAD_FORM_SHOWN_EVENT, onShown);
  }, []);
  useEffect(() => {
    const forms = document.querySelectorAll(`[${LEAD_FORM_ATTRIBUTE}]`);
    // Not in the crawl: what is on screen depends on the crawl's viewport and on which of its
    // tabs is visible, so a snapshot would keep the bar hidden or not by chance
    // (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable).
    if (isPrerendering() || forms.length === 0 || typeof IntersectionObserver === 'undefined') {
      setOnScreen(false);
      return;
    }
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setOnScreen(visible.size > 0);
    });
    forms.forEach((form) => observer.observe(form));
    return () => observer.disconnect();
  }, [pathname, formsShown]);
  return onScreen;
}

export function MobileActionBar({ quoteTo, quote = true }: MobileBarOptions) {
  const hidden = useLeadFormOnScreen();
  const pageQuoteHref = useQuoteHref();
  const t = useT();
  return (
    <Bar
      aria-label={t('shell.bar.label')}
      hiddenByForm={hidden}
      columns={quote ? 2 : 1}
      {...{ [MOBILE_BAR_HIDDEN_ATTRIBUTE]: hidden ? 'true' : undefined }}
    >
      {/* The page's own number (page-phone.tsx): the flyers' on /qr. */}
      <PhoneLink placement="mobile-bar" variant="secondary">
        <Phone size={18} aria-hidden="true" />
        {t('shell.bar.call')}
      </PhoneLink>
      {quote && (
        <ButtonLink
          to={quoteTo ?? pageQuoteHref}
          variant="primary"
          onClick={() => trackEvent('quote_click', { placement: 'mobile-bar' })}
        >
          <MessageSquareText size={18} aria-hidden="true" />
          {t('shell.bar.quote')}
        </ButtonLink>
      )}
    </Bar>
  );
}
