/** @jest-environment jsdom */
import {
  DARK_CLASS_SCRIPT,
  colorModeOptions,
  initialTheme,
  nextTheme,
  syncDarkClass,
} from '../../src/lib/theme';
import siteConfig from '../../src/site/config';

describe('nextTheme', () => {
  it('toggles between two states and never returns to "system"', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme(nextTheme('light'))).toBe('light');
  });
});

describe('initialTheme', () => {
  it('prefers a saved value over the system preference', () => {
    expect(initialTheme('light', true)).toBe('light');
    expect(initialTheme('dark', false)).toBe('dark');
  });
  it('falls back to the system preference when nothing (or garbage) is saved', () => {
    expect(initialTheme(null, true)).toBe('dark');
    expect(initialTheme(undefined, false)).toBe('light');
    expect(initialTheme('system', true)).toBe('dark');
    expect(initialTheme('purple', false)).toBe('light');
  });
});

describe('colorModeOptions', () => {
  it('shows the toggle and follows the system only for "system"', () => {
    expect(colorModeOptions('system')).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
  });
  it('hides the toggle when a fixed scheme is configured', () => {
    expect(colorModeOptions('dark')).toEqual({defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false});
    expect(colorModeOptions('light')).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });
  it('the site follows the system , so the toggle is shown', () => {
    expect(colorModeOptions(siteConfig.theme.colorScheme).disableSwitch).toBe(false);
  });
});

describe('syncDarkClass', () => {
  it('adds and removes the dark class to match data-theme', () => {
    const el = document.createElement('html');
    el.setAttribute('data-theme', 'dark');
    expect(syncDarkClass(el)).toBe(true);
    expect(el.classList.contains('dark')).toBe(true);
    expect(syncDarkClass(el)).toBe(false);
    el.setAttribute('data-theme', 'light');
    expect(syncDarkClass(el)).toBe(true);
    expect(el.classList.contains('dark')).toBe(false);
  });
});

describe('DARK_CLASS_SCRIPT (inline, before first paint)', () => {
  const root = document.documentElement;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  beforeAll(() => {
    root.setAttribute('data-theme', 'dark');
    root.className = 'docs-wrapper';
    new Function(DARK_CLASS_SCRIPT)();
  });
  it('sets the class synchronously from data-theme', () => {
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('docs-wrapper')).toBe(true);
  });
  it('follows data-theme changes (the toggle)', async () => {
    root.setAttribute('data-theme', 'light');
    await flush();
    expect(root.classList.contains('dark')).toBe(false);
    root.setAttribute('data-theme', 'dark');
    await flush();
    expect(root.classList.contains('dark')).toBe(true);
  });
  it('survives the class attribute being rewritten (react-helmet on navigation)', async () => {
    root.setAttribute('class', 'docs-wrapper docs-doc-page');
    await flush();
    expect(root.className.split(' ')).toEqual(['docs-wrapper', 'docs-doc-page', 'dark']);
  });
});
