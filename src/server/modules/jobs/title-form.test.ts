import { describe, expect, it } from 'vitest';
import { titleForm } from './query-terms';

describe('a title word as written, its gender and number left out (decision 093)', () => {
  it('joins the masculine, feminine and plural forms of a word', () => {
    for (const [word, forms] of [
      ['contador', ['Contadora', 'contadores', 'CONTADORAS']],
      ['enfermero', ['enfermera', 'Enfermeros', 'enfermeras']],
      ['jefe', ['jefa', 'jefes', 'jefas']],
      ['técnico', ['Técnica', 'tecnicos']],
      ['garzón', ['garzona', 'garzones']],
      ['chofer', ['chófer', 'choferes']],
      ['presidente', ['presidenta']],
    ] as const) {
      for (const form of forms) expect(titleForm(form), form).toBe(titleForm(word));
    }
  });

  it('keeps related words of the same stem or synonym group apart', () => {
    expect(titleForm('contador')).toBe('~contador');
    for (const related of ['contable', 'contabilidad', 'contaduría']) expect(titleForm(related)).not.toBe('~contador');
    for (const related of ['administrativo', 'administración']) expect(titleForm(related)).not.toBe(titleForm('administrador'));
    expect(titleForm('programación')).not.toBe(titleForm('programador'));
  });

  it('leaves out words shorter than 4 or longer than 30 letters', () => {
    expect(titleForm('dev')).toBeNull();
    expect(titleForm('a'.repeat(31))).toBeNull();
    expect(titleForm('chef')).toBe('~chef');
  });
});
