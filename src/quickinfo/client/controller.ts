/**
 * The types popover's behaviour (README.md "Page"), loaded by ./listen.ts on the first hover or
 * focus of an identifier. Listens on the document (the code blocks' markup may be static HTML
 * that React never hydrates), fetches the block's types (./load.ts) and shows one popover at a
 * time (../ui/popover.ts, one element at the end of the body):
 *
 * - mouse: after HOVER_DELAY on an identifier; it stays while the pointer is on the identifier
 *   or the popover, and closes LEAVE_DELAY after it leaves both;
 * - touch: a tap on an identifier toggles it; a tap elsewhere closes it;
 * - keyboard: focusing an identifier shows it (Tab reaches a block's first identifier, the
 *   arrows, Home and End move between its identifiers, ./navigate.ts); Enter or Space shows the
 *   whole of a shortened type, Page Up and Page Down scroll it; Escape closes it.
 */
import type {PrismTheme} from 'prism-react-renderer';

import siteConfig from '@generated/docusaurus.config';

import hidden from '../../css/visually-hidden.module.css';
import {getPrism, loadPrism, subscribe} from '../../prism/lazyPrism';
import type {QuickInfo} from '../data';
import {BLOCK_ATTR, TARGET_ATTR} from '../markup';
import {renderPopover} from '../ui/popover';
import {loadTypes, typesOf} from './load';
import {isMoveKey, nextStop, type Stop} from './navigate';
import {placePopover, type Side} from './place';
import {shortenType} from './truncate';

/** The popover's id, which the identifier it describes names in `aria-describedby`. */
const POPOVER_ID = 'quickinfo-popover';
/** How long the mouse rests on an identifier before its type shows (ms). */
const HOVER_DELAY = 250;
/** How long the popover stays after the mouse leaves it and its identifier (ms): time to reach it. */
const LEAVE_DELAY = 300;
/** A focus this soon after a touch is the tap's own (the tap's click handles it) (ms). */
const TAP_FOCUS = 800;

type Via = 'pointer' | 'touch' | 'focus';

interface Shown {
  target: HTMLElement;
  info: QuickInfo;
  via: Via;
  expanded: boolean;
  /** Where it was placed (kept when it is placed again). */
  side?: Side;
}

let shown: Shown | null = null;
let element: HTMLElement | null = null;
let live: HTMLElement | null = null;
let timer: number | undefined;
/** Each show request gets a number: one answered after a newer one was made is dropped. */
let request = 0;
let lastPointer = '';
let lastPointerAt = -Infinity;

const targetOf = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>(`[${TARGET_ATTR}]`) : null;
const inPopover = (node: EventTarget | null): boolean =>
  node instanceof Node && !!element?.contains(node);
/** The code block of a target (its `pre`), and the key of the block's data. */
const blockOf = (target: HTMLElement): HTMLElement | null => target.closest<HTMLElement>('pre');
const keyOf = (block: HTMLElement | null): string | null | undefined =>
  block?.querySelector(`[${BLOCK_ATTR}]`)?.getAttribute(BLOCK_ATTR);
const ordinalOf = (target: HTMLElement): number => Number(target.getAttribute(TARGET_ATTR));

/** The site's code theme for the colour mode shown now. */
function codeTheme(): PrismTheme {
  const {prism} = siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const dark = document.documentElement.dataset.theme === 'dark';
  return dark ? (prism.darkTheme ?? prism.theme) : prism.theme;
}

/** Puts the popover under (or over) its identifier's line, inside the viewport. */
function place(): void {
  if (!shown || !element) return;
  if (!shown.target.isConnected) {
    hide();
    return;
  }
  const line = shown.target.closest('.token-line') ?? shown.target;
  element.style.removeProperty('--qi-room');
  const {top, left, side, room} = placePopover({
    target: shown.target.getBoundingClientRect(),
    line: line.getBoundingClientRect(),
    size: {width: element.offsetWidth, height: element.offsetHeight},
    viewport: {width: document.documentElement.clientWidth, height: window.innerHeight},
    side: shown.side,
  });
  shown.side = side;
  element.style.setProperty('--qi-room', `${room}px`);
  element.style.top = `${top + window.scrollY}px`;
  element.style.left = `${left + window.scrollX}px`;
}

function render(): void {
  if (!element) {
    element = document.createElement('div');
    element.id = POPOVER_ID;
    element.setAttribute('role', 'tooltip');
    document.body.append(element);
  }
  element.hidden = !shown;
  if (!shown) {
    element.replaceChildren();
    return;
  }
  renderPopover(element, {
    info: shown.info,
    expanded: shown.expanded,
    onToggle: toggle,
    theme: codeTheme(),
    prism: getPrism(),
  });
  place();
}

/** Says the type politely, for a screen reader that announced the focus before it was known. */
function announce(info: QuickInfo | null): void {
  if (!live) {
    live = document.createElement('div');
    live.className = hidden.visuallyHidden!;
    live.setAttribute('aria-live', 'polite');
    document.body.append(live);
  }
  live.textContent = info ? `${shortenType(info.type).text}${info.doc ? `. ${info.doc}` : ''}` : '';
}

function hide(): void {
  window.clearTimeout(timer);
  request++;
  if (!shown) return;
  shown.target.removeAttribute('aria-describedby');
  shown = null;
  announce(null);
  render();
}

function toggle(): void {
  if (!shown) return;
  shown = {...shown, expanded: !shown.expanded};
  render();
}

