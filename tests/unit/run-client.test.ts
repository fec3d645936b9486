import {
  TIME_LIMIT_MS,
  type RunCode,
  type WorkerEvent,
  type WorkerRequest,
} from '../../src/run/protocol';
import {createRuns, type RunEvent, type RunWorker, type Runs} from '../../src/run/client/runs';
import {initialRunState, isBusy, runReducer} from '../../src/run/client/state';
import {formatDuration} from '../../src/run/client/timing';

describe('run panel state', () => {
  test('a run goes loading → running → passed, with its output', () => {
    let s = runReducer(initialRunState, {type: 'start'});
    expect(isBusy(s)).toBe(true);
    s = runReducer(s, {type: 'status', runId: 1, text: 'tevm'});
    expect(s.loading).toBe('tevm');
    s = runReducer(s, {type: 'started', runId: 1});
    s = runReducer(s, {type: 'log', runId: 1, level: 'log', text: '1n'});
    s = runReducer(s, {type: 'done', runId: 1, ok: true, ms: 5});
    expect(s).toMatchObject({phase: 'ended', output: [{text: '1n'}], result: {status: 'passed'}});
    expect(isBusy(s)).toBe(false);
  });

  test('a new run clears the last output; stop and time-out end it', () => {
    let s = runReducer(initialRunState, {type: 'log', runId: 1, level: 'warn', text: 'x'});
    s = runReducer(s, {type: 'start'});
    expect(s.output).toEqual([]);
    s = runReducer(s, {type: 'stopped', runId: 2, reason: 'time-limit'});
    expect(s.result).toEqual({status: 'stopped', reason: 'time-limit'});
  });
});

test('durations: milliseconds under a second, else seconds with one decimal', () => {
  expect(formatDuration(12.4)).toBe('12 ms');
  expect(formatDuration(1530)).toBe('1.5 s');
});

describe('runs: one worker, each panel stops only its own run', () => {
  class FakeWorker implements RunWorker {
    posted: WorkerRequest[] = [];
    terminated = false;
    onmessage: RunWorker['onmessage'] = null;
    postMessage(request: WorkerRequest) {
      this.posted.push(request);
    }
    terminate() {
      this.terminated = true;
    }
    emit(event: WorkerEvent) {
      this.onmessage?.({data: event} as MessageEvent<WorkerEvent>);
    }
  }
  const block = (blockId: string): RunCode => ({kind: 'block', blockId});

  let workers: FakeWorker[];
  let runs: Runs;
  beforeEach(() => {
    jest.useFakeTimers();
    workers = [];
    runs = createRuns(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
  });
  afterEach(() => jest.useRealTimers());

  test('the time limit counts from the worker’s started, not from the click', () => {
    const events: RunEvent[] = [];
    const id = runs.start(block('a'), (e) => events.push(e));
    jest.advanceTimersByTime(TIME_LIMIT_MS * 2); // waiting in the queue, loading packages
    expect(events).toEqual([]);
    workers[0]!.emit({type: 'started', runId: id});
    jest.advanceTimersByTime(TIME_LIMIT_MS - 1);
    expect(events.map((e) => e.type)).toEqual(['started']);
    jest.advanceTimersByTime(1);
    expect(events.at(-1)).toEqual({type: 'stopped', runId: id, reason: 'time-limit'});
    expect(workers[0]!.terminated).toBe(true);
  });

  test('a finished run has no time limit left, and stopping it does nothing', () => {
    const events: RunEvent[] = [];
    const id = runs.start(block('a'), (e) => events.push(e));
    workers[0]!.emit({type: 'started', runId: id});
    workers[0]!.emit({type: 'done', runId: id, ok: true, ms: 3});
    jest.advanceTimersByTime(TIME_LIMIT_MS * 2);
    runs.stop(id);
    expect(events.map((e) => e.type)).toEqual(['started', 'done']);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
  });

  test('stopping a run that waits its turn cancels it and leaves the running one alone', () => {
    const first: RunEvent[] = [];
    const second: RunEvent[] = [];
    const a = runs.start(block('a'), (e) => first.push(e));
    const b = runs.start({kind: 'edit', source: 'x', ext: 'ts'}, (e) => second.push(e));
    workers[0]!.emit({type: 'started', runId: a});
    runs.stop(b);
    expect(second).toEqual([{type: 'stopped', runId: b, reason: 'stop'}]);
    expect(workers[0]!.posted.at(-1)).toEqual({type: 'cancel', runId: b});
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.emit({type: 'done', runId: a, ok: true, ms: 1});
    expect(first.map((e) => e.type)).toEqual(['started', 'done']);
  });

  test('stopping the running run ends its worker; the waiting runs go to a fresh one, in order', () => {
    const seen: RunEvent[] = [];
    const a = runs.start(block('a'), (e) => seen.push(e));
    const b = runs.start(block('b'), (e) => seen.push(e));
    const c = runs.start(block('c'), (e) => seen.push(e));
    workers[0]!.emit({type: 'started', runId: a});
    runs.stop(a);
    expect(seen.at(-1)).toEqual({type: 'stopped', runId: a, reason: 'stop'});
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.posted).toEqual([
      {type: 'run', runId: b, code: block('b')},
      {type: 'run', runId: c, code: block('c')},
    ]);
    // b and c were never stopped: their events still arrive.
    workers[1]!.emit({type: 'done', runId: b, ok: true, ms: 1});
    expect(seen.filter((e) => e.runId !== a).map((e) => e.type)).toEqual(['done']);
  });
});
