/**
 * The live debugger on /examples/debugger-ui. The page only ships this button:
 * tevm and the debugger UI are a separate chunk, fetched with import() when the
 * reader asks for them, so they add nothing to the page's first-load JS.
 */
import {useState, type ComponentType} from 'react';
import styles from './styles.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'loading'}
  | {kind: 'ready'; Debugger: ComponentType}
  | {kind: 'failed'; message: string};

export default function DebuggerDemo() {
  const [state, setState] = useState<State>({kind: 'idle'});

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
      <section className={styles.demo} aria-label="Live EVM debugger">
        <state.Debugger />
      </section>
    );
  }
  return (
    <section className={styles.demo} aria-label="Live EVM debugger">
      <p className={styles.intro}>
        The debugger runs a real Tevm node in this tab. Starting it downloads Tevm (about a
        megabyte, once); nothing is sent anywhere.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={load}
        disabled={state.kind === 'loading'}>
        {state.kind === 'loading' ? 'Loading Tevm…' : 'Start the debugger'}
      </button>
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          Could not load the debugger: {state.message}
        </p>
      )}
    </section>
  );
}
