/**
 * Light ⇄ dark colour mode (ARCHITECTURE.md "Colour mode"): two states, the saved value under
 * localStorage `theme` (Docusaurus' key, unprefixed: `storage: {namespace: false}`) wins, else the
 * system preference. Docusaurus owns `data-theme`; the `dark` class on <html> follows it at all
 * times.
 */
export type ColorMode = 'light' | 'dark';

/** 'system' follows the reader's preference and shows the toggle; 'light'/'dark' fix the mode. */
type ColorScheme = ColorMode | 'system';

/** Class on <html> that mirrors `data-theme="dark"`. */
const DARK_CLASS = 'dark';

/** The toggle has two states: it never goes back to "system". */
export function nextColorMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

/**
 * Inline script placed right after Docusaurus' own colour mode script (start of
 * <body>, before first paint). It sets the dark class from `data-theme`, then
 * keeps doing so: a MutationObserver re-applies the class whenever `data-theme`
 * changes (toggle, system change) or the class attribute is rewritten
 * (react-helmet replaces <html class> on every navigation).
 */
export const DARK_CLASS_SCRIPT = `(function(){var r=document.documentElement;function s(){var d=r.getAttribute('data-theme')==='dark';if(r.classList.contains('${DARK_CLASS}')!==d)r.classList.toggle('${DARK_CLASS}',d)}s();if(window.MutationObserver)new MutationObserver(s).observe(r,{attributes:true,attributeFilter:['data-theme','class']})})();`;

/**
 * The scheme Docusaurus' `themeConfig.colorMode` describes: the toggle is
 * there unless `disableSwitch` fixes the mode to `defaultMode`.
 */
export function colorSchemeOf(colorMode: {
  disableSwitch: boolean;
  defaultMode: string;
}): ColorScheme {
  if (!colorMode.disableSwitch) return 'system';
  return colorMode.defaultMode === 'dark' ? 'dark' : 'light';
}
