/**
 * The shared header: fixed; solid brand colour at the top of the page, translucent white
 * once the page has scrolled 10px. Desktop shows the links with the Services and
 * Locations dropdowns; below 1024px a toggle opens a menu that covers the screen below
 * the header with the same links (`mobile-menu.tsx`, its own chunk).
 */
import styled from '@emotion/styled';
import { Menu, Phone, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { LanguageSwitch } from './language-switch';
import { useQuoteHref } from './use-quote-href';
import { buttonStyle } from '@/ui/button';
import { mq } from '@/ui/theme/theme';
import { deferredIsland, ISLAND_ATTRIBUTE } from '@/hydration/deferred-island';
import { PhoneLink } from '@/ui/phone-link';
import { useLocale, useT } from '@/ui/messages';
import { useHrefInLocale } from '@/ui/use-href-in-locale';
import { INLINE_IN_SNAPSHOT } from '@/hydration/prerender';
import { scrollToElement } from './use-scroll-to-hash';

const SCROLLED_THRESHOLD_PX = 10;

/** The menu panel's chunk (mobile-menu.tsx says why it is one); importing twice is free. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

// The wide screen's links and dropdowns hydrate after the page, from their own chunk: their
// snapshot is plain links, and phones never show them (docs/decisions/first-paint.md#header-nav-island).
const DeferredDesktopNav = deferredIsland('desktop-nav', () =>
  import('./desktop-nav').then((module) => module.DesktopNav),
);

const Bar = styled.header<{ scrolled: boolean }>(({ theme, scrolled }) => ({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: theme.layer.header,
  height: theme.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  color: scrolled ? theme.color.fg : theme.color.fgOnBrand,
  background: scrolled ? theme.color.bgTranslucent : theme.color.bgBrand,
  backdropFilter: scrolled ? 'saturate(180%) blur(10px)' : 'none',
  boxShadow: scrolled ? theme.shadow.md : 'none',
  transition: `background ${theme.duration.normal}, color ${theme.duration.normal}`,
  [mq.reducedMotion]: { transition: 'none' },
}));

const Inner = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space[2],
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  [mq.md]: { paddingInline: theme.space[4] },
  // The desktop links' island wrapper takes no place of its own: the nav is the flex item.
  [`> [${ISLAND_ATTRIBUTE}]`]: { display: 'contents' },
}));

/**
 * The room the links and actions leave, as a container: the business name shows only where
 * it fits (docs/design.md#the-headers-business-name). Its width does not depend on the name,
 * so hiding the name cannot change it.
 */
const BrandSlot = styled.div({
  flex: '1 1 0',
  minWidth: 0,
  containerType: 'inline-size',
  containerName: 'brand',
});

/** Below this room (the mark, its gap and about 76 px of text) the mark alone stands for the name. */
const BRAND_NAME_MIN_ROOM = '7.5rem';

const Brand = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  maxWidth: '100%',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 800,
  // Three short lines at most on a phone, whatever the font (docs/design.md#the-headers-business-name).
  fontSize: theme.fontSize.sm,
  lineHeight: 1.2,
  [mq.sm]: { fontSize: theme.fontSize.md },
  img: { flexShrink: 0 },
  // From 1024 to 1279 px the wide links, the language switch, the quote button and the phone
  // number leave the name no room: it wrapped into five lines over the first link. There the
  // mark alone stands for it (the link keeps its accessible name); from 1280 px the name is
  // back beside it.
  '> span': { minWidth: 0, [mq.lg]: { display: 'none' }, [mq.xl]: { display: 'inline' } },
  // Wherever else the room is too narrow (a wide fallback font before Inter is cached, the
  // longer Spanish links, enlarged text), the mark stands alone rather than the name running
  // into the links or out of the bar.
  [`@container brand (max-width: ${BRAND_NAME_MIN_ROOM})`]: { '> span': { display: 'none' } },
  // The tagline only on tablets: phones have no room for it, and from the lg width the
  // desktop links take that room (it wrapped into a two-line 12px block there).
  small: {
    display: 'none',
    fontWeight: 500,
    fontSize: theme.fontSize.sm,
    opacity: 0.85,
    [mq.md]: { display: 'block' },
    [mq.lg]: { display: 'none' },
  },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  flexShrink: 0,
  a: { whiteSpace: 'nowrap' },
  '.header-phone-text': { display: 'none', [mq.sm]: { display: 'inline' } },
  '.header-quote': { display: 'none', [mq.sm]: { display: 'inline-flex' } },
}));

const MenuToggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.touchTarget,
  height: theme.touchTarget,
  border: '2px solid currentColor',
  borderRadius: theme.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  [mq.lg]: { display: 'none' },
}));

/**
 * The Contact link: scrolls to #contact on the home page, otherwise links to /#contact (the
 * home page of the page's language, once it has one).
 */
function useContactClick() {
  const { pathname } = useLocation();
  const localized = useHrefInLocale();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== localized(paths.home())) return;
    const contact = document.getElementById('contact');
    if (!contact) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', localized(paths.homeSection('contact')));
    scrollToElement(contact);
  };
}

export function SiteHeader() {
  const t = useT();
  const locale = useLocale();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const onContactClick = useContactClick();
  const quoteHref = useQuoteHref();
  const localized = useHrefInLocale();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  /** Tab and Shift+Tab cycle through the toggle and the menu's links while it is open. */
  const trapFocus = (event: KeyboardEvent) => {
    if (!menuOpen || event.key !== 'Tab') return;
    const focusable = [
      toggleRef.current,
      ...(panelRef.current?.querySelectorAll<HTMLElement>('a') ?? []),
    ].filter((element): element is HTMLElement => Boolean(element));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const lightSurface = scrolled || menuOpen;

  /** A link in the menu closes it, also when it leads to the page already shown. */
  const closeOnLinkClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (panelRef.current?.contains(target) && target.closest('a')) setMenuOpen(false);
  };

  return (
    // Tab is trapped and link clicks close the menu here; the links and the button inside handle
    // their own keys (no role of its own is needed).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={trapFocus} onClick={closeOnLinkClick}>
      <Bar scrolled={lightSurface} data-scrolled={scrolled ? 'true' : 'false'}>
        <Inner>
          <BrandSlot>
            <Brand
              to={localized(paths.home())}
              aria-label={t('shell.homeLabel', { name: businessProfile.name })}
            >
              {/* The favicon is the logo mark: one drawing, one file. */}
              <img src="/favicon.svg" width="36" height="36" alt="" {...INLINE_IN_SNAPSHOT} />
              <span>
                {businessProfile.name}
                {/* The owner's tagline is written in English only: a Spanish page leaves it out. */}
                {locale === 'en' && <small>{businessProfile.tagline}</small>}
              </span>
            </Brand>
          </BrandSlot>
          <DeferredDesktopNav />
          <Actions>
            <LanguageSwitch />
            <Link
              to={quoteHref}
              className="header-quote"
              css={buttonStyle(lightSurface ? 'secondary' : 'outlineOnDark', 'md')}
              onClick={() => trackEvent('quote_click', { placement: 'header' })}
            >
              {t('shell.quote')}
            </Link>
            <PhoneLink
              placement="header"
              variant="primary"
              aria-label={t('shell.callLabel', { phone: businessProfile.phone.display })}
            >
              <Phone size={18} aria-hidden="true" />
              <span className="header-phone-text">{businessProfile.phone.display}</span>
            </PhoneLink>
            <MenuToggle
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
              onPointerDown={loadMobileMenu}
              onFocus={loadMobileMenu}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </MenuToggle>
          </Actions>
        </Inner>
      </Bar>
      {menuOpen && (
        // No fallback: the chunk is usually preloaded by the time the button is released,
        // and the button's icon already shows the menu as open.
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            ref={panelRef}
            onContactClick={onContactClick}
            quoteHref={quoteHref}
            onClose={closeMenu}
          />
        </Suspense>
      )}
    </div>
  );
}
