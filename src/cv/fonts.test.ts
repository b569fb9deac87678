import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_KEYS, FONT_PACKAGES, fontKeysOf, fontModule, splitLongToken } from './fonts';
import { PDF_CHARS } from './pdf-text';

describe('splitLongToken (hyphenation callback)', () => {
  it('never splits ordinary Spanish words', () => {
    for (const w of ['Ingeniería', 'responsabilidades', 'internacionalización', 'Cochabamba,']) expect(splitLongToken(w)).toEqual([w]);
  });
  it('never splits e-mails or links (react-pdf would draw a hyphen inside them)', () => {
    for (const w of ['juan.carlos.delacruz.fernandez@universidad.edu.bo', 'https://www.ejemplo.com.bo/candidatos/juan-perez/proyectos', 'www.portafolio-de-juan-carlos-perez.com.bo', 'Correo:juan.carlos.delacruz@universidad.edu.bo'])
      expect(splitLongToken(w)).toEqual([w]);
  });
  it('lets other long tokens break after . / _ or every 16 characters', () => {
    const token = 'Contabilidad/Auditoría/Tributación.Finanzas_Corporativas';
    const parts = splitLongToken(token);
    expect(parts.join('')).toBe(token);
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

describe('PDF_CHARS (what pdfSafeText lets through)', () => {
  const require = createRequire(import.meta.url);
  // fontkit comes with @react-pdf/renderer (the library that reads these fonts), untyped.
  const fontkit = require('fontkit') as { create(data: Buffer): { hasGlyphForCodePoint(cp: number): boolean } };
  it.each(FONT_PACKAGES.flatMap((pkg) => (['400-normal', '400-italic', '700-normal', '700-italic'] as const).map((v) => [pkg, v] as const)))(
    'are all drawn by %s %s (latin or latin-ext)',
    (pkg, variant) => {
      const fonts = (['latin', 'latin-ext'] as const).map(
        (subset) => fontkit.create(readFileSync(require.resolve(fontModule(`${pkg}-${subset}-${variant}`)))),
      );
      const missing: string[] = [];
      for (const [from, to] of PDF_CHARS) for (let cp = from; cp <= to; cp++) if (!fonts.some((f) => f.hasGlyphForCodePoint(cp))) missing.push(cp.toString(16));
      expect(missing).toEqual([]);
    },
  );
});
