import type {ReactNode} from 'react';
import clsx from 'clsx';
import NavbarItem, {type LinkLikeNavbarItemProps} from '@theme/NavbarItem';

import {useNavMenu} from '@site/src/hooks/useNavMenu';
import styles from './styles.module.css';

interface Props {
  label: ReactNode;
  items: readonly LinkLikeNavbarItemProps[];
  position?: 'left' | 'right';
  className?: string;
}

/**
 * A top-nav dropdown: opens on hover after a delay or on click, closes on
 * leave, Escape, outside click; compact above three items. Items render
 * through Docusaurus' NavbarItem, so external links keep their icon and open
 * in a new tab.
 */
export default function NavMenu({label, items, position, className}: Props): ReactNode {
  const menu = useNavMenu(items.length);
  return (
    <div
      {...menu.rootProps}
      className={clsx('navbar__item', 'dropdown', {
        'dropdown--right': position === 'right',
        'dropdown--show': menu.open,
      })}
      data-nav-menu="">
      <button
        {...menu.triggerProps}
        className={clsx('clean-btn', 'navbar__link', styles.trigger, className)}>
        {label}
      </button>
      <ul
        {...menu.menuProps}
        className={clsx('dropdown__menu', styles.menu)}
        data-compact={menu.compact ? 'true' : 'false'}>
        {items.map((item, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...item}
            onClick={menu.close}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
