import {useState, type ReactNode} from 'react';

import {translate} from '@docusaurus/Translate';

import type {RunnableCodeProps} from './meta';
import type PanelType from './Panel';
import styles from './styles.module.css';
import ToolbarButton from './ToolbarButton';

type Panel = typeof PanelType;

/**
 * A code block with Run and Edit (src/theme/CodeBlock adds it where the examples' block grammar says the
 * block runs in a browser). Only these two buttons are in the page's JavaScript: the first click
 * loads the panel (./Panel.tsx), which does what was clicked and takes over.
 */
export default function RunnableCode(props: RunnableCodeProps): ReactNode {
  const [loaded, setLoaded] = useState<{Panel: Panel; first: 'run' | 'edit'} | null>(null);
  if (loaded) return <loaded.Panel {...props} first={loaded.first} />;
  const open = (first: 'run' | 'edit') =>
    void import('./Panel').then((m) => setLoaded({Panel: m.default, first}));
  return (
    <div className={styles.runnable} data-run-block={props.blockId}>
      {props.children}
      <div className={styles.toolbar}>
        <ToolbarButton primary onClick={() => open('run')}>
          {translate({id: 'theme.Run.run', message: 'Run'})}
        </ToolbarButton>
        <ToolbarButton onClick={() => open('edit')}>
          {translate({id: 'theme.Run.edit', message: 'Edit'})}
        </ToolbarButton>
      </div>
    </div>
  );
}
