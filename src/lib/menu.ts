import {cycleIndex} from './cycle';

/**
 * Open/close timing of top-nav menus (ARCHITECTURE.md "Top nav"): a menu opens 200 ms
 * after the pointer enters its trigger, or at once when another menu of the
 * group is open or closed less than 300 ms ago (the skip delay, so moving
 * along the nav does not wait again); it closes 150 ms after the pointer
 * leaves trigger and menu, and at once on click-toggle, Escape or an outside
 * click. Timers are the global ones, so jest's fake timers drive them.
 */
interface MenuTiming {
  openDelay: number;
  closeDelay: number;
  skipDelay: number;
}

const MENU_TIMING: MenuTiming = {openDelay: 200, closeDelay: 150, skipDelay: 300};

/** Shared by the menus of one nav: which is open, and when the last one closed. */
interface MenuGroup {
  open: Set<object>;
  lastClosedAt: number;
}

export function createMenuGroup(): MenuGroup {
  return {open: new Set(), lastClosedAt: Number.NEGATIVE_INFINITY};
}

interface MenuController {
  readonly isOpen: boolean;
  pointerEnter(): void;
  pointerLeave(): void;
  /** Click on the trigger: toggles at once. */
  toggle(): void;
  /** Opens at once (keyboard). */
  open(): void;
  /** Closes at once (Escape, outside click, item chosen). */
  close(): void;
  dispose(): void;
}

export function createMenuController({
  onChange,
  group = createMenuGroup(),
  timing = MENU_TIMING,
}: {
  onChange: (open: boolean) => void;
  group?: MenuGroup;
  timing?: MenuTiming;
}): MenuController {
  const self = {};
  let isOpen = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const set = (open: boolean) => {
    cancel();
    if (open === isOpen) return;
    isOpen = open;
    if (open) {
      group.open.add(self);
    } else {
      group.open.delete(self);
      group.lastClosedAt = Date.now();
    }
    onChange(open);
  };
  const schedule = (open: boolean, ms: number) => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      set(open);
    }, ms);
  };
  const withinSkipWindow = () =>
    [...group.open].some((menu) => menu !== self) ||
    Date.now() - group.lastClosedAt < timing.skipDelay;

  return {
    get isOpen() {
      return isOpen;
    },
    pointerEnter() {
      if (isOpen) {
        cancel(); // a pending close is called off
        return;
      }
      if (withinSkipWindow()) set(true);
      else schedule(true, timing.openDelay);
    },
    pointerLeave() {
      if (isOpen) schedule(false, timing.closeDelay);
      else cancel(); // left before the open delay ran out
    },
    toggle() {
      set(!isOpen);
    },
    open() {
      set(true);
    },
    close() {
      set(false);
    },
    dispose() {
      cancel();
      group.open.delete(self);
    },
  };
}

/** A dropdown with more than 3 items renders compact. */
const COMPACT_MENU_THRESHOLD = 3;

export function isCompactMenu(itemCount: number): boolean {
  return itemCount > COMPACT_MENU_THRESHOLD;
}

/** Index of the item to focus after an arrow key in an open menu (wraps at both ends). */
export function nextMenuIndex(current: number, count: number, key: string): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return cycleIndex(current, count, 1);
    case 'ArrowUp':
      return cycleIndex(current, count, -1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}
