// The debugger component on docs/examples/debugger-ui.mdx imports two sibling files that the page
// shows separately (each block is type-checked as its own module): the core, which is the page's
// runnable `debugger-core.ts` block (and src/components/DebuggerDemo/debugger-core.ts), and a CSS
// module. These declarations mirror that core's exports; keep them in step with it
// (tests/unit/debugger-demo.test.ts checks that the page and src/components/DebuggerDemo agree).
declare module '*/debugger-core' {
  export type DebugStep = {
    index: number;
    pc: number;
    opcode: string;
    gasCost: number;
    gasLeft: bigint;
    depth: number;
    stack: string[];
    memory: Uint8Array;
  };
  export type RawStep = {
    pc: number;
    opcode: {name: string; fee: number; dynamicFee?: bigint};
    gasLeft: bigint;
    depth: number;
    stack: bigint[];
    memory: Uint8Array;
  };
  export function toDebugStep(raw: RawStep, index: number): DebugStep;
  export function memoryRows(
    memory: Uint8Array,
    width?: number,
  ): {offset: string; hex: string; ascii: string}[];
  export function gasByOpcode(steps: DebugStep[]): {opcode: string; count: number; gas: number}[];
  export type CursorMove = 'first' | 'previous' | 'next' | 'last' | {to: number};
  export function moveCursor(current: number, count: number, move: CursorMove): number;
  export type DebugRun = {steps: DebugStep[]; gasUsed: bigint; value: bigint; error?: string};
  export function recordSampleRun(newValue?: bigint): Promise<DebugRun>;
}

declare module '*.module.css' {
  const classes: {readonly [className: string]: string};
  export default classes;
}
