import {useCallback, useEffect, useReducer, useRef, useState} from 'react';

import type {RunCode} from '../protocol';
import {initialRunState, isBusy, runReducer, type RunState} from '../client/state';

export interface RunnableCode {
  state: RunState;
  busy: boolean;
  /** The code as the reader sees it (edited or not). */
  source: string;
  edited: boolean;
  editing: boolean;
  setSource: (code: string) => void;
  edit: () => void;
  run: () => void;
  stop: () => void;
  reset: () => void;
}

/**
 * A Run panel's behaviour: runs the block's build-time module, or the reader's edit, in the
 * tab's runner (../client/runner.ts, imported on the first click so pages load none of it).
 * Stop ends this panel's run only.
 */
export function useRunnableCode(blockId: string, code: string, ext: string): RunnableCode {
  const [state, dispatch] = useReducer(runReducer, initialRunState);
  const [source, setSource] = useState(code);
  const [editing, setEditing] = useState(false);
  const current = useRef(0);
  const edited = source !== code;

  const run = useCallback(() => {
    dispatch({type: 'start'});
    void import('@site/src/run/client/runner').then(({startRun}) => {
      const code: RunCode = edited ? {kind: 'edit', source, ext} : {kind: 'block', blockId};
      current.current = startRun(code, (event) => {
        if (event.runId === current.current) dispatch(event);
      });
    });
  }, [blockId, edited, ext, source]);

  const stop = useCallback(() => {
    void import('@site/src/run/client/runner').then(({stopRun}) => stopRun(current.current));
  }, []);

  const reset = useCallback(() => {
    setSource(code);
    setEditing(false);
  }, [code]);

  // A panel that unmounts mid-run (navigation) ignores the rest of its events.
  useEffect(() => () => void (current.current = -1), []);

  return {
    state,
    busy: isBusy(state),
    source,
    edited,
    editing,
    setSource,
    edit: () => setEditing(true),
    run,
    stop,
    reset,
  };
}
