import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';
import {ColumnHeaders} from './ColumnHeaders';
import {REFLOW} from './types';

interface Props {
  /** The scrolling region's accessible name. */
  label: string;
  caption: ReactNode;
  /** Column headers (also each cell's label on phones). */
  columns: readonly string[];
  /** The body rows. */
  children: ReactNode;
  /** Shown under the table, inside its wrapper (a note about the table). */
  after?: ReactNode;
}

/**
 * The frame of every generated table (exports, CLI commands, CLI flags): a focusable, named
 * scrolling region around a table with a caption, the column headers and the rows.
 */
export function TableFrame({label, caption, columns, children, after}: Props): ReactNode {
  return (
    <div className={styles.wrapper}>
      {/* A scrolling region must be reachable by keyboard, so it is focusable and named. */}
      <div className={clsx(styles.scroll, REFLOW)} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} data-search="names" role="table">
          <caption className={styles.caption}>{caption}</caption>
          <thead role="rowgroup">
            <ColumnHeaders columns={columns} />
          </thead>
          <tbody role="rowgroup">{children}</tbody>
        </table>
      </div>
      {after}
    </div>
  );
}
