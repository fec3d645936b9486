import {
  createMenuController,
  createMenuGroup,
  isCompactMenu,
  nextMenuIndex,
} from '../../src/lib/menu';

function menu(group = createMenuGroup()) {
  const changes: boolean[] = [];
  const c = createMenuController({onChange: (open) => changes.push(open), group});
  return {c, changes, group};
}

beforeEach(() => jest.useFakeTimers({now: 1_000_000}));
afterEach(() => jest.useRealTimers());

describe('hover', () => {
  it('opens 200 ms after the pointer enters, not before', () => {
    const {c} = menu();
    c.pointerEnter();
    jest.advanceTimersByTime(199);
    expect(c.isOpen).toBe(false);
    jest.advanceTimersByTime(1);
    expect(c.isOpen).toBe(true);
  });
  it('does not open when the pointer leaves before the delay', () => {
    const {c, changes} = menu();
    c.pointerEnter();
    jest.advanceTimersByTime(150);
    c.pointerLeave();
    jest.advanceTimersByTime(1000);
    expect(c.isOpen).toBe(false);
    expect(changes).toEqual([]);
  });
  it('closes 150 ms after the pointer leaves, not before', () => {
    const {c} = menu();
    c.pointerEnter();
    jest.advanceTimersByTime(200);
    c.pointerLeave();
    jest.advanceTimersByTime(149);
    expect(c.isOpen).toBe(true);
    jest.advanceTimersByTime(1);
    expect(c.isOpen).toBe(false);
  });
  it('re-entering within the close delay keeps it open', () => {
    const {c, changes} = menu();
    c.pointerEnter();
    jest.advanceTimersByTime(200);
    c.pointerLeave();
    jest.advanceTimersByTime(100);
    c.pointerEnter();
    jest.advanceTimersByTime(1000);
    expect(c.isOpen).toBe(true);
    expect(changes).toEqual([true]);
  });
});

describe('skip delay (300 ms)', () => {
  it('opens another menu at once while one is open', () => {
    const group = createMenuGroup();
    const a = menu(group);
    const b = menu(group);
    a.c.pointerEnter();
    jest.advanceTimersByTime(200);
    a.c.pointerLeave();
    b.c.pointerEnter();
    expect(b.c.isOpen).toBe(true);
    jest.advanceTimersByTime(150);
    expect(a.c.isOpen).toBe(false);
  });
  it('opens at once within 300 ms of a close, with the delay after that', () => {
    const group = createMenuGroup();
    const a = menu(group);
    const b = menu(group);
    a.c.open();
    a.c.close();
    jest.advanceTimersByTime(299);
    b.c.pointerEnter();
    expect(b.c.isOpen).toBe(true);
    b.c.close();
    jest.advanceTimersByTime(300);
    a.c.pointerEnter();
    expect(a.c.isOpen).toBe(false);
    jest.advanceTimersByTime(200);
    expect(a.c.isOpen).toBe(true);
  });
});

describe('click, Escape, outside click', () => {
  it('toggle opens and closes at once and cancels a pending hover open', () => {
    const {c, changes} = menu();
    c.pointerEnter();
    c.toggle();
    expect(c.isOpen).toBe(true);
    jest.advanceTimersByTime(500);
    expect(changes).toEqual([true]);
    c.toggle();
    expect(c.isOpen).toBe(false);
  });
  it('close() is immediate and cancels a pending close', () => {
    const {c, changes} = menu();
    c.open();
    c.pointerLeave();
    c.close();
    jest.advanceTimersByTime(500);
    expect(changes).toEqual([true, false]);
  });
  it('dispose() cancels timers and leaves the group', () => {
    const {c, changes, group} = menu();
    c.open();
    c.pointerLeave();
    c.dispose();
    jest.advanceTimersByTime(500);
    expect(changes).toEqual([true]);
    expect(group.open.size).toBe(0);
  });
});

describe('compact dropdowns', () => {
  it('are compact above 3 items', () => {
    expect(isCompactMenu(3)).toBe(false);
    expect(isCompactMenu(4)).toBe(true);
  });
});

describe('nextMenuIndex', () => {
  it('wraps at both ends', () => {
    expect(nextMenuIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextMenuIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextMenuIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextMenuIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextMenuIndex(1, 3, 'Home')).toBe(0);
    expect(nextMenuIndex(1, 3, 'End')).toBe(2);
    expect(nextMenuIndex(1, 3, 'x')).toBe(1);
    expect(nextMenuIndex(0, 0, 'ArrowDown')).toBe(-1);
  });
});
