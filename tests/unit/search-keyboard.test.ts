/** @jest-environment jsdom */
import {renderHook} from '@testing-library/react';
import codeTranslations from '@generated/codeTranslations';

import {useShortcutLabels} from '../../src/search/ui/useShortcutLabels';
import {
  detectPlatform,
  dialogKeyAction,
  globalShortcut,
  shortcutLabels,
  typeAheadKey,
  type KeyLike,
} from '../../src/search/ui/keyboard';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  target: document.body,
  ...mods,
});

describe('platform', () => {
  it('is mac on macOS and iOS, other elsewhere', () => {
    expect(detectPlatform({userAgentData: {platform: 'macOS'}})).toBe('mac');
    expect(detectPlatform({platform: 'MacIntel'})).toBe('mac');
    expect(detectPlatform({platform: 'iPhone'})).toBe('mac');
    expect(detectPlatform({platform: 'Linux x86_64'})).toBe('other');
    expect(detectPlatform({userAgentData: {platform: 'Windows'}, platform: 'Win32'})).toBe('other');
    expect(detectPlatform(undefined)).toBe('other');
  });

  it('labels the shortcuts ⌘ on mac and Ctrl elsewhere', () => {
    expect(shortcutLabels('mac')).toMatchObject({mod: '⌘', toggle: '⌘ K', aria: 'Meta+K'});
    expect(shortcutLabels('other')).toMatchObject({
      mod: 'Ctrl',
      toggle: 'Ctrl K',
      aria: 'Control+K',
    });
  });
});

describe('page-wide shortcuts', () => {
  it('/ opens search', () => {
    expect(globalShortcut(key('/'), 'other')).toBe('open');
    expect(globalShortcut(key('/', {shiftKey: true}), 'other')).toBe('open'); // layouts where / needs Shift
    expect(globalShortcut(key('/', {ctrlKey: true}), 'other')).toBeNull();
  });

  it('Ctrl+K toggles search on Linux/Windows, Cmd+K on macOS — not the other way round', () => {
    expect(globalShortcut(key('k', {ctrlKey: true}), 'other')).toBe('toggle');
    expect(globalShortcut(key('K', {ctrlKey: true}), 'other')).toBe('toggle');
    expect(globalShortcut(key('k', {metaKey: true}), 'other')).toBeNull();
    expect(globalShortcut(key('k', {metaKey: true}), 'mac')).toBe('toggle');
    expect(globalShortcut(key('k', {ctrlKey: true}), 'mac')).toBeNull();
    expect(globalShortcut(key('k', {ctrlKey: true, altKey: true}), 'other')).toBeNull();
    expect(globalShortcut(key('k'), 'other')).toBeNull();
  });

  it('leaves keys alone while the reader types (the rule of src/lib/keyboard.ts, tested in footer.test.ts)', () => {
    const input = document.createElement('input');
    expect(globalShortcut(key('/', {target: input}), 'other')).toBeNull();
    expect(globalShortcut(key('k', {target: input, ctrlKey: true}), 'other')).toBeNull();
    expect(globalShortcut(key('/', {target: document.createElement('div')}), 'other')).toBe('open');
  });

  it('ignores keys while an input method composes', () => {
    expect(globalShortcut(key('/', {isComposing: true}), 'other')).toBeNull();
  });
});

describe('keys in the dialog input', () => {
  it('map to navigate, select, close, reset and toggle', () => {
    expect(dialogKeyAction(key('ArrowDown'), 'other')).toBe('next');
    expect(dialogKeyAction(key('ArrowUp'), 'other')).toBe('previous');
    expect(dialogKeyAction(key('Enter'), 'other')).toBe('select');
    expect(dialogKeyAction(key('Escape'), 'other')).toBe('close');
    expect(dialogKeyAction(key('Backspace', {ctrlKey: true}), 'other')).toBe('reset');
    expect(dialogKeyAction(key('Backspace', {metaKey: true}), 'mac')).toBe('reset');
    expect(dialogKeyAction(key('k', {ctrlKey: true}), 'other')).toBe('toggle');
    expect(dialogKeyAction(key('k', {metaKey: true}), 'mac')).toBe('toggle');
  });

  it('leave ordinary typing alone', () => {
    expect(dialogKeyAction(key('Backspace'), 'other')).toBeNull();
    expect(dialogKeyAction(key('Backspace', {metaKey: true}), 'other')).toBeNull();
    expect(dialogKeyAction(key('Backspace', {ctrlKey: true}), 'mac')).toBeNull();
    expect(dialogKeyAction(key('a'), 'other')).toBeNull();
    expect(dialogKeyAction(key('/'), 'other')).toBeNull();
    expect(dialogKeyAction(key('Enter', {isComposing: true}), 'other')).toBeNull();
    expect(dialogKeyAction(key('ArrowDown', {altKey: true}), 'other')).toBeNull();
  });
});

describe('typeAheadKey (keys typed before the dialog is ready)', () => {
  const typeAll = (keys: KeyLike[]) =>
    keys.reduce((typed, k) => typeAheadKey(typed, k) ?? typed, '');

  it('collects printable keys in order, Backspace removes the last one', () => {
    expect(typeAll(['f', 'o', 'r', 'x', 'Backspace', 'k', ' ', '#', 'é'].map((k) => key(k)))).toBe(
      'fork #é',
    );
    expect(typeAheadKey('', key('Backspace'))).toBe('');
  });

  it('lets shortcuts, modifiers and navigation keys through', () => {
    for (const k of ['Shift', 'Enter', 'Escape', 'ArrowDown', 'Tab', 'F5'])
      expect(typeAheadKey('ab', key(k))).toBeNull();
    expect(typeAheadKey('ab', key('k', {ctrlKey: true}))).toBeNull();
    expect(typeAheadKey('ab', key('v', {metaKey: true}))).toBeNull();
    expect(typeAheadKey('ab', key('a', {isComposing: true}))).toBeNull();
  });

  it('keeps characters typed with Alt (AltGr/Option layouts)', () => {
    expect(typeAheadKey('', key('@', {altKey: true}))).toBe('@');
  });
});

describe('key names in the reader locale', () => {
  it('shows the translated key names and keeps the ARIA tokens', () => {
    // A locale's code.json (e.g. German keyboards print Strg).
    Object.assign(codeTranslations, {
      'site.search.key.ctrl': 'Strg',
      'site.search.key.control': 'Steuerung',
    });
    try {
      const {result} = renderHook(() => useShortcutLabels('other'));
      expect(result.current).toEqual({
        mod: 'Strg',
        modName: 'Steuerung',
        toggle: 'Strg K',
        aria: 'Control+K',
      });
    } finally {
      delete codeTranslations['site.search.key.ctrl'];
      delete codeTranslations['site.search.key.control'];
    }
  });
});
