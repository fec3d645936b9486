import type {ReactNode} from 'react';
import clsx from 'clsx';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

import styles from './styles.module.css';

type Icon = 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'success';

/**
 * One callout type: theme-classic's layout, Infima alert colour and title,
 * with the icon drawn by CSS (styles.module.css).
 */
function calloutType(alert: string, icon: Icon, title: string) {
  function AdmonitionType(props: Props): ReactNode {
    return (
      <AdmonitionLayout
        icon={<span className={clsx(styles.icon, styles[icon])} data-callout-icon={icon} />}
        title={title}
        {...props}
        className={clsx('alert', `alert--${alert}`, props.className)}>
        {props.children}
      </AdmonitionLayout>
    );
  }
  return AdmonitionType;
}

/**
 * Callouts note, info, tip, warning, danger (and caution), plus a real
 * `success` — the same markup and colours as theme-classic's types, without
 * one module and one inline SVG per type in every page's JavaScript.
 */
export default {
  note: calloutType('secondary', 'note', 'note'),
  tip: calloutType('success', 'tip', 'tip'),
  info: calloutType('info', 'info', 'info'),
  warning: calloutType('warning', 'warning', 'warning'),
  danger: calloutType('danger', 'danger', 'danger'),
  success: calloutType('success', 'success', 'success'),
  // theme-classic's other names.
  caution: calloutType('warning', 'warning', 'caution'),
  secondary: calloutType('secondary', 'note', 'secondary'),
  important: calloutType('info', 'info', 'important'),
};
