/**
 * A header dropdown in the disclosure pattern: a button with aria-expanded that shows a
 * list of links. Opens on hover (after 200 ms; at once when another dropdown closed less
 * than 300 ms ago), closes 150 ms after the pointer leaves.
 * Keyboard: Enter/Space toggle, ArrowDown opens and focuses the first link, arrows move,
 * Escape closes and returns focus to the button, Tab away closes.
 */
import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { mq } from '@/ui/theme/theme';
import type { NavItem } from './nav-items';

const HOVER_OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
const CLOSE_DELAY_MS = 150;

/** Shared by all dropdowns, for the skip delay. */
let lastClosedAt = 0;

const Wrapper = styled.div({ position: 'relative' });

const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[0.5],
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space[1]}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: theme.radius.sm,
  // Never squeezed away when the nav is tight (a wider fallback font before Inter applies).
  svg: { flexShrink: 0, transition: `transform ${theme.duration.fast}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  [mq.reducedMotion]: { svg: { transition: 'none' } },
}));

/** Wide enough for the longest service name on one line, so the menu never wraps. */
const PANEL_MIN_WIDTH = 260;

const Panel = styled.ul(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: theme.layer.dropdown,
  minWidth: PANEL_MIN_WIDTH,
  margin: 0,
  padding: theme.space[1],
  listStyle: 'none',
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.lg,
  a: {
    display: 'block',
    padding: `${theme.space[1]} ${theme.space[1.5]}`,
    borderRadius: theme.radius.sm,
    color: theme.color.fg,
    textDecoration: 'none',
    fontWeight: 500,
    '&:hover, &:focus-visible': { background: theme.color.bgBrandSoft, color: theme.color.brand },
  },
  'li.nav-dropdown-footer': {
    borderTop: `1px solid ${theme.color.border}`,
    marginTop: theme.space[0.5],
    paddingTop: theme.space[0.5],
    a: { color: theme.color.link, fontWeight: 700 },
  },
}));

export function NavDropdown({
  panelId,
  label,
  items,
  footerItem,
}: {
  /**
   * The panel's id, unique on the page, from the caller: React's useId depends on render
   * order, and two crawls of one page must write the same HTML
   * (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable).
   */
  panelId: string;
  label: string;
  items: NavItem[];
  footerItem?: NavItem;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  const links = () =>
    Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onPointerEnter = () => {
    window.clearTimeout(timer.current);
    if (open) return;
    const skip = Date.now() - lastClosedAt < SKIP_DELAY_MS;
    timer.current = window.setTimeout(() => setOpen(true), skip ? 0 : HOVER_OPEN_DELAY_MS);
  };

  const onPointerLeave = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      window.setTimeout(() => focusLink(0));
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(-1);
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    }
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      <Panel id={panelId} hidden={!open} onKeyDown={onPanelKeyDown}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
        {footerItem && (
          <li className="nav-dropdown-footer">
            <Link to={footerItem.to} onClick={close}>
              {footerItem.label}
            </Link>
          </li>
        )}
      </Panel>
    </Wrapper>
  );
}
