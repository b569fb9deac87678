import { describe, expect, it } from 'vitest';
import { helveticaWidths } from './font-metrics.js';
import { inferBoldFonts } from './bold.js';
import { layoutPages } from './layout.js';
import type { RawItem } from './text-items.js';

const item = (str: string, x: number, y: number, fontSize = 10, fontId = 'f1'): RawItem => ({
  str,
  x,
  y,
  fontSize,
  fontId,
  width: helveticaWidths(str)[fontId === 'bold' ? 'bold' : 'regular'] * fontSize,
});

const page = (items: RawItem[]) => [{ page: 1, width: 595, height: 842, items }];

describe('layoutPages', () => {
  it('reads a sidebar layout left column first, then the right column', () => {
    const items = [
      item('María Fernanda Quispe Mamani', 40, 50, 22, 'bold'),
      // Sidebar (left), 9pt lines.
      item('CONTACTO', 40, 100, 11, 'bold'),
      item('71234567', 40, 114, 9),
      item('maria@gmail.com', 40, 126, 9),
      item('HABILIDADES', 40, 150, 11, 'bold'),
      item('Excel avanzado', 40, 164, 9),
      item('SAP Business One', 40, 176, 9),
      // Main column (right), 10pt lines on a different rhythm.
      item('PERFIL', 220, 100, 12, 'bold'),
      item('Contadora con ocho años de experiencia en contabilidad', 220, 116, 10),
      item('general y tributación ante el SIN.', 220, 129, 10),
      item('EXPERIENCIA LABORAL', 220, 152, 12, 'bold'),
      item('Contadora General', 220, 168, 10, 'bold'),
      item('enero 2019 – actualidad', 220, 181, 10),
    ];
    const lines = layoutPages(page(items));
    expect(lines.map((l) => l.text)).toEqual([
      'María Fernanda Quispe Mamani',
      'CONTACTO',
      '71234567',
      'maria@gmail.com',
      'HABILIDADES',
      'Excel avanzado',
      'SAP Business One',
      'PERFIL',
      'Contadora con ocho años de experiencia en contabilidad',
      'general y tributación ante el SIN.',
      'EXPERIENCIA LABORAL',
      'Contadora General',
      'enero 2019 – actualidad',
    ]);
    expect(lines[1].column).toBe('left');
    expect(lines[7].column).toBe('right');
    expect(lines[0].fontSize).toBe(22);
  });

  it('reads a table row by row, with its cells', () => {
    const items = [
      item('EXPERIENCIA LABORAL', 40, 100, 11, 'bold'),
      item('03/2020 - 06/2023', 40, 120),
      item('Auditora Senior', 170, 120),
      item('Delta Auditores S.R.L.', 170, 133),
      item('- Planificación de auditorías financieras a empresas comerciales.', 170, 146),
      item('01/2018 - 02/2020', 40, 165),
      item('Auditora Junior', 170, 165),
      item('Ernst & Asociados', 170, 178),
      item('FORMACIÓN ACADÉMICA', 40, 200, 11, 'bold'),
    ];
    const lines = layoutPages(page(items)).map((l) => l.text);
    expect(lines).toEqual([
      'EXPERIENCIA LABORAL',
      '03/2020 - 06/2023 | Auditora Senior',
      'Delta Auditores S.R.L.',
      '- Planificación de auditorías financieras a empresas comerciales.',
      '01/2018 - 02/2020 | Auditora Junior',
      'Ernst & Asociados',
      'FORMACIÓN ACADÉMICA',
    ]);
  });

  it('keeps a right-aligned period on the line of its job title', () => {
    const items = [
      item('Jefe Administrativo', 40, 100),
      item('Ene. 2021 - Presente', 470, 100),
      item('Agroexport Oriente S.A.', 40, 113),
      item('• Gestión de presupuestos, flujo de caja y coordinación con el área contable.', 40, 126),
    ];
    const lines = layoutPages(page(items));
    expect(lines[0].text).toBe('Jefe Administrativo | Ene. 2021 - Presente');
    expect(lines[0].cells).toEqual(['Jefe Administrativo', 'Ene. 2021 - Presente']);
  });

  it('joins words split into several items and separates blocks by vertical gaps', () => {
    const items = [item('Licenciatura', 40, 100), item('en', 100, 100), item('Contaduría', 115, 100), item('Universidad Mayor de San Simón', 40, 140)];
    const lines = layoutPages(page(items));
    expect(lines[0].text).toBe('Licenciatura en Contaduría');
    expect(lines[1].block).toBeGreaterThan(lines[0].block);
  });
});

describe('inferBoldFonts', () => {
  it('finds a font wider than the body font', () => {
    const body = Array.from({ length: 20 }, (_, i) => item(`texto normal de la descripción número ${i} con palabras`, 40, 100 + i * 12));
    const bold = [item('Contadora General', 40, 50, 10, 'bold'), item('Auxiliar contable', 40, 70, 10, 'bold')];
    expect([...inferBoldFonts([...body, ...bold])]).toEqual(['bold']);
  });
});
