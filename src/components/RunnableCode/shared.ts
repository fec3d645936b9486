import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

export interface RunnableCodeProps {
  blockId: string;
  code: string;
  ext: string;
  children: ReactNode;
}

/** A `theme.Run.*` string from i18n/en/code.json, with `{name}` values filled in. */
export const t = (id: string, message: string, values?: Record<string, string>): string => {
  const text = translate({id: `theme.Run.${id}`, message});
  return values ? text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '') : text;
};
