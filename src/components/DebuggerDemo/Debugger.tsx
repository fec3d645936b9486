import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { gasByOpcode, memoryRows, moveCursor, recordSampleRun, type CursorMove, type DebugRun } from './debugger-core'
import styles from './styles.module.css'

type Status = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; run: DebugRun } | { kind: 'failed'; message: string }

/** Keys the opcode table understands while it has focus. */
const KEY_MOVES: Record<string, CursorMove> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
}

export default function Debugger() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [cursor, setCursor] = useState(0)
  const currentRow = useRef<HTMLTableRowElement>(null)

  const run = status.kind === 'done' ? status.run : null
  const steps = run?.steps ?? []
  const step = steps[cursor]
  const move = (m: CursorMove) => setCursor((c) => moveCursor(c, steps.length, m))

  // Keep the current step visible inside the scrolling opcode list.
  useEffect(() => {
    currentRow.current?.scrollIntoView({ block: 'nearest' })
  }, [cursor, run])

  async function start() {
    setStatus({ kind: 'running' })
    try {
      const result = await recordSampleRun(42n)
      setCursor(0)
      setStatus({ kind: 'done', run: result })
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  function onTableKey(event: KeyboardEvent<HTMLDivElement>) {
    const m = KEY_MOVES[event.key]
    if (!m) return
    event.preventDefault()
    move(m)
  }

  return (
    <div className={styles.debugger}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary" onClick={start} disabled={status.kind === 'running'}>
          {run ? 'Run again' : 'Run the sample transaction'}
        </button>
        <span role="status" className={styles.status}>
          {status.kind === 'idle' && 'Ready: the transaction calls set(42) on a freshly deployed SimpleContract.'}
          {status.kind === 'running' && 'Running the transaction…'}
          {status.kind === 'done' &&
            `${steps.length} steps, ${status.run.gasUsed} execution gas, stored value now ${status.run.value}` +
              (status.run.error ? ` (error: ${status.run.error})` : '')}
          {status.kind === 'failed' && `The run failed: ${status.message}`}
        </span>
      </div>

      {run && step && (
        <>
          <div className={styles.toolbar} role="group" aria-label="Step controls">
            <button type="button" className="button button--secondary button--sm" onClick={() => move('first')} aria-label="First step">
              ⏮
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => move('previous')} aria-label="Previous step">
              ◀ Previous
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => move('next')} aria-label="Next step">
              Next ▶
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => move('last')} aria-label="Last step">
              ⏭
            </button>
            <span className={styles.position} aria-live="polite">
              Step {cursor + 1} of {steps.length}: <code>{step.opcode}</code> at pc {step.pc}
            </span>
          </div>

          <div className={styles.panes}>
            <div
              className={styles.opcodes}
              tabIndex={0}
              role="region"
              aria-label="Opcode list (arrow keys move the current step)"
              onKeyDown={onTableKey}>
              <table>
                <caption className={styles.caption}>Executed opcodes</caption>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">pc</th>
                    <th scope="col">opcode</th>
                    <th scope="col">gas</th>
                    <th scope="col">gas left</th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((s) => (
                    <tr
                      key={s.index}
                      ref={s.index === cursor ? currentRow : undefined}
                      aria-current={s.index === cursor ? 'step' : undefined}
                      className={s.index === cursor ? styles.current : undefined}
                      onClick={() => setCursor(s.index)}>
                      <td>{s.index + 1}</td>
                      <td>{s.pc}</td>
                      <td>{s.opcode}</td>
                      <td>{s.gasCost}</td>
                      <td>{s.gasLeft.toString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <div className={styles.details}>
              <h3 className={styles.heading}>Stack (top first)</h3>
              {step.stack.length === 0 ? (
                <p className={styles.empty}>empty</p>
              ) : (
                <ol className={styles.stack} start={0}>
                  {step.stack.map((word, i) => (
                    <li key={i}>
                      <code>{word}</code>
                    </li>
                  ))}
                </ol>
              )}
              <h3 className={styles.heading}>Memory</h3>
              {step.memory.length === 0 ? (
                <p className={styles.empty}>empty</p>
              ) : (
                <pre className={styles.memory}>
                  {memoryRows(step.memory, 16)
                    .map((r) => `${r.offset}  ${r.hex}  ${r.ascii}`)
                    .join('\n')}
                </pre>
              )}
              <h3 className={styles.heading}>Gas by opcode</h3>
              <table className={styles.gas}>
                <thead>
                  <tr>
                    <th scope="col">opcode</th>
                    <th scope="col">count</th>
                    <th scope="col">gas</th>
                  </tr>
                </thead>
                <tbody>
                  {gasByOpcode(steps)
                    .slice(0, 6)
                    .map((g) => (
                      <tr key={g.opcode}>
                        <td>{g.opcode}</td>
                        <td>{g.count}</td>
                        <td>{g.gas}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </div>
  )
}
