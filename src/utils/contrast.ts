// The WCAG 2 contrast formula, written once for the code themes and the widget preview.

export type Rgb = [number, number, number];

/** `#abc`, `#aabbcc`, `rgb(…)` or `rgba(…)` as red, green and blue (0–255); undefined otherwise. */
export function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color)?.[1];
  if (rgb)
    return rgb
      .split(',')
      .slice(0, 3)
      .map((part) => Number(part.trim())) as Rgb;
  return undefined;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, from 1 to 21, in either order. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
