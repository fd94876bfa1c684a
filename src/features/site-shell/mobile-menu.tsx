/**
 * The phone menu's panel: the header's links, covering the screen below the header.
 * Its own chunk, loaded when the visitor first reaches for the menu button (the header
 * preloads it on pointer-down and focus), so the home page's first-load JavaScript does
 * not carry a panel most visits never open (docs/decisions.md#phone-layout-and-the-layout-suite).
 * Rendered beside the header, not inside it: the header's `backdrop-filter` makes it the
 * containing block of any fixed descendant, which once squeezed the menu into a 33px strip.
 */
import styled from '@emotion/styled';
import { useEffect, type MouseEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { trackEvent } from '@/lib/analytics';
import { paths } from '@/config/paths';
import { mq } from '@/ui/theme/theme';
import { useT } from '@/ui/messages';
import { useHrefInLocale } from '@/ui/use-href-in-locale';
import { useNavItems } from './nav-items';

const MobilePanel = styled.nav(({ theme }) => ({
  position: 'fixed',
  top: theme.layout.headerHeight,
  insetInline: 0,
  bottom: 0,
  zIndex: theme.layer.mobileMenu,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: theme.color.bg,
  color: theme.color.fg,
  padding: theme.space[2],
  borderTop: `1px solid ${theme.color.border}`,
  [mq.lg]: { display: 'none' },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  a: {
    display: 'flex',
    alignItems: 'center',
    minHeight: theme.touchTarget,
    color: theme.color.fg,
    textDecoration: 'none',
    fontWeight: 600,
  },
  'ul ul a': { fontWeight: 400, paddingLeft: theme.space[2], color: theme.color.fgMuted },
  h2: {
    margin: `${theme.space[2]} 0 0`,
    fontSize: theme.fontSize.sm,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: theme.color.fgMuted,
  },
}));

export interface MobileMenuProps {
  id: string;
  /** Scrolls to the home page's contact section when it is on screen. */
  onContactClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The quote page, preset for the page on screen (src/config/quote-link.ts). */
  quoteHref: string;
  /** Closes the menu (Escape); the header puts focus back on its button. */
  onClose: () => void;
  ref: Ref<HTMLElement>;
}

export default function MobileMenu({
  id,
  onContactClick,
  quoteHref,
  onClose,
  ref,
}: MobileMenuProps) {
  const t = useT();
  const localized = useHrefInLocale();
  const { services, counties } = useNavItems();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    // The page behind an open menu does not scroll, and focus starts on its first link.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.getElementById(id)?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [id, onClose]);

  return (
    <MobilePanel id={id} aria-label={t('shell.nav.label')} ref={ref}>
      <ul>
        <li>
          <Link to={localized(paths.home())}>{t('shell.nav.home')}</Link>
        </li>
        <li>
          <h2 id="mobile-services">{t('shell.nav.services')}</h2>
          <ul aria-labelledby="mobile-services">
            {services.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to={localized(paths.services())}>{t('shell.nav.allServices')}</Link>
            </li>
          </ul>
        </li>
        <li>
          <Link to={localized(paths.homeSection('about'))}>{t('shell.nav.about')}</Link>
        </li>
        <li>
          <h2 id="mobile-locations">{t('locations.name')}</h2>
          <ul aria-labelledby="mobile-locations">
            {counties.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to={localized(paths.locations())}>{t('shell.nav.allLocations')}</Link>
            </li>
          </ul>
        </li>
        <li>
          <Link to={localized(paths.blog())}>{t('shell.nav.blog')}</Link>
        </li>
        <li>
          <Link to={localized(paths.homeSection('contact'))} onClick={onContactClick}>
            {t('shell.nav.contact')}
          </Link>
        </li>
        <li>
          <Link to={localized(paths.warranty())}>{t('shell.nav.warranty')}</Link>
        </li>
        <li>
          <Link
            to={quoteHref}
            onClick={() => trackEvent('quote_click', { placement: 'mobile-menu' })}
          >
            {t('page.freeQuote')}
          </Link>
        </li>
      </ul>
    </MobilePanel>
  );
}
