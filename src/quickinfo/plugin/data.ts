/**
 * From a block's code to its data (../data.ts): where its hover targets are in the code (the
 * page's own rule, ../targets.ts, over the tokens the page renders, src/prism), and the data
 * file from TypeScript's answer at each of them (./analyse.mjs).
 */
import {Prism} from '../../prism/prism';
import {tokenize} from '../../prism/tokenize';
import type {BlockTypes, QuickInfo} from '../data';
import {targetsOf} from '../targets';

/** A hover target's place in the block's code. */
export interface Span {
  start: number;
  length: number;
}

/** The hover targets of `code` in `language`, in the order the page numbers them. */
export function targetSpans(code: string, language: string): Span[] {
  const lang = language.toLowerCase();
  const lines = tokenize({prism: Prism, code, grammar: Prism.languages[lang], language: lang});
  const lineStarts = [0];
  for (const m of code.matchAll(/\r\n|\r|\n/g)) lineStarts.push(m.index + m[0].length);
  const tokenStarts = lines.map((tokens, line) => {
    let at = lineStarts[line]!;
    return tokens.map((token) => {
      const start = at;
      at += token.empty ? 0 : token.content.length;
      return start;
    });
  });
  return targetsOf(lines).map(({line, token, start, end}) => ({
    start: tokenStarts[line]![token]! + start,
    length: end - start,
  }));
}

/** The data file of a block from the answer for each target (null: TypeScript has none). */
export function blockTypes(answers: ReadonlyArray<QuickInfo | null>): BlockTypes {
  const infos: QuickInfo[] = [];
  const index = new Map<string, number>();
  const targets = answers.map((info) => {
    if (!info) return -1;
    const id = JSON.stringify([info.type, info.doc ?? '']);
    let at = index.get(id);
    if (at === undefined) {
      at = infos.push(info.doc ? {type: info.type, doc: info.doc} : {type: info.type}) - 1;
      index.set(id, at);
    }
    return at;
  });
  return {targets, infos};
}
