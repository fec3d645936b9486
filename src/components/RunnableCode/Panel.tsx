import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';

import {useRunnableCode} from '@site/src/hooks/useRunnableCode';
import {formatDuration} from '@site/src/lib/run/timing';
import type {RunResult} from '@site/src/lib/run/state';

import frame from './styles.module.css';
import styles from './Panel.module.css';

import {t, type RunnableCodeProps} from './shared';

function Result({result}: {result: RunResult}): ReactNode {
  if (result.status === 'stopped') {
    return (
      <p className={clsx(styles.result, styles.failed)}>
        {result.reason === 'stop'
          ? t('stopped', 'Stopped.')
          : t('timeLimit', 'Stopped: the run took longer than 30 s.')}
      </p>
    );
  }
  const time = formatDuration(result.ms);
  if (result.status === 'passed') {
    return (
      <p className={clsx(styles.result, styles.passed)}>
        {t('passed', 'passed')} · {time}
      </p>
    );
  }
  return (
    <div className={clsx(styles.result, styles.failed)}>
      <p>
        {t('failed', 'failed')}
        {result.line !== null
          ? ` ${t('atLine', 'at line {line}', {line: String(result.line)})}`
          : ''}{' '}
        · {time}
      </p>
      <pre className={styles.error}>{result.message}</pre>
    </div>
  );
}

/**
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
          aria-label={t('editorLabel', 'Example code (editable)')}
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
          <button
            type="button"
            className={clsx('button button--sm button--secondary', frame.button)}
            onClick={r.stop}>
            {t('stop', 'Stop')}
          </button>
        ) : (
          <button
            type="button"
            className={clsx('button button--sm button--primary', frame.button)}
            onClick={r.run}>
            {t('run', 'Run')}
          </button>
        )}
        {!r.editing && (
          <button
            type="button"
            className={clsx('button button--sm button--secondary', frame.button)}
            onClick={r.edit}>
            {t('edit', 'Edit')}
          </button>
        )}
        {r.editing && (
          <button
            type="button"
            className={clsx('button button--sm button--secondary', frame.button)}
            onClick={r.reset}>
            {t('reset', 'Reset')}
          </button>
        )}
        <span className={styles.progress} role="status">
          {state.phase === 'loading'
            ? state.loading
              ? t('loadingPackages', 'Loading {packages}…', {packages: state.loading})
              : t('loading', 'Starting…')
            : state.phase === 'running'
              ? t('running', 'Running…')
              : ''}
        </span>
      </div>
      {state.phase !== 'idle' && (
        <section className={styles.output} aria-label={t('output', 'Output')}>
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
