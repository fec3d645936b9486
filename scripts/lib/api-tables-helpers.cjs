/* Pure helpers of scripts/api-tables.mjs (CommonJS so the jest unit tests can require them). */
'use strict';
const ts = require('typescript');

const MAX_SIGNATURE = 160;
const MAX_SUMMARY = 220;
const LONG_SENTENCE = 140;

/** Collapse whitespace and cut to `max` characters, ending with "…" when something was cut. */
function truncateSignature(text, max = MAX_SIGNATURE) {
  const one = String(text).replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  return `${one.slice(0, max - 1).trimEnd()}…`;
}

const ABBREVIATIONS = /(?:\be\.g|\bi\.e|\betc|\bvs|\bcf|\bapprox|\bno)\.$/i;

/**
 * The first sentence of a JSDoc comment: the text up to the first ".", "!" or "?" that is
 * followed by whitespace or the end (skipping "e.g." and friends), never past the first blank
 * line or block tag; whitespace collapsed; capped at MAX_SUMMARY characters.
 */
function firstSentence(doc, max = MAX_SUMMARY) {
  if (!doc) return '';
  let text = String(doc).replace(/\r\n?/g, '\n');
  // stop at a fenced code block, a blank line or a leftover @tag line
  text = text.split(/\n\s*\n|```/)[0];
  const raw = text;
  text = text.replace(/\s+/g, ' ').trim();
  // {@link Foo} / {@link Foo | label} / {@link Foo label} → `Foo` / label
  text = text.replace(
    /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|?\s*([^}]+))?\}/g,
    (_, ref, label) => (label ? label.trim() : `\`${ref}\``),
  );
  // [label](url) → label (the table shows plain text)
  text = text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1');
  if (!text) return '';
  // Walk sentence-ending punctuation outside `code spans`.
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') inCode = !inCode;
    if (inCode) continue;
    if ((c === '.' || c === '!' || c === '?') && (i === text.length - 1 || text[i + 1] === ' ')) {
      const head = text.slice(0, i + 1);
      if (c === '.' && ABBREVIATIONS.test(head)) continue;
      text = head;
      break;
    }
  }
  // Long run-on text: a line that ends without punctuation followed by a capitalised line is an
  // unpunctuated sentence end ("…receipt fields\nThis serves as…"); stop there.
  if (text.length > LONG_SENTENCE) {
    const lineBreak = /[^.!?:,;(\s-][ \t]*\n\s*[A-Z]/.exec(raw);
    if (lineBreak) return firstSentence(raw.slice(0, lineBreak.index + 1), max);
  }
  return truncateSignature(text, max);
}

/**
 * Kind of an exported symbol from its TypeScript symbol flags (after alias resolution).
 * `hasCallSignatures` marks a variable whose type is callable (`declare const f: (…) => …`).
 */
function kindOf(flags, hasCallSignatures = false) {
  const F = ts.SymbolFlags;
  if (flags & F.Class) return 'class';
  if (flags & F.Enum) return 'enum';
  if (flags & F.Function) return 'function';
  if (flags & F.Variable) return hasCallSignatures ? 'function' : 'constant';
  if (flags & F.Interface) return 'interface';
  if (flags & F.TypeAlias) return 'type';
  if (flags & (F.ValueModule | F.NamespaceModule)) return 'namespace';
  return 'type';
}

/** Drop `import("…").` qualifiers that declaration emit adds, and collapse whitespace. */
function cleanTypeText(text) {
  return String(text)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/import\((['"])[^'"]+\1\)\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The description part of the nearest JSDoc block, read from the raw comment. (TypeScript's own
 * parser treats a mid-sentence "@tevm/…" package name as a tag and cuts the text there.)
 */
function jsDocDescription(raw) {
  const body = String(raw)
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''));
  const out = [];
  for (const line of body) {
    if (/^\s*@[a-zA-Z]+\b(?!\/)/.test(line)) break;
    out.push(line);
  }
  return out.join('\n').trim();
}

module.exports = {
  MAX_SIGNATURE,
  MAX_SUMMARY,
  truncateSignature,
  firstSentence,
  kindOf,
  cleanTypeText,
  jsDocDescription,
};
