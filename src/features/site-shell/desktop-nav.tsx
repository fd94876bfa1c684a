/**
 * The header's links on wide screens, with the Services and Locations dropdowns. A deferred
 * island of the header (site-header.tsx): until its chunk loads, its snapshot's links work as
 * plain links.
 */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mq } from '@/ui/theme/theme';
import { useT } from '@/ui/messages';
import { useHrefInLocale } from '@/ui/use-href-in-locale';
import { NavDropdown } from './nav-dropdown';
import { useNavItems } from './nav-items';

const Nav = styled.nav(({ theme }) => ({
  display: 'none',
  [mq.lg]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[0.5],
    '> a': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: theme.touchTarget,
      padding: `0 ${theme.space[1]}`,
      color: 'inherit',
      fontWeight: 600,
      textDecoration: 'none',
      borderRadius: theme.radius.sm,
      '&:hover': { textDecoration: 'underline' },
    },
    // From 1024 to 1279 px the row has no room for it (the phone number went off screen with
    // the system font): the logo beside it is the link home there. Back from 1280 px.
    '> a[data-nav-home]': { display: 'none' },
  },
  [mq.xl]: { '> a[data-nav-home]': { display: 'inline-flex' } },
}));

export function DesktopNav() {
  const t = useT();
  const localized = useHrefInLocale();
  const { services, counties } = useNavItems();
  return (
    <Nav aria-label={t('shell.nav.label')}>
      <Link to={localized(paths.home())} data-nav-home>
        {t('shell.nav.home')}
      </Link>
      <NavDropdown
        panelId="nav-services-menu"
        label={t('shell.nav.services')}
        items={services}
        footerItem={{ label: t('shell.nav.allServices'), to: localized(paths.services()) }}
      />
      <Link to={localized(paths.homeSection('about'))}>{t('shell.nav.about')}</Link>
      <NavDropdown
        panelId="nav-locations-menu"
        label={t('shell.nav.locations')}
        items={counties}
        footerItem={{ label: t('shell.nav.allLocations'), to: localized(paths.locations()) }}
      />
      <Link to={localized(paths.blog())}>{t('shell.nav.blog')}</Link>
      <Link to={localized(paths.homeSection('contact'))}>{t('shell.nav.contact')}</Link>
      <Link to={localized(paths.warranty())}>{t('shell.nav.warranty')}</Link>
    </Nav>
  );
}