/** Makes `target` its block's one tab stop (a roving tabindex). */
function rove(target: HTMLElement): void {
  for (const other of blockOf(target)?.querySelectorAll<HTMLElement>(`[${TARGET_ATTR}]`) ?? [])
    if (other !== target && other.tabIndex === 0) other.tabIndex = -1;
  target.tabIndex = 0;
}

async function show(target: HTMLElement, via: Via, late = false): Promise<void> {
  window.clearTimeout(timer);
  const id = ++request;
  const key = keyOf(blockOf(target));
  if (!key) return;
  const known = typesOf(key) !== undefined;
  const data = await loadTypes(key);
  if (id !== request) return;
  const info = data?.infos[data.targets[ordinalOf(target)] ?? -1];
  if (!info) {
    hide();
    return;
  }
  if (shown && shown.target !== target) shown.target.removeAttribute('aria-describedby');
  shown = {target, info, via, expanded: false};
  void loadPrism();
  render();
  target.setAttribute('aria-describedby', POPOVER_ID);
  if (via === 'focus' && (late || !known)) announce(info);
}

/** Moves the focus to another identifier of the same block (./navigate.ts). */
function move(target: HTMLElement, key: Parameters<typeof nextStop>[2]): void {
  const block = blockOf(target);
  const data = typesOf(keyOf(block) ?? '');
  if (!block || !data) return;
  const lines = [...block.querySelectorAll('.token-line')];
  const elements = new Map<number, HTMLElement>();
  const stops: Stop[] = [];
  for (const element of block.querySelectorAll<HTMLElement>(`[${TARGET_ATTR}]`)) {
    const ordinal = ordinalOf(element);
    if ((data.targets[ordinal] ?? -1) < 0) continue;
    elements.set(ordinal, element);
    const line = lines.indexOf(element.closest('.token-line')!);
    stops.push({ordinal, line, x: element.getBoundingClientRect().left});
  }
  const next = nextStop(stops, ordinalOf(target), key);
  const element = next && elements.get(next.ordinal);
  if (!element || element === target) return;
  rove(element);
  element.focus();
}

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType === 'touch') return;
  if (inPopover(event.target)) {
    window.clearTimeout(timer);
    return;
  }
  const target = targetOf(event.target);
  if (!target) return;
  window.clearTimeout(timer);
  if (shown?.target === target) return;
  // From one identifier to the next, the popover follows at once, as in an editor.
  timer = window.setTimeout(() => void show(target, 'pointer'), shown ? 0 : HOVER_DELAY);
}

function onPointerOut(event: PointerEvent): void {
  if (event.pointerType === 'touch') return;
  const from = targetOf(event.target) ?? (inPopover(event.target) ? element : null);
  const to = event.relatedTarget;
  if (!from || (to instanceof Node && (from.contains(to) || inPopover(to)))) return;
  if (to instanceof Node && shown?.target.contains(to)) return;
  window.clearTimeout(timer);
  if (shown?.via === 'pointer') timer = window.setTimeout(hide, LEAVE_DELAY);
}

function onPointerDown(event: PointerEvent): void {
  lastPointer = event.pointerType;
  lastPointerAt = performance.now();
  if (shown && !inPopover(event.target) && targetOf(event.target) !== shown.target) hide();
}

function onClick(event: MouseEvent): void {
  const target = targetOf(event.target);
  if (!target || lastPointer !== 'touch') return;
  if (shown?.target === target) hide();
  else void show(target, 'touch');
}

function onFocusIn(event: FocusEvent, late = false): void {
  const target = targetOf(event.target);
  if (target) {
    rove(target);
    if (lastPointer === 'touch' && performance.now() - lastPointerAt < TAP_FOCUS) return;
    void show(target, 'focus', late);
  } else if (shown && !inPopover(event.target)) hide();
}

function onFocusOut(event: FocusEvent): void {
  if (shown?.via === 'focus' && event.relatedTarget === null && event.target === shown.target)
    hide();
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    // Like every light-dismissed layer here (src/lib/dismiss.ts): an Escape another widget
    // already handled is not this popover's, and the one that closes it closes nothing else.
    if (shown && !event.defaultPrevented) {
      event.preventDefault();
      hide();
    }
    return;
  }
  const target = targetOf(event.target);
  if (!target || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (isMoveKey(event.key)) {
    event.preventDefault();
    move(target, event.key);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    if (shown?.target === target) toggle();
    else void show(target, 'focus');
  } else if ((event.key === 'PageDown' || event.key === 'PageUp') && shown?.target === target) {
    // A whole type taller than the room it has scrolls in the popover, from the keyboard too.
    event.preventDefault();
    const page = (element?.clientHeight ?? 0) * 0.8;
    element?.scrollBy({top: event.key === 'PageDown' ? page : -page});
  }
}

let frame = 0;
function onScrollOrResize(): void {
  if (!shown || frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    place();
  });
}

/** Takes over from ./listen.ts: handles the event that loaded it, then listens itself. */
export function start(first: Event, target: HTMLElement): void {
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerout', onPointerOut);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('click', onClick);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('scroll', onScrollOrResize, {capture: true, passive: true});
  window.addEventListener('resize', onScrollOrResize);
  subscribe(() => shown && render());
  new MutationObserver(() => shown && render()).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  // The event happened while this module loaded: act on it only if it still holds.
  if (first.type === 'focusin' && document.activeElement === target)
    onFocusIn(first as FocusEvent, true);
  else if (first.type === 'pointerover' && target.matches(':hover'))
    onPointerOver(first as PointerEvent);
}
