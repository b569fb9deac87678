import { describe, expect, it } from 'vitest';
import { LocalAiProvider, buildJobDescription } from './local';
import type { JobDescriptionInput } from './provider';
import { polishSpanish } from './spanish';
import { stripAccents } from './spanish-lexicon';

const ai = new LocalAiProvider();

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const numbers = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const acronyms = (text: string) => words(text).filter((w) => /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(w));
/** Capitalised words that do not start a sentence: names, places, institutions. */
const names = (text: string) => (text.match(/(?<=[^.!?¿¡\s] )\p{Lu}\p{Ll}+/gu) ?? []).map((w) => stripAccents(w));

function expectFaithful(draft: string, out: string) {
  // Same numbers, in the same order.
  expect(numbers(out)).toEqual(numbers(draft));
  // Every acronym of the draft is still there, in capitals; every name too (accents may be fixed).
  expect(acronyms(out)).toEqual(acronyms(draft));
  const outWords = words(out).map((w) => stripAccents(w));
  for (const name of names(draft)) expect(outWords).toContain(name);
  // No content added: about the same number of words.
  const inCount = words(draft).length;
  const outCount = words(out).length;
  expect(Math.abs(outCount - inCount)).toBeLessThanOrEqual(Math.max(2, Math.ceil(inCount * 0.1)));
  // Capital at the start, period at the end, single spaces.
  expect(out).toMatch(/^\p{Lu}/u);
  expect(out).toMatch(/[.!?]$/);
  expect(out).not.toMatch(/ {2}| [,.;:]/);
}

