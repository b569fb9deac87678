import { describe, expect, it } from 'vitest';
import { pdfSafeStrings, pdfSafeText } from './pdf-text';

describe('pdfSafeText', () => {
  it('keeps Spanish, Quechua and Aymara text as it is', () => {
    for (const t of ['¿Señor Ñandú? ¡Sí! áéíóú ÁÉÍÓÚ ü', 'Ch’uspa de Potosí — “Tiwanaku” 25 € (2024) #1250, 40 %', 'Línea 1\nLínea 2']) expect(pdfSafeText(t)).toBe(t);
  });

  it('removes emoji and symbols the fonts lack, with their spaces', () => {
    expect(pdfSafeText('Juan 😀 Pérez ✅ ★')).toBe('Juan Pérez');
    expect(pdfSafeText('Trabajo en equipo 👨‍👩‍👧 y 👍🏽 liderazgo')).toBe('Trabajo en equipo y liderazgo');
    expect(pdfSafeText('❤️')).toBe('');
  });

  it('turns a symbol at the start of a line into a bullet', () => {
    expect(pdfSafeText('✅ Auditoría\n★ Tributación\n●Finanzas\n- Costos')).toBe('• Auditoría\n• Tributación\n• Finanzas\n- Costos');
  });

  it('uses look-alikes and plain letters where the fonts have them', () => {
    expect(pdfSafeText('Ventas → 40 %')).toBe('Ventas -> 40 %');
    expect(pdfSafeText('chʼaki')).toBe('ch’aki');
    expect(pdfSafeText('Erdős Ştefan')).toBe('Erdos Stefan');
    expect(pdfSafeText('a\u200bb\u2003c')).toBe('ab c');
  });

  it('maps every string of a nested value', () => {
    expect(pdfSafeStrings({ name: 'Ana 🌟', items: [{ title: '⭐ Jefa' }], size: 40 })).toEqual({ name: 'Ana', items: [{ title: '• Jefa' }], size: 40 });
  });
});
