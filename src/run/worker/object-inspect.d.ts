declare module 'object-inspect' {
  export default function inspect(value: unknown, options?: {depth?: number}): string;
}
