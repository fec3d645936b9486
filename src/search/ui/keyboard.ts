/**
 * ARCHITECTURE.md "Search dialog": the keys. Pure: the hooks pass keyboard events in.
 *
 * Global (anywhere on the page, but never while typing in an input, a textarea,
 * a select or a contenteditable element: src/lib/keyboard.ts):  `/` opens search;  Cmd+K on macOS, Ctrl+K
 * elsewhere, toggles it.
 * In the dialog's input:  ↑/↓ move the selection, Enter goes to it, Esc
 * closes, Cmd/Ctrl+Backspace resets the query, Cmd/Ctrl+K closes.
 */
import {isEditableTarget, type KeyLike} from '../../lib/keyboard';

export type {KeyLike};

export type Platform = 'mac' | 'other';

export interface NavigatorLike {
  platform?: string;
  userAgent?: string;
  userAgentData?: {platform?: string};
}

/** macOS and iOS use ⌘ as the shortcut modifier; everything else Ctrl. */
export function detectPlatform(nav: NavigatorLike | undefined): Platform {
  if (!nav) return 'other';
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform) ? 'mac' : 'other';
}

/** The platform's shortcut modifier alone (⌘ on macOS, Ctrl elsewhere). */
export function isModOnly(e: KeyLike, platform: Platform): boolean {
  if (e.altKey) return false;
  return platform === 'mac' ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
}

export type GlobalShortcut = 'open' | 'toggle';

/** What a page-level keydown means for search, or null. */
export function globalShortcut(e: KeyLike, platform: Platform): GlobalShortcut | null {
  if (e.isComposing || isEditableTarget(e.target)) return null;
  if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey) return 'open';
  if ((e.key === 'k' || e.key === 'K') && isModOnly(e, platform)) return 'toggle';
  return null;
}

export type DialogAction = 'next' | 'previous' | 'select' | 'close' | 'reset' | 'toggle';

/** What a keydown in the dialog's input means, or null (ordinary typing). */
export function dialogKeyAction(e: KeyLike, platform: Platform): DialogAction | null {
  if (e.isComposing) return null;
  const plain = !e.metaKey && !e.ctrlKey && !e.altKey;
  switch (e.key) {
    case 'ArrowDown':
      return plain ? 'next' : null;
    case 'ArrowUp':
      return plain ? 'previous' : null;
    case 'Enter':
      return plain ? 'select' : null;
    case 'Escape':
      return 'close';
    case 'Backspace':
      return isModOnly(e, platform) ? 'reset' : null;
    case 'k':
    case 'K':
      return isModOnly(e, platform) ? 'toggle' : null;
    default:
      return null;
  }
}

/** Key names a reader sees, in the reader's locale (./useShortcutLabels.ts). */
export interface KeyNames {
  /** The Control key as keyboards print it. */
  ctrl: string;
  /** The Control key's spoken name. */
  control: string;
  /** The Command key's spoken name (⌘ is printed as it is). */
  command: string;
}

const ENGLISH: KeyNames = {ctrl: 'Ctrl', control: 'Control', command: 'Command'};

/**
 * The shortcut labels the dialog and the search button show: the modifier and the toggle shortcut as shown (`mod`, `toggle`), spoken (`modName`)
 * and as an `aria-keyshortcuts` value (`aria`: the ARIA key tokens, never translated).
 */
export function shortcutLabels(
  platform: Platform,
  names: KeyNames = ENGLISH,
): {
  mod: string;
  modName: string;
  toggle: string;
  aria: string;
} {
  return platform === 'mac'
    ? {mod: '⌘', modName: names.command, toggle: '⌘ K', aria: 'Meta+K'}
    : {mod: names.ctrl, modName: names.control, toggle: `${names.ctrl} K`, aria: 'Control+K'};
}

/**
 * Type-ahead before the dialog is ready: the text typed so far after one more keydown, or null
 * when the key is not typing (a shortcut, a modifier, a navigation key). Printable characters are
 * appended, Backspace removes the last one.
 */
export function typeAheadKey(typed: string, e: KeyLike): string | null {
  if (e.isComposing || e.metaKey || e.ctrlKey) return null;
  if (e.key === 'Backspace') return typed.slice(0, -1);
  // One user-perceived character (`key` of a printable key); AltGr/Option characters included.
  return [...e.key].length === 1 ? typed + e.key : null;
}
