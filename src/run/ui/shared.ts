import type {ReactNode} from 'react';

export interface RunnableCodeProps {
  blockId: string;
  code: string;
  ext: string;
  children: ReactNode;
}
