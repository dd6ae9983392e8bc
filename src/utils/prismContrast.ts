import type {PrismTheme} from 'prism-react-renderer';
import {contrastRatio, luminance, parseColor, type Rgb} from './contrast';

// Stock Prism themes have token colours below WCAG AA (github's numbers and
// properties are 2.6:1 on its background). This darkens, on light themes, or
// lightens, on dark ones, each token colour just enough to reach 4.5:1, and keeps
// the rest of the theme except token opacity. Runs once, when the config loads.

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function readable(color: string, background: Rgb, minimum: number): string {
  const rgb = parseColor(color);
  if (!rgb) return color;
  // As hex: the themes ship in every page's bundle, and `rgb(189, 147, 249)` is twice `#bd93f9`.
  if (contrastRatio(rgb, background) >= minimum) return /^rgb\(/.test(color) ? toHex(rgb) : color;
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((c, i) => c + ((target[i] - c) * step) / 20) as Rgb;
    if (contrastRatio(mixed, background) >= minimum) return toHex(mixed);
  }
  return toHex(target);
}

export function withAaContrast(theme: PrismTheme, minimum = 4.6): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background) return theme;
  return {
    ...theme,
    plain: {...theme.plain, ...(theme.plain.color ? {color: readable(theme.plain.color, background, minimum)} : {})},
    // Without the stock `opacity` (0.7 on namespaces), which would undo the raised contrast.
    styles: theme.styles.map(({style: {opacity: _opacity, ...style}, ...rest}) => ({
      ...rest,
      style: {...style, ...(style.color ? {color: readable(style.color, background, minimum)} : {})},
    })),
  };
}
