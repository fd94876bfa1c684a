/**
 * The header's links on wide screens, with the Services and Locations dropdowns. A deferred
 * island of the header (site-header.tsx): until its chunk loads, its snapshot's links work as
 * plain links.
 */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mq } from '@/ui/theme/theme';
import { NavDropdown } from './nav-dropdown';
import { COUNTY_ITEMS, SERVICE_ITEMS } from './nav-items';

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
  },
}));

export function DesktopNav() {
  return (
    <Nav aria-label="Main">
      <Link to={paths.home()}>Home</Link>
      <NavDropdown
        label="Services"
        items={SERVICE_ITEMS}
        footerItem={{ label: 'View All Services', to: paths.services() }}
      />
      <Link to={paths.homeSection('about')}>About</Link>
      <NavDropdown
        label="Locations"
        items={COUNTY_ITEMS}
        footerItem={{ label: 'All Locations', to: paths.locations() }}
      />
      <Link to={paths.blog()}>Blog</Link>
      <Link to={paths.homeSection('contact')}>Contact</Link>
      <Link to={paths.warranty()}>Warranty</Link>
    </Nav>
  );
}