describe('LocalAiProvider.improveProfile', () => {
  // Typical drafts: the polished text, faithful to the draft (same numbers, acronyms and names).
  it.each([
    [
      'fixes accents, capitals, spacing and the final period of a typical draft',
      'soy egresado de la UMSA en administracion de empresas,tengo 5 anos de experiencia en contabilidad y manejo de SAP y SQL.tambien hice practicas en el area de informacion tributaria del SIN',
      'Soy egresado de la UMSA en administración de empresas, tengo 5 años de experiencia en contabilidad y manejo de SAP y SQL. También hice prácticas en el área de información tributaria del SIN.',
    ],
    [
      'replaces informal wording with formal equivalents, in the first person',
      'tengo harta experiencia en atencion al cliente , se me da bien la comunicacion y soy bueno en el manejo de exel. me gusta aser mi chamba y las cosas bien hechas',
      'Tengo amplia experiencia en atención al cliente, tengo facilidad para la comunicación y tengo dominio del manejo de Excel. Me interesa hacer mi trabajo y las tareas bien hechas.',
    ],
  ])('%s', async (_name, draft, polished) => {
    const out = await ai.improveProfile(draft);
    expect(out).toBe(polished);
    expectFaithful(draft, out);
  });

  // Each draft, and the text it becomes (itself when there is nothing to fix).
  const wellWritten =
    'Ingeniera de sistemas con cuatro años de experiencia en desarrollo web con React, Node.js y PostgreSQL. Practico la mejora continua y planifico mis tareas con anticipación. Trabajo bien bajo presión.';
  const subjunctive = 'Busco un puesto donde mi equipo trabaje con metas claras y que valore la puntualidad.';
  it.each([
    ['corrects common misspellings', 'persona responsavle y exelente para aser trabajo en equipo, con esperiencia en ventas', 'Persona responsable y excelente para hacer trabajo en equipo, con experiencia en ventas.'],
    ['keeps acronyms in capitals even when they are also Spanish words (SIN)', 'manejo facturacion del SIN sin problemas y declaraciones en el SIAT', 'Manejo facturación del SIN sin problemas y declaraciones en el SIAT.'],
    ['fixes the productive -cion ending and plural forms', 'experiencia en capacitacion, evaluacion y comunicaciónes internas', 'Experiencia en capacitación, evaluación y comunicaciones internas.'],
    ["writes 'años' only where 'anos' clearly means years", 'tengo 3 anos de experiencia y trabaje dos anos en Tarija', 'Tengo 3 años de experiencia y trabajé dos años en Tarija.'],
    ['leaves a well-written profile unchanged', wellWritten, wellWritten],
    ['does not turn a subjunctive into a preterite', subjunctive, subjunctive],
    ['turns a shouted exclamation into a period and keeps a proper one', 'Soy proactiva e honesta!!! ¡Me apasiona la docencia!', 'Soy proactiva y honesta. ¡Me apasiona la docencia!'],
    ['keeps paragraphs and joins lines wrapped by hand', 'Contador con experiencia en auditoria\nexterna y tributacion.\n\n\nManejo SAP', 'Contador con experiencia en auditoría externa y tributación.\n\nManejo SAP.'],
  ])('%s', async (_name, draft, polished) => {
    expect(await ai.improveProfile(draft)).toBe(polished);
  });

  it('keeps proper names, acronyms, numbers, e-mails and links as written', async () => {
    const draft =
      'Monica Gutierrez Mamani, psicologa de la UATF. atendi pacientes en el hospital publico de Potosi desde 2019. correo: monica.gutierrez@gmail.com, portafolio www.monica-psico.bo';
    const out = await ai.improveProfile(draft);
    expect(out).toBe(
      'Monica Gutierrez Mamani, psicóloga de la UATF. Atendí pacientes en el hospital público de Potosí desde 2019. Correo: monica.gutierrez@gmail.com, portafolio www.monica-psico.bo.',
    );
    expect(out).toContain('Monica Gutierrez Mamani');
    expect(out).not.toContain('Mónica');
  });

  it('gives the same text when run twice', async () => {
    const drafts = [
      'soy tecnico electricista con hartos anos de experiencia, hice instalaciones en santa cruz y cochabamba y soy super puntual',
      'me defiendo en ingles y se manejar power point, autocad y esas cosas',
      'Lic. en Contaduria Publica de la UAGRM , con mas de 10 años en auditoria',
    ];
    for (const draft of drafts) {
      const once = await ai.improveProfile(draft);
      expect(await ai.improveProfile(once)).toBe(once);
      expectFaithful(draft, once);
    }
  });

  it('handles more Bolivian drafts faithfully', async () => {
    const cases: [string, string][] = [
      [
        'soy tecnico electricista con hartos anos de experiencia, hice instalaciones en santa cruz y cochabamba y soy super puntual',
        'Soy técnico electricista con muchos años de experiencia, hice instalaciones en Santa Cruz y Cochabamba y soy muy puntual.',
      ],
      [
        'me defiendo en ingles y se manejar power point, autocad y esas cosas',
        'Tengo nociones de inglés y sé manejar PowerPoint, AutoCAD, entre otros.',
      ],
      [
        'Lic. en Contaduria Publica de la UAGRM , con mas de 10 años en auditoria',
        'Lic. en Contaduría Pública de la UAGRM, con más de 10 años en auditoría.',
      ],
      [
        'estudiante de ingenieria comercial en la UCB, soy rapido para aprender y me adapto facilmente',
        'Estudiante de ingeniería comercial en la UCB, soy rápido para aprender y me adapto fácilmente.',
      ],
    ];
    for (const [draft, expected] of cases) expect(await ai.improveProfile(draft)).toBe(expected);
  });

  it('expands chat shorthand but keeps abbreviations written with a period', async () => {
    expect(await ai.improveProfile('busco trabajo xq tb se q puedo aportar, cel. 71234567')).toBe(
      'Busco trabajo porque también sé que puedo aportar, cel. 71234567.',
    );
    expect(await ai.improveProfile('Responsable , puntual ,honesto y con ganas de aprender :) 👍🏽')).toBe(
      'Responsable, puntual, honesto y con ganas de aprender.',
    );
    expect(await ai.improveProfile('fui cajero en un super y soy super ordenado')).toBe(
      'Fui cajero en un super y soy muy ordenado.',
    );
  });

  it('treats words that are Object property names as plain words', async () => {
    expect(await ai.improveProfile('constructor toString __proto__ hasOwnProperty valueOf q')).toBe(
      'Constructor toString __proto__ hasOwnProperty valueOf que.',
    );
    expect(await ai.improveProfile('constructormente')).toBe('Constructormente.');
  });

  it('returns an empty text for an empty or blank draft', async () => {
    expect(await ai.improveProfile('')).toBe('');
    expect(await ai.improveProfile('   \n\t ')).toBe('');
  });

  it('polishes without a final period when asked (list items)', () => {
    expect(polishSpanish('manejo de exel avanzado', { finalPeriod: false })).toBe('Manejo de Excel avanzado');
  });
});

