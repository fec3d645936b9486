import {createElement, Fragment, useMemo, type ReactNode} from 'react';

import {highlightSegments} from '../engine/highlight';
import {parseSafeHtml, type SafeNode} from '../engine/safeHtml';

/** Text with the matched words in `<mark>`. React escapes it: it is never markup. */
export function Highlighted({text, terms}: {text: string; terms: string[]}): ReactNode {
  return highlightSegments(text, terms).map((segment, i) =>
    segment.match ? (
      <mark key={i}>{segment.text}</mark>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}

function render(nodes: SafeNode[], terms: string[]): ReactNode[] {
  return nodes.map((node, i) =>
    node.type === 'text' ? (
      <Highlighted key={i} text={node.text} terms={terms} />
    ) : node.tag === 'br' ? (
      <br key={i} />
    ) : (
      createElement(node.tag, {key: i}, ...render(node.children, terms))
    ),
  );
}

/**
 * Renders a search document's `html` field without `innerHTML`: the string is
 * parsed into allowed, attribute-free elements and text (../engine/safeHtml.ts), and
 * React builds those — a `<script>` or `<img onerror>` in the field can only
 * ever show up as text.
 */
export default function SafeHtml({
  html,
  terms,
  className,
}: {
  html: string;
  terms: string[];
  className?: string;
}): ReactNode {
  const nodes = useMemo(() => parseSafeHtml(html), [html]);
  return <div className={className}>{render(nodes, terms)}</div>;
}
