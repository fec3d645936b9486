import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';

import {translate} from '@docusaurus/Translate';

import {formatDuration} from '../client/timing';
import type {RunResult} from '../client/state';
import {TIME_LIMIT_MS} from '../protocol';
import frame from './styles.module.css';
import styles from './Panel.module.css';
import {useRunnableCode} from './useRunnableCode';

import type {RunnableCodeProps} from './meta';
import ToolbarButton from './ToolbarButton';

function Result({result}: {result: RunResult}): ReactNode {
  if (result.status === 'stopped') {
    return (
      <p className={clsx(styles.result, styles.failed)}>
        {result.reason === 'stop'
          ? translate({id: 'theme.Run.stopped', message: 'Stopped.'})
          : translate(
              {
                id: 'theme.Run.timeLimit',
                message: 'Stopped: the run took longer than {seconds} s.',
              },
              {seconds: String(TIME_LIMIT_MS / 1000)},
            )}
      </p>
    );
  }
  const time = formatDuration(result.ms);
  if (result.status === 'passed') {
    return (
      <p className={clsx(styles.result, styles.passed)}>
        {translate({id: 'theme.Run.passed', message: 'passed'})} · {time}
      </p>
    );
  }
  return (
    <div className={clsx(styles.result, styles.failed)}>
      <p>
        {translate({id: 'theme.Run.failed', message: 'failed'})}
        {result.line !== null
          ? ` ${translate({id: 'theme.Run.atLine', message: 'at line {line}'}, {line: String(result.line)})}`
          : ''}{' '}
        · {time}
      </p>
      <pre className={styles.error}>{result.message}</pre>
    </div>
  );
}

/**
 * Strings: only Run and Edit (shown before any click) are in i18n/en/code.json, because every
 * entry there ships in first-load JS; the panel's other `theme.Run.*` messages are the English
 * defaults here (`docusaurus write-translations` lists them for another locale).
 *
 * The Run panel, loaded by ./index.tsx on the first click on Run or Edit (then `first` is done
 * at once): `children` renders the block; editing swaps it for a text area.
 */
export default function Panel({
  blockId,
  code,
  ext,
  children,
  first,
}: RunnableCodeProps & {first: 'run' | 'edit'}): ReactNode {
  const r = useRunnableCode(blockId, code, ext);
  const {state} = r;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the click that loaded the panel
  useEffect(() => (first === 'run' ? r.run() : r.edit()), []);
  return (
    <div className={frame.runnable} data-run-block={blockId}>
      {r.editing ? (
        <textarea
          className={styles.editor}
          aria-label={translate({id: 'theme.Run.editorLabel', message: 'Example code (editable)'})}
          value={r.source}
          rows={r.source.split('\n').length}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onChange={(e) => r.setSource(e.target.value)}
        />
      ) : (
        children
      )}
      <div className={frame.toolbar}>
        {r.busy ? (
          <ToolbarButton onClick={r.stop}>
            {translate({id: 'theme.Run.stop', message: 'Stop'})}
          </ToolbarButton>
        ) : (
          <ToolbarButton primary onClick={r.run}>
            {translate({id: 'theme.Run.run', message: 'Run'})}
          </ToolbarButton>
        )}
        {!r.editing && (
          <ToolbarButton onClick={r.edit}>
            {translate({id: 'theme.Run.edit', message: 'Edit'})}
          </ToolbarButton>
        )}
        {r.editing && (
          <ToolbarButton onClick={r.reset}>
            {translate({id: 'theme.Run.reset', message: 'Reset'})}
          </ToolbarButton>
        )}
        <span className={styles.progress} role="status">
          {state.phase === 'loading'
            ? state.loading
              ? translate(
                  {id: 'theme.Run.loadingPackages', message: 'Loading {packages}…'},
                  {packages: state.loading},
                )
              : translate({id: 'theme.Run.loading', message: 'Starting…'})
            : state.phase === 'running'
              ? translate({id: 'theme.Run.running', message: 'Running…'})
              : ''}
        </span>
      </div>
      {state.phase !== 'idle' && (
        <section
          className={styles.output}
          aria-label={translate({id: 'theme.Run.output', message: 'Output'})}>
          {state.output.length > 0 && (
            <pre className={styles.log}>
              {state.output.map((line, i) => (
                <span key={i} className={clsx(styles.line, styles[line.level])}>
                  {line.text}
                  {'\n'}
                </span>
              ))}
            </pre>
          )}
          {state.result && <Result result={state.result} />}
        </section>
      )}
    </div>
  );
}
