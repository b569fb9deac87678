import { describe, expect, it } from 'vitest';
import { recolourable, tint } from './palette';

describe('recolourable', () => {
  const base = { heading: { color: '#1D4E5F', fontSize: 11 }, rule: { borderTopColor: '#1d4e5f', borderBottomColor: '#c9ced6' }, side: { backgroundColor: '#2f6b7f' } };
  const stylesFor = recolourable(base, { '#1d4e5f': (a) => a, '#2f6b7f': (a) => tint(a, 0.2) });

  it('keeps the template colours when the CV chose none', () => {
    expect(stylesFor('')).toBe(base);
  });

  it('swaps each template colour (any case) for the chosen one or its tint, and nothing else', () => {
    const s = stylesFor('#7b2d3b');
    expect(s.heading).toEqual({ color: '#7b2d3b', fontSize: 11 });
    expect(s.rule).toEqual({ borderTopColor: '#7b2d3b', borderBottomColor: '#c9ced6' });
    expect(s.side.backgroundColor).toBe(tint('#7b2d3b', 0.2));
    expect(base.heading.color).toBe('#1D4E5F');
    expect(stylesFor('#7b2d3b')).toBe(s);
  });

  it('mixes with white', () => {
    expect(tint('#000000', 0)).toBe('#000000');
    expect(tint('#000000', 1)).toBe('#ffffff');
    expect(tint('#7b2d3b', 0.5)).toBe('#bd969d');
  });
});
