/**
 * The popover's content (README.md "Page"): the signature or type, shortened with a "…" button
 * that shows the rest (../client/truncate.ts), then the JSDoc summary. Built as plain DOM into
 * the popover element ../client/controller.ts owns: it lives outside the React tree, beside code
 * blocks that may never hydrate.
 */
import type {PrismTheme} from 'prism-react-renderer';

import {translate} from '@docusaurus/Translate';

import {themeProps} from '../../prism/Highlight';
import {tokenize} from '../../prism/tokenize';
import type {PrismLib} from '../../prism/prism';
import {shortenType} from '../client/truncate';
import type {QuickInfo} from '../data';
import styles from './popover.module.css';

export interface PopoverContent {
  info: QuickInfo;
  /** The whole type instead of its start. */
  expanded: boolean;
  onToggle: () => void;
  /** The site's code theme of the current colour mode, and Prism once it has loaded. */
  theme: PrismTheme;
  prism: PrismLib | null;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/** The type's text, highlighted as TypeScript when Prism is there (plain until then). */
function typeNodes(text: string, theme: PrismTheme, prism: PrismLib | null): Array<Node | string> {
  if (!prism) return [text];
  const lines = tokenize({prism, code: text, grammar: prism.languages.typescript, language: 'ts'});
  const {getTokenProps} = themeProps(theme, 'ts');
  return lines.flatMap((line, i) => [
    ...(i > 0 ? ['\n'] : []),
    ...line.map((token) => {
      const {className, style, children} = getTokenProps({token});
      const span = element('span', className, token.empty ? '' : children);
      Object.assign(span.style, style);
      return span;
    }),
  ]);
}

/** JSDoc prose, with its `code` spans as code. */
const docNodes = (text: string): Array<Node | string> =>
  text.split(/`([^`\n]+)`/).map((part, i) => (i % 2 ? element('code', undefined, part) : part));

/** Fills `popover` (the element with role="tooltip") with `content`. */
export function renderPopover(popover: HTMLElement, content: PopoverContent): void {
  const {info, expanded, onToggle, theme, prism} = content;
  const short = shortenType(info.type);
  const type = element(
    'code',
    styles.type,
    ...typeNodes(expanded ? info.type : short.text, theme, prism),
  );
  if (short.truncated) {
    const more = element('button', styles.more, expanded ? '↑' : '…');
    more.type = 'button';
    more.tabIndex = -1;
    more.setAttribute('aria-expanded', String(expanded));
    more.setAttribute(
      'aria-label',
      expanded
        ? translate({
            id: 'site.QuickInfo.showLess',
            message: 'Show less of the type',
            description: 'Shortens a long type again, in the popover of an identifier in code',
          })
        : translate({
            id: 'site.QuickInfo.showAll',
            message: 'Show the whole type',
            description: 'Expands a shortened type, in the popover of an identifier in code',
          }),
    );
    more.addEventListener('click', onToggle);
    type.append(more);
  }
  popover.className = styles.popover!;
  popover.style.backgroundColor = theme.plain.backgroundColor ?? '';
  popover.style.color = theme.plain.color ?? '';
  popover.replaceChildren(
    type,
    ...(info.doc ? [element('p', styles.doc, ...docNodes(info.doc))] : []),
  );
}
