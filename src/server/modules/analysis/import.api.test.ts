import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SKILLS } from '../../../shared/catalog';
import { cvDocumentSchema } from '../../../shared/cv/document';
import { call, createTestApp } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';
import { fixtureLabels, fixturePdf, postPdfs } from './test-helpers';
import { newCandidate } from '../../test/accounts';

const t = setupTestApp();

const URL = '/api/servicio/importarcvpdf';
const send = (files: { name?: string; filename: string; data: Buffer }[], token?: string) =>
  postPdfs(t.app, URL, {}, files.map((f) => ({ name: 'cv', ...f })), token);
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name) : [];

describe('POST /api/servicio/importarcvpdf', () => {
  it('reads a CV for a visitor: contact data, profile, items, catalogue skills and languages; nothing is stored', async () => {
    const label = fixtureLabels().cvs.cv01;
    const res = await send([{ filename: 'cv01.pdf', data: fixturePdf('cv01') }]);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.message).toBe(ANALYSIS_MESSAGES.importDone);
    const cv = res.body.values.Curriculum;
    expect(cv.nombreCompleto).toBe(label.nombre);
    expect(cv.correo).toBe(label.correo);
    expect(cv.telefono).toBe(label.telefono);
    expect(cv.direccion).toBe(label.ciudad);
    expect(cv.perfilProfesional.length).toBeGreaterThan(20);
    expect(cv.experiencias.length).toBeGreaterThan(0);
    expect(cv.formaciones.length).toBeGreaterThan(0);
    for (const it of [...cv.experiencias, ...cv.formaciones]) {
      expect(Object.keys(it).sort()).toEqual(['descripcion', 'nombre', 'nombreInstitucion', 'periodo']);
      expect(it.periodo === '' || /^\d{4} al \d{4}$/.test(it.periodo)).toBe(true);
    }
    expect(cv.habilidades.length).toBeGreaterThan(0);
    for (const id of cv.habilidades) expect(SKILLS.some((s) => s.id === id)).toBe(true);
    for (const id of cv.idiomas ?? []) expect(LANGUAGES.some((l) => l.id === id)).toBe(true);
    expect(res.body.values.Campos).toEqual(expect.arrayContaining(['nombreCompleto', 'correo', 'telefono', 'experiencias', 'habilidades']));
    // What comes back is a valid CvDocument once the wizard's defaults are applied.
    expect(cvDocumentSchema.safeParse(cv).success).toBe(true);
    expect(filesUnder(join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('works with a token too, for every fixture CV', async () => {
    const cand = await newCandidate(t.deps);
    const labels = fixtureLabels();
    for (const id of ['cv05', 'cv12', 'cv21']) {
      const res = await send([{ filename: `${id}.pdf`, data: fixturePdf(id) }], cand.token);
      expect(res.status).toBe(200);
      expect(res.body.values.Curriculum.nombreCompleto).toBe(labels.cvs[id].nombre);
      expect(res.body.values.Curriculum.correo).toBe(labels.cvs[id].correo);
    }
  });

  it('answers a scanned PDF with a clear message (error flag, 200)', async () => {
    const res = await send([{ filename: 'escaneado.pdf', data: fixturePdf(fixtureLabels().scanned) }]);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(1);
    expect(res.body.message).toBe('No se encontró texto legible en el CV (ni en su texto ni leyendo sus imágenes). Envíe una copia más nítida.');
  });

  it('checks the file like the analysis: PDF, Word, JPEG or PNG by its bytes, 10 MB, one file, present', async () => {
    const gif = await send([{ filename: 'cv.pdf', data: Buffer.from('GIF89a\x01\x00\x01\x00') }]);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('Solo PDF, Word (.docx), JPEG o PNG.');
    // PNG bytes are read as the image they are, whatever the name: a broken one is a clear message.
    const png = await send([{ filename: 'cv.pdf', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }]);
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ error: 1, message: 'El archivo no es una imagen JPEG o PNG válida.' });
    const big = await send([{ filename: 'cv.pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]) }]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('Cada archivo no debe superar 10 MB.');
    const two = await send([
      { filename: 'a.pdf', data: fixturePdf('cv01') },
      { filename: 'b.pdf', data: fixturePdf('cv02') },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.error).toBe(1);
    const none = await postPdfs(t.app, URL, { nombre: '<script>' }, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(ANALYSIS_MESSAGES.importFileRequired);
    const json = await call(t.app, URL, { cv: 'JVBERi0xLjQ=' });
    expect(json.status).toBe(400);
    const damaged = await send([{ filename: 'x.pdf', data: Buffer.from('%PDF-1.4\n<< /Type /Catalog >>\n%%EOF') }]);
    expect(damaged.status).toBe(200);
    expect(damaged.body.error).toBe(1);
    expect(damaged.body.message).toMatch(/PDF/);
    const badToken = await send([{ filename: 'cv01.pdf', data: fixturePdf('cv01') }], 'no-es-un-token');
    expect(badToken.status).toBe(200);
  });

  it('limits imports per address (429 with Retry-After)', async () => {
    const other = await createTestApp();
    try {
      let last: any;
      for (let i = 0; i < 21; i++) {
        last = await other.app.inject({ method: 'POST', url: URL, payload: {}, headers: { 'content-type': 'application/json' } });
      }
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json().error).toBe(1);
    } finally {
      await other.close();
    }
  });
});
