/**
 * WCAG contrast helpers, used to make the code-block themes meet 4.5:1
 * against their own background (axe's `color-contrast` rule).
 */
import type {PrismTheme} from 'prism-react-renderer';

type RGB = [number, number, number];

export function parseColor(color: string): RGB | null {
  const value = color.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(value);
  if (m) return [...m[1]!].map((c) => parseInt(c + c, 16)) as RGB;
  m = /^#([0-9a-f]{6})$/.exec(value);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as RGB;
  m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*1(?:\.0+)?\s*)?\)$/.exec(value);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  return null;
}

export function toHex([r, g, b]: RGB): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: RGB): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: RGB, b: RGB): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Moves `color` towards black (on a light background) or white (on a dark
 * one) in small steps until it reaches `min` contrast. Returns it unchanged
 * when it already passes or cannot be parsed.
 */
export function ensureContrast(color: string, background: string, min = 4.5): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= min) return color;
  const target: RGB = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0.02; t <= 1; t += 0.02) {
    const mixed = fg.map((c, i) => c + (target[i]! - c) * t) as RGB;
    if (contrastRatio(mixed, bg) >= min) return toHex(mixed);
  }
  return toHex(target);
}

/** A copy of a Prism theme whose every token colour meets `min` against the theme background. */
export function accessibleTheme(theme: PrismTheme, min = 4.6): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = (color: string | undefined) =>
    color ? ensureContrast(color, background, min) : color;
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, ...(entry.style.color ? {color: fix(entry.style.color)} : {})},
    })),
  };
}
