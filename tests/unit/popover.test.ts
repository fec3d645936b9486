// Where a popover opens (12 px below the bar) is measured in the browser: tests/e2e/mobile.spec.ts.
import {togglePopover} from '../../src/lib/popover';

describe('curtain popovers', () => {
  it('one at a time: opening one closes the other; toggling closes', () => {
    expect(togglePopover(null, 'menu')).toBe('menu');
    expect(togglePopover('menu', 'outline')).toBe('outline');
    expect(togglePopover('outline', 'outline')).toBeNull();
  });
});
