import {themes} from 'prism-react-renderer';

import {
  accessibleTheme,
  contrastRatio,
  ensureContrast,
  parseColor,
  toHex,
} from '../../src/lib/contrast';

describe('colour parsing and contrast', () => {
  it('parses hex and rgb() colours', () => {
    expect(parseColor('#0085FF')).toEqual([0, 133, 255]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(78, 201, 176)')).toEqual([78, 201, 176]);
    expect(parseColor('rgba(1, 2, 3, 1)')).toEqual([1, 2, 3]);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toBeNull();
    expect(parseColor('tomato')).toBeNull();
    expect(toHex([0, 133, 255])).toBe('#0085ff');
  });
  it('computes WCAG ratios (the accent on white is 3.6:1)', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([0, 133, 255], [255, 255, 255])).toBeCloseTo(3.6, 1);
  });
});

describe('ensureContrast', () => {
  it('darkens on light backgrounds and lightens on dark ones until the target is met', () => {
    const light = ensureContrast('#36acaa', '#f6f8fa');
    expect(contrastRatio(parseColor(light)!, parseColor('#f6f8fa')!)).toBeGreaterThanOrEqual(4.5);
    const dark = ensureContrast('#646695', '#1e1e1e');
    expect(contrastRatio(parseColor(dark)!, parseColor('#1e1e1e')!)).toBeGreaterThanOrEqual(4.5);
  });
  it('leaves passing and unparseable colours alone', () => {
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
    expect(ensureContrast('inherit', '#ffffff')).toBe('inherit');
  });
});

describe('accessibleTheme', () => {
  it.each([
    ['github', themes.github],
    ['vsDark', themes.vsDark],
  ])('makes every token of %s readable on its background', (_name, theme) => {
    const fixed = accessibleTheme(theme);
    const bg = parseColor(fixed.plain.backgroundColor!)!;
    for (const entry of fixed.styles) {
      const color = entry.style.color && parseColor(entry.style.color);
      if (color)
        expect([entry.types.join(','), contrastRatio(color, bg) >= 4.5]).toEqual([
          entry.types.join(','),
          true,
        ]);
    }
  });
});
