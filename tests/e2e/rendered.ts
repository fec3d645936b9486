import type {Page} from '@playwright/test';
import {PNG} from 'pngjs';

import {WHOLE_WORD_MAX} from '../../src/lib/breakable';

/**
 * Checks of what a person sees, run in the page (layout) or on screenshots (pixels).
 * Each returns findings that name the element; an empty list is a pass.
 */

/**
 * Words of four or more letters that a table cell or heading splits across two lines. The words
 * of a camel-case identifier count one by one; hex numbers have none. Anywhere in the content, a
 * code span's hyphenated word of up to WHOLE_WORD_MAX characters (`--run`, `get-account`) that a line ends
 * inside, at its hyphen (src/rehype/codeSpans.ts keeps them whole).
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate((wholeWordMax) => {
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}> "${text}"`;
    };
    const found: string[] = [];
    const scope = 'main td, main th, main h1, main h2, main h3, main h4, main h5, main h6';
    for (const el of document.querySelectorAll(scope)) {
      if (!el.checkVisibility()) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (const token of text.data.matchAll(/[\p{L}\p{N}_]+/gu)) {
          if (/^0x[\da-f]+$/i.test(token[0])) continue; // a hex number has no words to split
          // A camel-case identifier may wrap between its words (src/lib/breakable.ts), not inside one.
          for (const match of token[0].matchAll(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|[\p{N}_]+/gu)) {
            if ((match[0].match(/\p{L}/gu) ?? []).length < 4) continue;
            const range = document.createRange();
            range.setStart(text, token.index + match.index);
            range.setEnd(text, token.index + match.index + match[0].length);
            const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
            if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
              found.push(`"${match[0]}" split across lines in ${describe(el)}`);
            }
          }
        }
      }
    }
    for (const code of document.querySelectorAll('main code')) {
      if (code.closest('pre') || !code.checkVisibility()) continue;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (const word of text.data.matchAll(/(?<!\S)\S*-\S*(?!\S)/g)) {
          if (word[0].length < 2 || word[0].length > wholeWordMax) continue;
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
            found.push(`"${word[0]}" split across lines in ${describe(code)}`);
          }
        }
      }
    }
    return found;
  }, WHOLE_WORD_MAX);
}

/** Elements that stick out of a 390 px page sideways (outside any box that clips or scrolls). */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const found: string[] = [];
    const visit = (el: Element) => {
      if (!el.checkVisibility()) return;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 1 || rect.left < -1) {
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
        found.push(
          `<${el.tagName.toLowerCase()}${cls}> spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width}`,
        );
        return; // its children are part of the same overflow
      }
      if (!clips(el)) for (const child of el.children) visit(child);
    };
    for (const child of document.body.children) visit(child);
    return found.length
      ? found
      : [`the page is ${document.documentElement.scrollWidth} px wide at ${width} px`];
  });
}

/**
 * Tables that need sideways scrolling: the table is wider than the box that clips or scrolls it
 * (its .table-scroll region, else the article). A code block inside a cell scrolls by itself and
 * does not count. Tables in closed <details> are measured opened, then closed again.
 */
export function wideTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const closed = [
      ...document.querySelectorAll('main details:not([open])'),
    ] as HTMLDetailsElement[];
    for (const details of closed) details.open = true;
    const found: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      let box = table.parentElement!;
      while (
        box.parentElement &&
        box.tagName !== 'ARTICLE' &&
        getComputedStyle(box).overflowX === 'visible'
      )
        box = box.parentElement;
      // The table itself may scroll (Infima's `table { display: block; overflow: auto }`), or grow
      // wider than its box.
      const need = Math.max(
        table.scrollWidth,
        box.scrollWidth,
        table.getBoundingClientRect().width,
      );
      const have = Math.min(table.clientWidth, box.clientWidth);
      if (need > have + 1) {
        const head = [...(table.querySelector('tr')?.cells ?? [])]
          .map((c) => c.textContent?.trim())
          .join(' | ');
        found.push(`table "${head.slice(0, 60)}" is ${Math.round(need)} px wide in ${have} px`);
      }
    }
    for (const details of closed) details.open = false;
    return found;
  });
}

/** Pixels of an element's inner area (4 px in from its edges) that differ from its background. */
export function inkPixels(png: Buffer): number {
  const {width, height, data} = PNG.sync.read(png);
  const inset = 4;
  const counts = new Map<number, number>();
  const colour = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
  };
  for (let y = inset; y < height - inset; y++) {
    for (let x = inset; x < width - inset; x++)
      counts.set(colour(x, y), (counts.get(colour(x, y)) ?? 0) + 1);
  }
  let background = 0;
  let most = -1;
  for (const [c, n] of counts) if (n > most) [background, most] = [c, n];
  const distance = (a: number, b: number) =>
    Math.abs((a >> 16) - (b >> 16)) +
    Math.abs(((a >> 8) & 255) - ((b >> 8) & 255)) +
    Math.abs((a & 255) - (b & 255));
  let ink = 0;
  for (const [c, n] of counts) if (distance(c, background) > 60) ink += n;
  return ink;
}

interface IconControl {
  /** What names it in a finding, and what makes two controls the same (the navbar's are on every page). */
  name: string;
  box: {x: number; y: number; width: number; height: number};
}

/** Painted, visible buttons and links with no visible text: their icon is all a person sees. */
function iconOnlyControls(page: Page): Promise<IconControl[]> {
  return page.evaluate(() => {
    const controls: IconControl[] = [];
    // Cut off by a box that clips or scrolls (e.g. below the fold of the sidebar): not painted now.
    const clipped = (el: Element, r: DOMRect) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect();
        if (r.top < b.top || r.bottom > b.bottom || r.left < b.left || r.right > b.right)
          return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('button, a[href], [role="button"]')) {
      if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
      if ((el as HTMLElement).innerText.trim() !== '') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 10 || r.height < 10 || clipped(el, r)) continue;
      const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '';
      const cls = typeof el.className === 'string' ? el.className.replace(/\s+/g, '.') : '';
      controls.push({
        name: `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label}"`,
        box: {
          x: r.left + window.scrollX,
          y: r.top + window.scrollY,
          width: r.width,
          height: r.height,
        },
      });
    }
    return controls;
  });
}

/**
 * Icon-only controls that paint fewer than `minInk` pixels of anything but their background
 * (e.g. an icon whose SVG is empty: a box with a label and nothing in it). `seen` skips controls
 * already looked at in this width and theme.
 */
export async function blankIcons(page: Page, seen: Set<string>, minInk = 24): Promise<string[]> {
  const found: string[] = [];
  const theme = await page.locator('html').getAttribute('data-theme');
  const width = page.viewportSize()?.width;
  const ink = (box: IconControl['box']) =>
    page.screenshot({clip: box, fullPage: true, animations: 'disabled'}).then(inkPixels);
  for (const control of await iconOnlyControls(page)) {
    const key = `${control.name}@${width}@${theme}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let painted = await ink(control.box);
    if (painted < minInk) {
      // The box was measured a moment before the screenshot; if the page moved in between
      // (a sidebar revealing the current item, a category opening), measure again and look once more.
      await page.waitForTimeout(300);
      const again = (await iconOnlyControls(page)).find((c) => c.name === control.name);
      if (!again) continue; // no longer shown
      painted = await ink(again.box);
    }
    if (painted < minInk) found.push(`${control.name} paints ${painted} pixels`);
  }
  return found;
}
