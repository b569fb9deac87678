/** Hand-written CVs in formats the fixture templates do not produce (a check on over-fitting). */
import { describe, expect, it } from 'vitest';
import { parseCvText } from './index.js';
import { cvLine } from './lines.js';

const today = new Date(2025, 5, 15);
/** Parses the CV's lines as of `today`. */
const parse = (lines: Parameters<typeof parseCvText>[0]) => parseCvText(lines, { today });

describe('parseCvText on hand-written CVs', () => {
  it('date-first entries, "Antecedentes" titles, a course in progress', () => {
    const cv = parse([
      'HOJA DE VIDA',
      'Ing. Marcelo Andrés Ticona Huanca',
      'Ingeniero Comercial',
      'Dirección: Av. Blanco Galindo Km 4, Quillacollo – Cochabamba',
      'Cel: 7-123-4567',
      'E-mail: MTicona@Gmail.com',
      '',
      'ANTECEDENTES LABORALES',
      '2018 – 2020',
      'Gerente Comercial',
      'Distribuidora ABC Ltda.',
      '• Responsable de ventas mayoristas en el eje troncal.',
      'Agosto 2020 - Actualidad',
      'Jefe de Ventas Regional — Embotelladora del Valle S.A.',
      '• Gestión de 14 vendedores y metas mensuales.',
      '',
      'ANTECEDENTES ACADÉMICOS',
      'Licenciatura en Ingeniería Comercial – UMSS (2010 - 2015)',
      'Maestría en Marketing (cursando) – Universidad Católica Boliviana',
    ]);
    expect(cv).toMatchObject({ nombre: 'Marcelo Andrés Ticona Huanca', correo: 'mticona@gmail.com', telefono: '+591 71234567', ciudad: 'Cochabamba', nivelEstudios: 'licenciatura' });
    expect(cv.anios).toBeCloseTo(6.8, 1);
    expect(cv.educacion.find((e) => e.nivel === 'maestria')?.completo).toBe(false);
    expect(cv.experiencias.map((e) => [e.nombre, e.periodo])).toEqual([
      ['Gerente Comercial', '2018 al 2020'],
      ['Jefe de Ventas Regional', '2020 al 2025'],
    ]);
    expect(cv.experiencias[1].nombreInstitucion).toBe('Embotelladora del Valle S.A.');
  });

  it('a CV mostly in English', () => {
    const cv = parse([
      'JUAN P. ROCA',
      'Software Engineer',
      'Santa Cruz de la Sierra · +591 78812345 · juan.roca@outlook.com · linkedin.com/in/juanroca',
      'SUMMARY',
      'Backend engineer with 7 years of experience in Node.js, PostgreSQL and AWS.',
      'EXPERIENCE',
      'Backend Engineer, Globant — Remote | Feb 2021 - Present',
      '- Microservices in Node.js and TypeScript.',
      'Software Developer, Jalasoft | Jun 2018 - Jan 2021',
      '- REST APIs in Java and React front ends.',
      'EDUCATION',
      'B.Sc. Computer Science, Universidad Católica Boliviana, 2013 - 2018',
      'LANGUAGES',
      'English (Fluent), Spanish (Native)',
    ]);
    expect(cv).toMatchObject({ nombre: 'Juan P. Roca', telefono: '+591 78812345', ciudad: 'Santa Cruz', nivelEstudios: 'licenciatura' });
    expect(cv.anios).toBeCloseTo(7.0, 1);
    expect(cv.idiomas).toEqual(['Inglés avanzado', 'Español nativo']);
    expect(cv.idiomaIds).toEqual([43, 44]);
    expect(cv.stack).toEqual(expect.arrayContaining(['node.js', 'postgresql', 'aws', 'typescript', 'java', 'react']));
    expect(cv.habilidades).toEqual(expect.arrayContaining(['JavaScript', 'React', 'Node.js', 'SQL']));
  });

  it('key-value entries ("Institución:", "Puesto:", "Gestión 2019") and a phone in the references', () => {
    const cv = parse([
      'DATOS PERSONALES',
      'Nombre: Lidia Mamani Quispe',
      'C.I.: 7012345 L.P.',
      'Lugar de residencia: El Alto',
      'Cel.: 67012345',
      'Correo: lidia.mq@gmail.com',
      'EXPERIENCIA',
      'Institución: Hospital Municipal Los Andes',
      'Puesto: Enfermera',
      'Gestión 2019',
      'Institución: Centro de Salud Villa Dolores',
      'Puesto: Enfermera de turno',
      'Periodo: 01/2020 a la fecha',
      'FORMACIÓN',
      'Título: Licenciada en Enfermería',
      'Universidad: Universidad Pública de El Alto',
      'REFERENCIAS',
      'Lic. Ana Choque – Jefa de Enfermeras – Cel. 71234999',
    ]);
    expect(cv).toMatchObject({ nombre: 'Lidia Mamani Quispe', telefono: '+591 67012345', ciudad: 'El Alto', nivelEstudios: 'licenciatura' });
    expect(cv.anios).toBeCloseTo(6.4, 1);
    expect(cv.experiencias.map((e) => [e.nombre, e.nombreInstitucion])).toEqual([
      ['Enfermera', 'Hospital Municipal Los Andes'],
      ['Enfermera de turno', 'Centro de Salud Villa Dolores'],
    ]);
    expect(cv.texto).not.toContain('71234999');
  });

  it('a CV without section titles falls back on stated periods', () => {
    const cv = parse(['Pedro Gonzales Rocha', 'pedro.gonzales@mail.com  71112233', 'Trabajé como vendedor en Tienda X desde 2020.']);
    expect(cv.nombre).toBe('Pedro Gonzales Rocha');
    expect(cv.telefono).toBe('+591 71112233');
    expect(cv.anios).toBeCloseTo(5.4, 1);
  });

  it('joins hyphenated and wrapped lines of a profile', () => {
    const cv = parse(['Ana Flores Vaca', 'PERFIL', 'Contadora con experiencia en estados finan-', 'cieros y declaraciones', 'ante el SIN.']);
    expect(cv.perfil).toBe('Contadora con experiencia en estados financieros y declaraciones ante el SIN.');
    expect(cv.stack).toContain('SIN');
  });

  it('reads "sin experiencia" as a preposition, not the tax office', () => {
    const cv = parse(['Luis Perez Soto', 'PERFIL', 'Bachiller sin experiencia laboral, con ganas de aprender.']);
    expect(cv.stack).not.toContain('SIN');
    expect(cv.habilidades).not.toContain('Facturación e impuestos (SIN)');
    expect(cv.anios).toBe(0);
  });
});

describe('running headers', () => {
  it('drops a header repeated on every page', () => {
    const line = (text: string, page: number, y: number) => cvLine(text, { page, x: 40, y, block: page * 10 + y });
    const cv = parse([
      line('Curriculum Vitae – Rosa Flores', 1, 20),
      line('Rosa Flores Vaca', 1, 60),
      line('EXPERIENCIA', 1, 100),
      line('Contadora – Empresa A', 1, 120),
      line('2015 - 2020', 1, 135),
      line('Curriculum Vitae – Rosa Flores', 2, 20),
      line('Auxiliar contable – Empresa B', 2, 60),
      line('2012 - 2014', 2, 75),
    ]);
    expect(cv.texto.match(/Curriculum Vitae/g)).toHaveLength(1);
    expect(cv.experiencias.map((e) => e.nombre)).toEqual(['Contadora', 'Auxiliar contable']);
  });
});
