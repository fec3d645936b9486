import { createMemoryClient } from 'tevm'
import { SimpleContract } from 'tevm/contract'

/** One EVM step, copied out of tevm's onStep event into plain, immutable data. */
export type DebugStep = {
  index: number
  pc: number
  opcode: string
  gasCost: number
  gasLeft: bigint
  depth: number
  /** Top of the stack first, each word as 0x-prefixed hex. */
  stack: string[]
  memory: Uint8Array
}

/** The fields of tevm's InterpreterStep this core reads. */
export type RawStep = {
  pc: number
  opcode: { name: string; fee: number; dynamicFee?: bigint }
  gasLeft: bigint
  depth: number
  stack: bigint[]
  memory: Uint8Array
}

/** Copies a step into plain data in the form the UI shows: stack words as hex, top first. */
export function toDebugStep(raw: RawStep, index: number): DebugStep {
  return {
    index,
    pc: raw.pc,
    opcode: raw.opcode.name,
    gasCost: Number(raw.opcode.dynamicFee ?? BigInt(raw.opcode.fee)), // what the step really cost
    gasLeft: raw.gasLeft,
    depth: raw.depth,
    stack: raw.stack.map((word) => `0x${word.toString(16)}`).reverse(),
    memory: raw.memory.slice(),
  }
}

/** Memory as rows of `width` bytes: offset, hex bytes and printable ASCII ('.' for the rest). */
export function memoryRows(memory: Uint8Array, width = 32): { offset: string; hex: string; ascii: string }[] {
  const rows = []
  for (let start = 0; start < memory.length; start += width) {
    const bytes = [...memory.subarray(start, start + width)]
    rows.push({
      offset: `0x${start.toString(16).padStart(4, '0')}`,
      hex: bytes.map((b) => b.toString(16).padStart(2, '0')).join(' '),
      ascii: bytes.map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join(''),
    })
  }
  return rows
}

/** Total gas and count per opcode, most expensive first. */
export function gasByOpcode(steps: DebugStep[]): { opcode: string; count: number; gas: number }[] {
  const totals = new Map<string, { opcode: string; count: number; gas: number }>()
  for (const step of steps) {
    const entry = totals.get(step.opcode) ?? { opcode: step.opcode, count: 0, gas: 0 }
    entry.count += 1
    entry.gas += step.gasCost
    totals.set(step.opcode, entry)
  }
  return [...totals.values()].sort((a, b) => b.gas - a.gas || a.opcode.localeCompare(b.opcode))
}

/** Cursor moves for the step list; the result always stays inside [0, count - 1]. */
export type CursorMove = 'first' | 'previous' | 'next' | 'last' | { to: number }

export function moveCursor(current: number, count: number, move: CursorMove): number {
  if (count === 0) return 0
  const target =
    move === 'first' ? 0
    : move === 'previous' ? current - 1
    : move === 'next' ? current + 1
    : move === 'last' ? count - 1
    : move.to
  return Math.min(Math.max(target, 0), count - 1)
}

/** A finished run: the steps, and what the call did. */
export type DebugRun = {
  steps: DebugStep[]
  gasUsed: bigint
  value: bigint
  error?: string
}

/**
 * Deploys SimpleContract on a fresh in-memory node, then records every step of
 * `set(newValue)` sent as a mined transaction, and reads the stored value back.
 */
export async function recordSampleRun(newValue = 42n): Promise<DebugRun> {
  const client = createMemoryClient({ loggingLevel: 'warn' })
  const { createdAddress } = await client.tevmDeploy({ ...SimpleContract.deploy(1n), addToBlockchain: true })
  if (!createdAddress) throw new Error('deployment failed')
  const contract = SimpleContract.withAddress(createdAddress)

  const steps: DebugStep[] = []
  const result = await client.tevmContract({
    ...contract.write.set(newValue),
    addToBlockchain: true,
    throwOnFail: false,
    onStep: (raw, next) => {
      steps.push(toDebugStep(raw, steps.length))
      next?.()
    },
  })
  const { data: value } = await client.tevmContract(contract.read.get())
  return {
    steps,
    gasUsed: result.executionGasUsed,
    value: value ?? 0n,
    ...(result.errors?.length ? { error: result.errors.map((e) => e.message).join('; ') } : {}),
  }
}