describe('LocalAiProvider.writeJobDescription', () => {
  const full: JobDescriptionInput = {
    titulo: 'Contador General',
    descripcion: 'buscamos contador con experiencia en tributacion y manejo de SAP',
    empresa: 'Importadora Andina SRL',
    ciudad: 'La Paz',
    tipoEmpleo: 'Tiempo completo',
    modalidad: 'Presencial',
    categoria: 'Contabilidad',
    experiencia: '3-5 años',
    salario: 'Bs 4.000 - 5.000',
    requerimientos: ['licenciatura en contaduria publica', 'manejo de exel avanzado.', '  '],
    responsabilidades: ['elaborar estados financieros', 'declaraciones impositivas al SIN'],
    habilidades: ['Contabilidad', 'Microsoft Excel'],
    idiomas: ['Español nativo'],
  };

  it('builds the long description from every field given', async () => {
    const text = await ai.writeJobDescription(full);
    expect(text).toBe(
      [
        'Importadora Andina SRL busca cubrir el puesto de Contador General en La Paz, dentro del área de Contabilidad.',
        '',
        'Buscamos contador con experiencia en tributación y manejo de SAP.',
        '',
        'Responsabilidades:',
        '• Elaborar estados financieros',
        '• Declaraciones impositivas al SIN',
        '',
        'Requisitos:',
        '• Licenciatura en contaduría pública',
        '• Manejo de Excel avanzado',
        '• Experiencia: 3-5 años',
        '',
        'Habilidades:',
        '• Contabilidad',
        '• Microsoft Excel',
        '',
        'Idiomas:',
        '• Español nativo',
        '',
        'Condiciones:',
        '• Tipo de empleo: Tiempo completo',
        '• Modalidad: Presencial',
        '• Lugar de trabajo: La Paz',
        '• Salario: Bs 4.000 - 5.000',
        '',
        'Si cumple con el perfil y le interesa formar parte de Importadora Andina SRL, le invitamos a postular al puesto de Contador General.',
      ].join('\n'),
    );
    // Every number comes from the job's fields.
    const given = numbers(JSON.stringify(full));
    for (const n of numbers(text)) expect(given).toContain(n);
  });

  it('mentions only the fields that are present', async () => {
    const text = await ai.writeJobDescription({ titulo: 'Mesero', descripcion: 'atencion de mesas en restaurante' });
    expect(text).toBe(
      [
        'Se busca cubrir el puesto de Mesero.',
        '',
        'Atención de mesas en restaurante.',
        '',
        'Si cumple con el perfil, le invitamos a postular al puesto de Mesero.',
      ].join('\n'),
    );
    expect(text).not.toMatch(/Salario|Bs|Requisitos|Responsabilidades|Condiciones|Idiomas|Habilidades|Modalidad|\d/);
  });

  it('leaves the salary out when none is given or it is undefined', async () => {
    const withoutSalary = await ai.writeJobDescription({ ...full, salario: undefined });
    expect(withoutSalary).not.toContain('Salario');
    expect(withoutSalary).not.toContain('Bs');
    expect(await ai.writeJobDescription({ ...full, salario: 'Sin definir' })).not.toContain('Salario');
    expect(await ai.writeJobDescription({ ...full, salario: 'A convenir' })).toContain('• Salario: A convenir');
  });

  it("says no experience is required for 'Sin experiencia'", async () => {
    const text = await ai.writeJobDescription({ titulo: 'Ayudante', descripcion: 'apoyo en cocina', experiencia: 'Sin experiencia' });
    expect(text).toContain('Requisitos:\n• No se requiere experiencia previa');
  });

  it("does not read job texts as first-person profiles ('Trabaje con nosotros')", async () => {
    const text = await ai.writeJobDescription({ titulo: 'Vendedor', descripcion: 'Trabaje con nosotros en ventas' });
    expect(text).toContain('Trabaje con nosotros en ventas.');
  });

  it('returns an empty text without a short description', async () => {
    expect(await ai.writeJobDescription({ ...full, descripcion: '' })).toBe('');
    expect(await ai.writeJobDescription({ ...full, descripcion: '   ' })).toBe('');
    expect(buildJobDescription({ titulo: 'x', descripcion: '\n' })).toBe('');
  });
});

describe('LocalAiProvider.summarizeCvFit', () => {
  it('returns the ranking summary unchanged', async () => {
    const resumen = 'Cumple 3 de 4 requisitos; 5 años de experiencia.';
    expect(await ai.summarizeCvFit({ jobTitle: 'Contador', resumen, match: ['SAP'], gap: ['Inglés'] })).toBe(resumen);
  });
});
