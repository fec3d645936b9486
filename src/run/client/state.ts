/** What a Run panel shows, as a reducer over the runner's events (pure; see ../ui/useRunnableCode). */
import type {LogLevel} from '../protocol';
import type {RunEvent, StopReason} from './runs';

export interface OutputLine {
  level: LogLevel;
  text: string;
}

export type RunResult =
  | {status: 'passed'; ms: number}
  | {status: 'failed'; ms: number; message: string; line: number | null}
  | {status: 'stopped'; reason: StopReason};

export interface RunState {
  /** idle: never run; loading: fetching the runner or packages; running; ended. */
  phase: 'idle' | 'loading' | 'running' | 'ended';
  /** Packages being fetched (loading phase). */
  loading: string | null;
  output: OutputLine[];
  result: RunResult | null;
}

export const initialRunState: RunState = {
  phase: 'idle',
  loading: null,
  output: [],
  result: null,
};

export type RunAction = {type: 'start'} | RunEvent;

export function runReducer(state: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'start':
      return {...initialRunState, phase: 'loading'};
    case 'status':
      return {...state, loading: action.text};
    case 'started':
      return {...state, phase: 'running', loading: null};
    case 'log':
      return {...state, output: [...state.output, {level: action.level, text: action.text}]};
    case 'done':
      return {
        ...state,
        phase: 'ended',
        loading: null,
        result: action.ok
          ? {status: 'passed', ms: action.ms}
          : {status: 'failed', ms: action.ms, message: action.message, line: action.line},
      };
    case 'stopped':
      return {
        ...state,
        phase: 'ended',
        loading: null,
        result: {status: 'stopped', reason: action.reason},
      };
    default:
      return state;
  }
}

/** Whether a run is in progress (Stop shown, Run disabled). */
export const isBusy = (state: RunState): boolean =>
  state.phase === 'loading' || state.phase === 'running';
