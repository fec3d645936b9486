/** @jest-environment jsdom */
import {DARK_CLASS_SCRIPT, colorSchemeOf, nextColorMode} from '../../src/lib/colorMode';

describe('nextColorMode', () => {
  it('toggles between two states and never returns to "system"', () => {
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('light');
    expect(nextColorMode(nextColorMode('light'))).toBe('light');
  });
});

describe('colorSchemeOf (themeConfig.colorMode)', () => {
  it('follows the system, with a toggle, unless the switch is disabled', () => {
    expect(colorSchemeOf({defaultMode: 'light', disableSwitch: false})).toBe('system');
  });
  it('is the fixed default mode when the switch is disabled', () => {
    expect(colorSchemeOf({defaultMode: 'dark', disableSwitch: true})).toBe('dark');
    expect(colorSchemeOf({defaultMode: 'light', disableSwitch: true})).toBe('light');
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
