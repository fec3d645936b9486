/**
 * Match highlighting: the words of a text that are matched terms. Words are
 * cut exactly as the engine cuts them (tokens.ts), and compared after the
 * engine's term processing, so a highlighted word is one the index matched —
 * including fuzzy and prefix matches ("frking" → forking, "fork" → forked),
 * and identifiers matched by one of their parts ("automine" → setAutomine).
 */
import {identifierParts, processTerm, WORD} from './tokens';

export interface Segment {
  text: string;
  match: boolean;
}

/** [start, end) offsets of the words of `text` that are in `terms`. */
export function highlightRanges(text: string, terms: Iterable<string>): Array<[number, number]> {
  const wanted = new Set([...terms].map(processTerm).filter((t): t is string => t !== null));
  if (wanted.size === 0) return [];
  const ranges: Array<[number, number]> = [];
  const word = new RegExp(WORD.source, WORD.flags);
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const term = processTerm(m[0]);
    if (term === null) continue;
    if (wanted.has(term) || identifierParts(m[0]).some((part) => wanted.has(part))) {
      ranges.push([m.index, m.index + m[0].length]);
    }
  }
  return ranges;
}

/** `text` cut into plain and matched segments, in order; adjacent pieces never share a kind. */
export function highlightSegments(text: string, terms: Iterable<string>): Segment[] {
  const segments: Segment[] = [];
  const add = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += piece;
    else segments.push({text: piece, match});
  };
  let cursor = 0;
  for (const [start, end] of highlightRanges(text, terms)) {
    add(text.slice(cursor, start), false);
    add(text.slice(start, end), true);
    cursor = end;
  }
  add(text.slice(cursor), false);
  return segments;
}
