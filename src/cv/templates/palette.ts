/**
 * A template's styles in the colour the CV chose: every style value equal to one of the
 * template's own colours is swapped for the chosen one (or a tint of it). No react-pdf here.
 */

/** `hex` mixed with white: 0 = the colour, 1 = white. */
export function tint(hex: string, white: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * white).toString(16).padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

type Swap = Record<string, (accent: string) => string>;

function swapped<T>(value: T, swaps: Record<string, string>): T {
  if (typeof value === 'string') return (swaps[value.toLowerCase()] ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => swapped(v, swaps)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapped(v, swaps)])) as T;
  }
  return value;
}

/**
 * `stylesFor(accent)`: the base styles when accent is '', else a copy with each colour of `swap`
 * replaced by what its function makes of the accent (computed once per accent).
 */
export function recolourable<T extends object>(base: T, swap: Swap): (accent: string) => T {
  const cache = new Map<string, T>([['', base]]);
  return (accent) => {
    let styles = cache.get(accent);
    if (!styles) {
      const swaps = Object.fromEntries(Object.entries(swap).map(([from, make]) => [from.toLowerCase(), make(accent)]));
      styles = swapped(base, swaps);
      cache.set(accent, styles);
    }
    return styles;
  };
}
