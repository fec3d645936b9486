/** @jest-environment jsdom */
import {isEditableTarget, pagerDirection, type KeyLike} from '../../src/lib/keyboard';

describe('pagerDirection', () => {
  const body = document.body;
  const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
    key: k,
    shiftKey: true,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target: body,
    ...extra,
  });
  it('Shift+→ is next, Shift+← is previous', () => {
    expect(pagerDirection(key('ArrowRight'))).toBe('next');
    expect(pagerDirection(key('ArrowLeft'))).toBe('previous');
  });
  it('needs Shift and no other modifier', () => {
    expect(pagerDirection(key('ArrowRight', {shiftKey: false}))).toBeNull();
    expect(pagerDirection(key('ArrowRight', {altKey: true}))).toBeNull();
    expect(pagerDirection(key('ArrowRight', {ctrlKey: true}))).toBeNull();
    expect(pagerDirection(key('ArrowRight', {metaKey: true}))).toBeNull();
    expect(pagerDirection(key('ArrowUp'))).toBeNull();
    expect(pagerDirection(key('ArrowRight', {defaultPrevented: true}))).toBeNull();
  });
  it('ignores inputs, textareas, selects and contenteditable', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.appendChild(inner);
    body.append(input, textarea, select, editable);
    for (const target of [input, textarea, select, editable, inner]) {
      expect(isEditableTarget(target)).toBe(true);
      expect(pagerDirection(key('ArrowRight', {target}))).toBeNull();
    }
    const off = document.createElement('div');
    off.setAttribute('contenteditable', 'false');
    expect(isEditableTarget(off)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
