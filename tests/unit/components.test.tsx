/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';

import Banner from '../../src/components/Banner';
import NavMenu from '../../src/components/NavMenu';
import LightDarkToggle from '../../src/components/LightDarkToggle';
import type {BannerView} from '../../src/lib/banner';

/**
 * Site components with inputs the real configuration does not use (a banner that cannot be
 * closed, a fixed colour scheme, a dropdown of more than three items, two menus side by side),
 * rendered with React Testing Library. Docusaurus' own pieces are stood in for: their
 * behaviour is upstream's, the real ones are exercised by the e2e suite on the real site.
 */
const mockThemeConfig = {colorMode: {defaultMode: 'light', disableSwitch: false}};
const mockSetColorMode = jest.fn();
// theme-common's real pure parts (tests/unit/support/theme-common.ts), with the site's colour
// mode configuration and state stood in for.
jest.mock('@docusaurus/theme-common', () => ({
  ...jest.requireActual('@docusaurus/theme-common'),
  useThemeConfig: () => mockThemeConfig,
  useColorMode: () => ({colorMode: 'light', setColorMode: mockSetColorMode}),
}));
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => true}), {
  virtual: true,
});
jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/core/forking'})}), {
  virtual: true,
});
jest.mock(
  '@theme/AnnouncementBar/CloseButton',
  () => ({
    __esModule: true,
    default: (props: {onClick: () => void; 'aria-label': string}) => (
      <button type="button" onClick={props.onClick} aria-label={props['aria-label']} />
    ),
  }),
  {virtual: true},
);
jest.mock('@theme/Icon/LightMode', () => ({__esModule: true, default: () => <svg />}), {
  virtual: true,
});
jest.mock('@theme/Icon/DarkMode', () => ({__esModule: true, default: () => <svg />}), {
  virtual: true,
});
jest.mock(
  '@theme/NavbarItem',
  () => ({
    __esModule: true,
    default: ({
      label,
      to,
      href,
      onClick,
    }: {
      label: string;
      to?: string;
      href?: string;
      onClick: () => void;
    }) => (
      <li>
        <a href={to ?? href} onClick={onClick}>
          {label}
        </a>
      </li>
    ),
  }),
  {virtual: true},
);

const BANNER: BannerView = {
  content: 'Tevm Node is in <b>beta</b>.',
  isCloseable: true,
  height: 32,
  backgroundColor: {light: '#111', dark: '#eee'},
  textColor: {light: '#eee', dark: '#111'},
};

describe('<Banner>', () => {
  it('renders the content, and a close button that calls onClose when closeable', () => {
    const onClose = jest.fn();
    render(<Banner banner={BANNER} onClose={onClose} />);
    expect(screen.getByRole('region', {name: 'Announcement'}).textContent).toBe(
      'Tevm Node is in beta.',
    );
    fireEvent.click(screen.getByRole('button', {name: 'Dismiss announcement'}));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('isCloseable: false renders no close button, even with onClose', () => {
    render(<Banner banner={{...BANNER, isCloseable: false}} onClose={() => undefined} />);
    expect(screen.getByRole('region', {name: 'Announcement'}).textContent).toBe(
      'Tevm Node is in beta.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('<LightDarkToggle>', () => {
  afterEach(() => {
    mockThemeConfig.colorMode = {defaultMode: 'light', disableSwitch: false};
  });

  it('is shown when the site follows the system scheme, and switches to the other mode', () => {
    render(<LightDarkToggle />);
    fireEvent.click(screen.getByRole('button', {name: 'Switch to dark mode'}));
    expect(mockSetColorMode).toHaveBeenLastCalledWith('dark');
  });

  it.each(['light', 'dark'])('is hidden when the scheme is fixed to %s', (mode) => {
    mockThemeConfig.colorMode = {defaultMode: mode, disableSwitch: true};
    const {container} = render(<LightDarkToggle />);
    expect(container.innerHTML).toBe('');
  });
});

describe('<NavMenu>', () => {
  const items = [
    {label: 'Forking: pinning a block', to: '/core/forking#pinning-a-block'},
    {label: 'Mining Modes', to: '/core/mining-modes'},
    {label: 'Example (www)', href: 'https://www.example.com'},
    {label: 'Viem', href: 'https://viem.sh/'},
  ];
  const list = (name: string) =>
    document.getElementById(
      screen.getByRole('button', {name: new RegExp(`^${name}$`)}).getAttribute('aria-controls')!,
    )!;

  it('marks a dropdown of more than three items compact, three or fewer not', () => {
    render(
      <>
        <NavMenu label="More" items={items} />
        <NavMenu label="Few" items={items.slice(0, 3)} />
      </>,
    );
    expect(list('More').getAttribute('data-compact')).toBe('true');
    expect(list('Few').getAttribute('data-compact')).toBe('false');
  });

  it('hands its items on whole (an internal link keeps its fragment); choosing one closes it', () => {
    render(<NavMenu label="More" items={items} />);
    const trigger = screen.getByRole('button', {name: 'More'});
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', {name: 'Forking: pinning a block'});
    expect(link.getAttribute('href')).toBe('/core/forking#pinning-a-block');
    fireEvent.click(link);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  describe('hover across two menus (ARCHITECTURE.md "Top nav": open after 200 ms, close 150 ms after leaving, no wait within 300 ms of another menu)', () => {
    // jsdom has no PointerEvent; the menus answer mouse pointers only (pointerType).
    beforeAll(() => {
      class PointerEvent extends MouseEvent {
        pointerType: string;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerType = init.pointerType ?? '';
        }
      }
      Object.assign(window, {PointerEvent});
    });
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const mouse = {pointerType: 'mouse'};
    const enter = (name: string) =>
      fireEvent.pointerOver(screen.getByRole('button', {name: new RegExp(`^${name}$`)}), mouse);
    const leave = (name: string) =>
      fireEvent.pointerOut(screen.getByRole('button', {name: new RegExp(`^${name}$`)}), mouse);
    const expanded = (name: string) =>
      screen.getByRole('button', {name: new RegExp(`^${name}$`)}).getAttribute('aria-expanded');
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('a neighbour opens at once while one is open; after the window it waits again', () => {
      render(
        <>
          <NavMenu label="More" items={items} />
          <NavMenu label="Few" items={items.slice(0, 3)} />
        </>,
      );
      wait(1000); // well past any close in an earlier test (the nav's menus share one group)
      enter('More');
      wait(199);
      expect(expanded('More')).toBe('false');
      wait(1);
      expect(expanded('More')).toBe('true');
      leave('More');
      enter('Few');
      expect(expanded('Few')).toBe('true');
      wait(150);
      expect(expanded('More')).toBe('false');
      leave('Few');
      wait(150 + 300);
      enter('More');
      wait(199);
      expect(expanded('More')).toBe('false');
      wait(1);
      expect(expanded('More')).toBe('true');
    });
  });
});
