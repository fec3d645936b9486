import {popoverPosition, togglePopover} from '../../src/lib/popover';

describe('curtain popovers', () => {
  it('sit 12 px below the bar', () => {
    expect(popoverPosition()).toEqual({top: 'calc(100% + 12px)'});
    expect(popoverPosition(4)).toEqual({top: 'calc(100% + 4px)'});
  });
  it('one at a time: opening one closes the other; toggling closes', () => {
    expect(togglePopover(null, 'menu')).toBe('menu');
    expect(togglePopover('menu', 'outline')).toBe('outline');
    expect(togglePopover('outline', 'outline')).toBeNull();
  });
});
