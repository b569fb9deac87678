import { describe, expect, it } from 'vitest';
import { FONT_KEYS, fontKeysOf, fontModule, splitLongToken } from './fonts';

describe('splitLongToken (hyphenation callback)', () => {
  it('never splits ordinary Spanish words', () => {
    for (const w of ['Ingeniería', 'responsabilidades', 'internacionalización', 'Cochabamba,']) expect(splitLongToken(w)).toEqual([w]);
  });
  it('lets long e-mails and links break after . @ / _', () => {
    const email = 'juan.carlos.delacruz.fernandez@universidad.edu.bo';
    const parts = splitLongToken(email);
    expect(parts.join('')).toBe(email);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((p) => p.length <= 16)).toBe(true);
  });
  it('keeps non-breaking-space groups whole and never ends a part with a hyphen', () => {
    expect(splitLongToken('Facturación\u00a0e\u00a0impuestos\u00a0(SIN)')).toHaveLength(1);
    const parts = splitLongToken('universidad-mayor-de-san-andres-cochabamba');
    expect(parts.join('')).toBe('universidad-mayor-de-san-andres-cochabamba');
    expect(parts.some((p) => p.endsWith('-'))).toBe(false);
  });
});

describe('font keys', () => {
  it('lists latin and latin-ext, regular/bold, normal/italic of each package', () => {
    expect(FONT_KEYS).toHaveLength(24);
    expect(fontKeysOf('lato')).toHaveLength(8);
    expect(fontModule('merriweather-latin-ext-700-italic')).toBe('@fontsource/merriweather/files/merriweather-latin-ext-700-italic.woff');
  });
});
