import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import {useRunnableCode} from '@site/src/hooks/useRunnableCode';
import {formatDuration} from '@site/src/lib/run/timing';
import type {RunResult} from '@site/src/lib/run/state';

import styles from './styles.module.css';

const t = (id: string, message: string, values?: Record<string, string>) => {
  const text = translate({id: `theme.RunnableCode.${id}`, message});
  return values ? text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '') : text;
};

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
 * A code block with Run (src/theme/CodeBlock adds it where the example harness says the block
 * runs in a browser): `children` renders the block; editing swaps it for a text area.
 */
export default function RunnableCode({
  blockId,
  code,
  ext,
  children,
}: {
  blockId: string;
  code: string;
  ext: string;
  children: ReactNode;
}): ReactNode {
  const r = useRunnableCode(blockId, code, ext);
  const {state} = r;
  return (
    <div className={styles.runnable} data-run-block={blockId}>
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
      <div className={styles.toolbar}>
        {r.busy ? (
          <button
            type="button"
            className={clsx('button button--sm button--secondary', styles.button)}
            onClick={r.stop}>
            {t('stop', 'Stop')}
          </button>
        ) : (
          <button
            type="button"
            className={clsx('button button--sm button--primary', styles.button)}
            onClick={r.run}>
            {t('run', 'Run')}
          </button>
        )}
        {!r.editing && (
          <button
            type="button"
            className={clsx('button button--sm button--secondary', styles.button)}
            onClick={r.edit}>
            {t('edit', 'Edit')}
          </button>
        )}
        {r.editing && (
          <button
            type="button"
            className={clsx('button button--sm button--secondary', styles.button)}
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
