import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {useLocation} from '@docusaurus/router';

import {createMenuController, createMenuGroup, isCompactMenu, nextMenuIndex} from '../lib/menu';
import {useDismiss} from './useDismiss';

/** All top-nav menus share one group, so the skip delay spans them. */
const navGroup = createMenuGroup();

function menuLinks(menu: HTMLElement | null): HTMLElement[] {
  return menu
    ? Array.from(menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'))
    : [];
}

export interface NavMenu {
  open: boolean;
  compact: boolean;
  rootProps: {
    ref: RefObject<HTMLDivElement | null>;
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
  };
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    onKeyDown: (e: KeyboardEvent) => void;
  };
  menuProps: {
    ref: RefObject<HTMLUListElement | null>;
    id: string;
    onKeyDown: (e: KeyboardEvent) => void;
  };
  close: () => void;
}

/**
 * A top-nav menu (disclosure pattern: a button with aria-expanded and a list
 * of links). Hover timing comes from `menuTiming`; click toggles; Escape,
 * an outside click, focus leaving the menu or a navigation closes it; the
 * arrow keys move between its links.
 */
export function useNavMenu(itemCount: number): NavMenu {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const controller = useMemo(() => createMenuController({onChange: setOpen, group: navGroup}), []);
  useEffect(() => () => controller.dispose(), [controller]);

  const {pathname} = useLocation();
  useEffect(() => controller.close(), [pathname, controller]);

  useDismiss(
    open,
    rootRef,
    (reason) => {
      const hadFocus = Boolean(rootRef.current?.contains(document.activeElement));
      controller.close();
      if (reason === 'escape' && hadFocus) triggerRef.current?.focus();
    },
    {focus: true},
  );

  const focusItem = useCallback((key: string) => {
    const links = menuLinks(menuRef.current);
    const current = links.indexOf(document.activeElement as HTMLElement);
    links[nextMenuIndex(current, links.length, key)]?.focus();
  }, []);

  return {
    open,
    compact: isCompactMenu(itemCount),
    rootProps: {
      ref: rootRef,
      onPointerEnter: (e) => {
        if (e.pointerType === 'mouse') controller.pointerEnter();
      },
      onPointerLeave: (e) => {
        if (e.pointerType === 'mouse') controller.pointerLeave();
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => controller.toggle(),
      onKeyDown: (e) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          controller.open();
          // The list becomes visible on the next frame.
          window.requestAnimationFrame(() => focusItem(e.key === 'ArrowUp' ? 'End' : 'Home'));
        }
      },
    },
    menuProps: {
      ref: menuRef,
      id,
      onKeyDown: (e) => {
        if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
          e.preventDefault();
          focusItem(e.key);
        }
      },
    },
    close: () => controller.close(),
  };
}
