// The few react-dom entry points the unit tests call (the site does not depend on @types/react-dom).
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
  export function hydrateRoot(
    container: Element,
    children: ReactNode,
    options?: {onRecoverableError?: (error: unknown) => void},
  ): Root;
}
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  export function renderToString(node: ReactNode): string;
}
