/**
 * Light ⇄ dark theme (ARCHITECTURE.md "Theme"): two states, the saved value under
 * localStorage `theme` wins, else the system preference. Docusaurus owns
 * `data-theme`; the `dark` class on <html> follows it at all times.
 */
import type {ColorScheme} from '../site/types';

export type Theme = 'light' | 'dark';

/** localStorage key of the saved choice (the site uses `storage: {namespace: false}`). */
export const THEME_STORAGE_KEY = 'theme';
/** Class on <html> that mirrors `data-theme="dark"`. */
export const DARK_CLASS = 'dark';

/** The toggle has two states: it never goes back to "system". */
export function nextTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** The theme a first visit starts with: a valid saved value, else the system preference. */
export function initialTheme(saved: string | null | undefined, prefersDark: boolean): Theme {
  if (saved === 'light' || saved === 'dark') return saved;
  return prefersDark ? 'dark' : 'light';
}

/** Adds or removes the dark class so that it matches `data-theme`. Returns true when it changed. */
export function syncDarkClass(root: Element): boolean {
  const dark = root.getAttribute('data-theme') === 'dark';
  if (root.classList.contains(DARK_CLASS) === dark) return false;
  root.classList.toggle(DARK_CLASS, dark);
  return true;
}

/**
 * Inline script placed right after Docusaurus' own theme script (start of
 * <body>, before first paint). It does what `syncDarkClass` does, then keeps
 * doing it: a MutationObserver re-applies the class whenever `data-theme`
 * changes (toggle, system change) or the class attribute is rewritten
 * (react-helmet replaces <html class> on every navigation).
 */
export const DARK_CLASS_SCRIPT = `(function(){var r=document.documentElement;function s(){var d=r.getAttribute('data-theme')==='dark';if(r.classList.contains('${DARK_CLASS}')!==d)r.classList.toggle('${DARK_CLASS}',d)}s();if(window.MutationObserver)new MutationObserver(s).observe(r,{attributes:true,attributeFilter:['data-theme','class']})})();`;

/** Docusaurus colorMode options for the configured scheme: the toggle only when it follows the system. */
export function colorModeOptions(scheme: ColorScheme): {
  defaultMode: Theme;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
} {
  return {
    defaultMode: scheme === 'dark' ? 'dark' : 'light',
    disableSwitch: scheme !== 'system',
    respectPrefersColorScheme: scheme === 'system',
  };
}
