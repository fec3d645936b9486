import {nextStop, type Stop} from '../../src/quickinfo/client/navigate';
import {GAP, MARGIN, placePopover} from '../../src/quickinfo/client/place';
import {shortenType} from '../../src/quickinfo/client/truncate';

/** The popover's pure parts (src/quickinfo/client): long types, placement, keyboard moves. */
describe('shortenType', () => {
  it('keeps a short type whole', () => {
    expect(shortenType('const a: number')).toEqual({text: 'const a: number', truncated: false});
  });

  it('cuts a long line after a separator, never inside a name', () => {
    const type = `function f(${Array.from({length: 60}, (_, i) => `argument${i}: number`).join(', ')}): void`;
    const {text, truncated} = shortenType(type, {maxChars: 100});
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(type.startsWith(text)).toBe(true);
    expect(text).toMatch(/[,:(]$|number$/);
    expect(type[text.length]).toMatch(/[\s,;|&<>(){}[\]=:]/);
  });

  it('keeps at most maxLines lines', () => {
    const type = Array.from({length: 30}, (_, i) => `    field${i}: string;`).join('\n');
    const {text, truncated} = shortenType(type, {maxLines: 4, maxChars: 10_000});
    expect(truncated).toBe(true);
    expect(text.split('\n')).toHaveLength(4);
  });
});

describe('placePopover', () => {
  const viewport = {width: 390, height: 800};
  const size = {width: 300, height: 120};
  const at = (top: number, left = 50) => ({
    target: {top, bottom: top + 16, left},
    line: {top, bottom: top + 21, left: 16},
  });

  it('goes under the line when it fits, left-aligned with the identifier', () => {
    expect(placePopover({...at(100), size, viewport})).toEqual({
      top: 121 + GAP,
      left: 50,
      side: 'below',
      room: 800 - 121 - GAP - MARGIN,
    });
  });

  it('goes over the line when there is more room there, and never covers it', () => {
    const place = placePopover({...at(700), size, viewport});
    expect(place.side).toBe('above');
    expect(place.top + size.height).toBeLessThanOrEqual(700 - GAP);
  });

  it('keeps its side when placed again, its height limited to the room there', () => {
    const tall = {width: 300, height: 900};
    const first = placePopover({...at(500), size: {width: 300, height: 200}, viewport});
    expect(first.side).toBe('below');
    // Expanded, it would fit better above; it stays below, and scrolls within the room left.
    const again = placePopover({...at(500), size: tall, viewport, side: first.side});
    expect(again).toMatchObject({side: 'below', top: 521 + GAP, room: 800 - 521 - GAP - MARGIN});
    expect(placePopover({...at(500), size: tall, viewport}).side).toBe('above');
    const above = placePopover({...at(700), size: tall, viewport});
    expect(above.top).toBe(700 - GAP - above.room);
    expect(above.top).toBeGreaterThanOrEqual(MARGIN);
  });

  it('stays inside the viewport horizontally', () => {
    expect(placePopover({...at(100, 300), size, viewport}).left).toBe(390 - MARGIN - 300);
    expect(placePopover({...at(100, -50), size, viewport}).left).toBe(MARGIN);
  });
});

describe('nextStop', () => {
  // Two lines: ordinals 0, 1, 3 on line 0 (2 has no types), 4 and 5 on line 2.
  const stops: Stop[] = [
    {ordinal: 0, line: 0, x: 0},
    {ordinal: 1, line: 0, x: 50},
    {ordinal: 3, line: 0, x: 120},
    {ordinal: 4, line: 2, x: 10},
    {ordinal: 5, line: 2, x: 110},
  ];
  const ordinal = (current: number, key: Parameters<typeof nextStop>[2]) =>
    nextStop(stops, current, key)?.ordinal ?? null;

  it('moves left and right through the identifiers with types', () => {
    expect(ordinal(1, 'ArrowRight')).toBe(3);
    expect(ordinal(2, 'ArrowRight')).toBe(3);
    expect(ordinal(2, 'ArrowLeft')).toBe(1);
    expect(ordinal(5, 'ArrowRight')).toBeNull();
    expect(ordinal(0, 'ArrowLeft')).toBeNull();
  });

  it('moves up and down to the nearest identifier of the next line that has one', () => {
    expect(ordinal(3, 'ArrowDown')).toBe(5);
    expect(ordinal(0, 'ArrowDown')).toBe(4);
    expect(ordinal(5, 'ArrowUp')).toBe(3);
    expect(ordinal(4, 'ArrowDown')).toBeNull();
  });

  it('goes to the first and last with Home and End', () => {
    expect(ordinal(3, 'Home')).toBe(0);
    expect(ordinal(0, 'End')).toBe(5);
    expect(nextStop([], 0, 'End')).toBeNull();
  });
});
