/**
 * The live debugger on /examples/debugger-ui. The page only ships this button:
 * tevm and the debugger UI are a separate chunk, fetched with import() when the
 * reader asks for them, so they add nothing to the page's first-load JS.
 * This wrapper is the site's and its strings go through translate; the debugger itself
 * (./Debugger.tsx) is the example app whose source the page lists, so it stays as written.
 */
import {useState, type ComponentType} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'loading'}
  | {kind: 'ready'; Debugger: ComponentType}
  | {kind: 'failed'; message: string};

export default function DebuggerDemo() {
  const [state, setState] = useState<State>({kind: 'idle'});
  const label = translate({
    id: 'site.debugger.label',
    message: 'Live EVM debugger',
    description: 'The accessible name of the live debugger demo',
  });

  async function load() {
    setState({kind: 'loading'});
    try {
      const module = await import(/* webpackChunkName: "tevm-debugger" */ './Debugger');
      setState({kind: 'ready', Debugger: module.default});
    } catch (error) {
      setState({kind: 'failed', message: error instanceof Error ? error.message : String(error)});
    }
  }

  if (state.kind === 'ready') {
    return (
      <section className={styles.demo} aria-label={label}>
        <state.Debugger />
      </section>
    );
  }
  return (
    <section className={styles.demo} aria-label={label}>
      <p className={styles.intro}>
        <Translate
          id="site.debugger.intro"
          description="Above the button that loads the live debugger">
          The debugger runs a real Tevm node in this tab. Starting it downloads Tevm (about a
          megabyte, once); nothing is sent anywhere.
        </Translate>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={load}
        disabled={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <Translate id="site.debugger.loading">Loading Tevm…</Translate>
        ) : (
          <Translate id="site.debugger.start">Start the debugger</Translate>
        )}
      </button>
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          <Translate
            id="site.debugger.loadFailed"
            description="When the debugger's code fails to load; {message} is the error"
            values={{message: state.message}}>
            {'Could not load the debugger: {message}'}
          </Translate>
        </p>
      )}
    </section>
  );
}
