/**
 * Helpers of the analysis tests and bench: a job written from the fixture jobs, the fixture CV
 * PDFs of the CV analysis library, PDF uploads, and a CV with links in it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { Document, Link, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { FastifyInstance } from 'fastify';
import { CITIES, EXPERIENCE, SKILLS } from '../../../shared/catalog';
import type { AppDeps } from '../../core/context';
import { postMultipart } from '../../test/forms';
import { insertJob } from '../jobs/public';
import { FIXTURE_JOBS } from '../../../cv-analysis/fixtures/data/jobs';
import type { JobForRanking } from '../../../cv-analysis';

const HERE = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_DIR = join(HERE, '..', '..', '..', 'cv-analysis', 'fixtures', 'pdfs');
export type FixtureLabels = {
  today: string;
  cvs: Record<string, { archivo: string; nombre: string; correo: string; telefono: string; ciudad: string; anios: number; paginas?: number }>;
  jobs: Record<string, { relevancia: Record<string, number> }>;
  scanned: string;
};
export const fixtureLabels = (): FixtureLabels =>
  JSON.parse(readFileSync(join(HERE, '..', '..', '..', 'cv-analysis', 'fixtures', 'labels.json'), 'utf8')) as FixtureLabels;
export const fixturePdf = (name: string) => readFileSync(join(FIXTURE_DIR, name.endsWith('.pdf') ? name : `${name}.pdf`));

/** The fixture CVs of exactly two pages, repeated until there are `n`. */
export function twoPagePdfs(n: number): { filename: string; data: Buffer }[] {
  const names = Object.values(fixtureLabels().cvs)
    .filter((c) => c.paginas === 2)
    .map((c) => c.archivo);
  return Array.from({ length: n }, (_, i) => {
    const archivo = names[i % names.length];
    return { filename: i < names.length ? archivo : archivo.replace('.pdf', `-copia${Math.floor(i / names.length)}.pdf`), data: fixturePdf(archivo) };
  });
}

/** Writes one of the fixture jobs (contador, desarrollador, enfermera, vendedor) for a company. */
export async function fixtureJob(deps: AppDeps, companyId: number, key: keyof typeof FIXTURE_JOBS = 'contador') {
  const job: JobForRanking = FIXTURE_JOBS[key];
  const experiencia = [...EXPERIENCE].reverse().find((e) => e.minYears <= job.experienciaMinAnios) ?? EXPERIENCE[0];
  return insertJob(deps.db, {
    companyId,
    titulo: job.titulo,
    descripcion: job.descripcion,
    descripcionLarga: job.descripcionLarga,
    ciudadId: CITIES.find((c) => c.nombre === job.ciudad)?.id ?? 4,
    tipoEmpleoId: 1,
    categoriaId: 1,
    experienciaId: experiencia.id,
    fechaVencimiento: '2099-12-31',
    estado: 2,
    requerimientos: job.requerimientos,
    responsabilidades: job.responsabilidades,
    habilidades: job.habilidades.flatMap((n) => SKILLS.filter((s) => s.nombre === n).map((s) => s.id)),
  });
}

export type PdfPart = { name?: string; filename: string; contentType?: string; data: Buffer };

/** Posts PDFs as the analysis page does: under cvs[] as application/pdf unless said otherwise. */
export const postPdfs = (app: FastifyInstance, url: string, fields: Record<string, string>, files: PdfPart[], token?: string) =>
  postMultipart(app, url, fields, files.map((f) => ({ name: 'cvs[]', contentType: 'application/pdf', ...f })), token);

export const analyse = (app: FastifyInstance, token: string | undefined, empleoId: number | string, files: PdfPart[], descripcion = '') =>
  postPdfs(app, '/api/servicio/revisarcvs', { empleoId: String(empleoId), descripcion }, files, token);

/** A small CV whose text and link annotations point at `url` (to prove nothing fetches them). */
export async function cvWithLinks(url: string): Promise<Buffer> {
  const line = (text: string, bold = false) => h(Text, { style: { fontSize: bold ? 14 : 10, marginBottom: 4, fontFamily: bold ? 'Helvetica-Bold' : 'Helvetica' } }, text);
  const doc = h(
    Document,
    { title: 'CV' },
    h(
      Page,
      { size: 'A4', style: { padding: 40 } },
      line('Marcela Rojas Quiroga', true),
      line('Contadora Pública'),
      line('Correo: marcela.rojas@example.bo | Celular: 71234567 | Cochabamba'),
      h(Link, { src: url }, line(`Portafolio: ${url}`)),
      h(Link, { src: `${url}/linkedin` }, line('www.linkedin.com/in/marcela-rojas')),
      line(`Foto: ${url}/foto.png`),
      h(
        View,
        { style: { marginTop: 12 } },
        line('EXPERIENCIA LABORAL', true),
        line('Contadora General - Comercial Andina S.R.L.'),
        line('Enero 2018 - Diciembre 2024'),
        line('Elaboración de estados financieros, declaraciones de IVA e IT ante el SIN, conciliaciones bancarias en SAP.'),
        line('FORMACIÓN ACADÉMICA', true),
        line('Licenciatura en Contaduría Pública - Universidad Mayor de San Simón (2012 - 2017)'),
        line('HABILIDADES', true),
        line('Contabilidad, Microsoft Excel, Facturación e impuestos (SIN), NIIF, SAP'),
        line('IDIOMAS', true),
        line('Inglés intermedio, Quechua básico'),
      ),
    ),
  );
  return renderToBuffer(doc);
}
