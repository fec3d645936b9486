import type {Token as PrismToken, TokenStream} from 'prismjs';
import type {Token} from 'prism-react-renderer';

const NEWLINE = /\r\n|\r|\n/;

/** `types` with `type` appended, unless it is already the last one. */
function withType(types: string[], type: string | string[]): string[] {
  if (typeof type === 'string' && types[types.length - 1] === type) return types;
  return types.concat(type);
}

/** An empty line becomes one empty `plain` token holding "\n" so it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

/**
 * Prism's nested token stream → lines of flat tokens. Each token carries the
 * types of every token it is nested in (plus aliases); bare strings at the top
 * level are `plain`. Line breaks split tokens, so every line is complete.
 */
export function normalizeTokens(tokens: Array<PrismToken | string>): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];

  const add = (text: string, types: string[]) => {
    const parts = text.split(NEWLINE);
    line.push({types, content: parts[0]!});
    for (const part of parts.slice(1)) {
      closeLine(line);
      line = [{types, content: part}];
      lines.push(line);
    }
  };

  const walk = (stream: TokenStream, types: string[]) => {
    for (const item of Array.isArray(stream) ? stream : [stream]) {
      if (typeof item === 'string') {
        add(item, types.length > 0 ? types : ['plain']);
        continue;
      }
      let itemTypes = withType(types, item.type);
      if (item.alias) itemTypes = withType(itemTypes, item.alias);
      if (typeof item.content === 'string') add(item.content, itemTypes);
      else walk(item.content, itemTypes);
    }
  };

  walk(tokens, []);
  closeLine(line);
  return lines;
}
