import type {PrismTheme} from 'prism-react-renderer';

// Stock Prism themes have token colours below WCAG AA (github's numbers and
// properties are 2.6:1 on its background). This darkens, on light themes, or
// lightens, on dark ones, each token colour just enough to reach 4.5:1, and keeps
// the rest of the theme. Runs once, when the config loads.

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color)?.[1];
  if (rgb) return rgb.split(',').slice(0, 3).map((part) => Number(part.trim())) as Rgb;
  return undefined;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function readable(color: string, background: Rgb, minimum: number): string {
  const rgb = parseColor(color);
  if (!rgb || contrast(rgb, background) >= minimum) return color;
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((c, i) => c + ((target[i] - c) * step) / 20) as Rgb;
    if (contrast(mixed, background) >= minimum) return toHex(mixed);
  }
  return toHex(target);
}

export function withAaContrast(theme: PrismTheme, minimum = 4.6): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background) return theme;
  return {
    ...theme,
    plain: {...theme.plain, ...(theme.plain.color ? {color: readable(theme.plain.color, background, minimum)} : {})},
    styles: theme.styles.map((style) => ({
      ...style,
      style: {...style.style, ...(style.style.color ? {color: readable(style.style.color, background, minimum)} : {})},
    })),
  };
}
