/** @jest-environment jsdom */
import {listenForDismiss, within} from '../../src/lib/dismiss';

describe('listenForDismiss', () => {
  let root: HTMLElement;
  let inside: HTMLButtonElement;
  let outside: HTMLButtonElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button id="in">in</button></div><button id="out">out</button>';
    root = document.getElementById('root')!;
    inside = document.getElementById('in') as HTMLButtonElement;
    outside = document.getElementById('out') as HTMLButtonElement;
  });

  function listen(options?: {focus?: boolean}) {
    const reasons: string[] = [];
    const stop = listenForDismiss(
      document,
      within(() => root),
      (r) => reasons.push(r),
      options,
    );
    return {reasons, stop};
  }

  it('dismisses on a pointer press outside, not inside', () => {
    const {reasons} = listen();
    inside.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    expect(reasons).toEqual([]);
    outside.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    expect(reasons).toEqual(['outside']);
  });

  it('dismisses on Escape, and on no other key', () => {
    const {reasons} = listen();
    inside.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    inside.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
    expect(reasons).toEqual(['escape']);
  });

  it('leaves an Escape that an inner widget already handled (preventDefault) alone', () => {
    const {reasons} = listen();
    inside.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') e.preventDefault();
    });
    inside.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}),
    );
    expect(reasons).toEqual([]);
    outside.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}),
    );
    expect(reasons).toEqual(['escape']);
  });

  it('dismisses when focus leaves only when asked to', () => {
    const plain = listen();
    outside.focus();
    expect(plain.reasons).toEqual([]);
    plain.stop();
    const withFocus = listen({focus: true});
    inside.focus();
    outside.focus();
    expect(withFocus.reasons).toEqual(['focus']);
  });

  it('stops listening once removed', () => {
    const {reasons, stop} = listen({focus: true});
    stop();
    outside.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}));
    outside.focus();
    expect(reasons).toEqual([]);
  });
});
