/**
 * Issue 37, the formats: Word, photos (JPEG, PNG, slightly turned or sideways by EXIF) and scanned
 * PDFs are read by the one extraction in /revisioncv and in the wizard's import; broken and hostile
 * files are error items (never a 500) of which nothing is stored; another company's files stay theirs.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { analyse, fixtureJob, fixturePdf, postPdfs } from './test-helpers';
import { docxCv, FORMAT_CV, giantPngHeader, oldDoc, photoCv, scannedCv, zipBombDocx } from './format-fixtures';

const t = setupTestApp();
let owner: TestCompany;
let rival: TestCompany;
let candidate: TestCandidate;
let jobId: number;
let files: { docx: Buffer; jpg: Buffer; png: Buffer; sideways: Buffer; scan: Buffer };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  owner = await newCompany(t.deps, 'Lectores Andinos S.R.L.');
  rival = await newCompany(t.deps, 'Rival Formatos S.A.');
  candidate = await newCandidate(t.deps);
  jobId = (await fixtureJob(t.deps, owner.companyId, 'contador')).id;
  files = {
    docx: docxCv(),
    jpg: await photoCv({ degrees: 2.5 }),
    png: await photoCv({ degrees: -3, format: 'png' }),
    sideways: await photoCv({ degrees: 1, exifSideways: true }),
    scan: await scannedCv(),
  };
}, 60_000);
beforeEach(async () => {
  if (!owner) return;
  await t.deps.limiter.reset(`analisis:req:empresa:${owner.companyId}`);
  await t.deps.limiter.reset(`analisis:files:empresa:${owner.companyId}`);
});

const storedFiles = (companyId: number) => {
  const dir = join(t.dataDir, 'uploads', 'private', 'analisis', String(companyId));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
};
const allFiles = () => {
  const dir = join(t.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()) : [];
};
const byName = (items: any[]) => Object.fromEntries(items.map((i) => [i.archivo, i]));

describe('revisarcvs with Word, photos and scans', () => {
  let batch: any;

  it('reads each format into the same name, e-mail, phone, city and years, with scores within a few points', async () => {
    const res = await analyse(t.app, owner.token, jobId, [
      { filename: 'rosa.docx', contentType: DOCX, data: files.docx },
      { filename: 'rosa-foto.jpg', contentType: 'image/jpeg', data: files.jpg },
      { filename: 'rosa-foto.png', contentType: 'image/png', data: files.png },
      { filename: 'rosa-de-lado.jpg', contentType: 'image/jpeg', data: files.sideways },
      { filename: 'rosa-escaneo.pdf', data: files.scan },
      { filename: 'cv02.pdf', data: fixturePdf('cv02') },
    ]);
    expect(res.status).toBe(200);
    const v = res.body.values;
    expect(v).toMatchObject({ Total: 6, Ok: 6, Errores: 0 });
    const items = byName(v.Items);
    const scores: number[] = [];
    for (const name of ['rosa.docx', 'rosa-foto.jpg', 'rosa-foto.png', 'rosa-de-lado.jpg', 'rosa-escaneo.pdf']) {
      const it = items[name];
      expect(it.estado, name).toBe('done');
      expect(it.resultado.extract, name).toMatchObject({
        nombre: FORMAT_CV.nombre,
        correo: FORMAT_CV.correo,
        telefono: FORMAT_CV.telefono,
        ciudad: FORMAT_CV.ciudad,
        anios: FORMAT_CV.anios,
      });
      expect(it.url).toMatch(/^\/api\/servicio\/archivoanalisiscv\/\d+$/);
      scores.push(it.resultado.score);
    }
    expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(5);
    expect(storedFiles(owner.companyId).sort()).toEqual(expect.arrayContaining(['01-rosa.docx', '02-rosa-foto.jpg', '03-rosa-foto.png', '05-rosa-escaneo.pdf']));
    batch = v;
  }, 120_000);

  it('serves each stored file with the type of its bytes, to its company only', async () => {
    const items = byName(batch.Items);
    for (const [name, type] of [['rosa.docx', DOCX], ['rosa-foto.jpg', 'image/jpeg'], ['rosa-foto.png', 'image/png'], ['rosa-escaneo.pdf', 'application/pdf']]) {
      const mine = await t.app.inject({ method: 'GET', url: items[name].url, headers: { authorization: `Bearer ${owner.token}` } });
      expect(mine.statusCode, name).toBe(200);
      expect(mine.headers['content-type']).toBe(type);
      expect(mine.headers['x-content-type-options']).toBe('nosniff');
      const theirs = await call(t.app, items[name].url, undefined, rival.token, { method: 'GET' });
      expect(theirs.status).toBe(404);
      const cand = await call(t.app, items[name].url, undefined, candidate.token, { method: 'GET' });
      expect(cand.status).toBe(403);
      const anon = await call(t.app, items[name].url, undefined, undefined, { method: 'GET' });
      expect(anon.status).toBe(401);
    }
    const reopened = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: batch.Analisis }, rival.token);
    expect(reopened.status).toBe(404);
  });

  it('makes broken and hostile files error items with a Spanish reason, stores nothing of them, and reads the rest', async () => {
    const before = storedFiles(owner.companyId).length;
    const res = await analyse(t.app, owner.token, jobId, [
      { filename: 'viejo.doc', contentType: 'application/msword', data: oldDoc() },
      { filename: 'macros.docm', contentType: DOCX, data: docxCv({ macros: true }) },
      { filename: 'macros.docx', contentType: DOCX, data: docxCv({ macros: true }) },
      { filename: 'bomba.docx', contentType: DOCX, data: zipBombDocx() },
      { filename: 'roto.docx', contentType: DOCX, data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 0x41)]) },
      { filename: 'falsa.jpg', contentType: 'image/jpeg', data: Buffer.from('<script>alert(1)</script> no soy una foto') },
      { filename: 'cortada.jpg', contentType: 'image/jpeg', data: Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(300, 0x11)]) },
      { filename: 'gigante.png', contentType: 'image/png', data: giantPngHeader() },
      { filename: 'cv02.pdf', data: fixturePdf('cv02') },
    ]);
    expect(res.status).toBe(200);
    const v = res.body.values;
    expect(v).toMatchObject({ Total: 9, Ok: 1, Errores: 8 });
    const items = byName(v.Items);
    expect(items['cv02.pdf'].estado).toBe('done');
    expect(items['viejo.doc'].error).toBe('Los archivos .doc antiguos no se pueden leer; guárdelo como .docx o PDF.');
    expect(items['macros.docm'].error).toMatch(/macros/);
    expect(items['macros.docx'].error).toMatch(/macros/);
    expect(items['bomba.docx'].error).toMatch(/demasiado grande/);
    expect(items['roto.docx'].error).toMatch(/Word \(\.docx\) válido/);
    expect(items['falsa.jpg'].error).toBe('«falsa.jpg»: el archivo no es una imagen JPEG o PNG válida. No se analizó.');
    expect(items['cortada.jpg'].error).toBe('El archivo no es una imagen JPEG o PNG válida.');
    expect(items['gigante.png'].error).toMatch(/^La imagen es demasiado grande/);
    for (const it of v.Items.filter((i: any) => i.estado === 'error')) {
      expect(it.url, it.archivo).toBe('');
      expect(it.resultado).toBeNull();
    }
    // Only the readable PDF was stored.
    expect(storedFiles(owner.companyId).length).toBe(before + 1);
  }, 60_000);
});

describe('importarcvpdf with Word, photos and scans', () => {
  const URL = '/api/servicio/importarcvpdf';
  const send = (filename: string, data: Buffer, token?: string) => postPdfs(t.app, URL, {}, [{ name: 'cv', filename, data }], token);

  it('imports a .docx, a photo and a scan into the same wizard fields; nothing is stored', async () => {
    const before = allFiles().length;
    for (const [name, data] of [['rosa.docx', files.docx], ['rosa.jpg', files.jpg], ['rosa.pdf', files.scan]] as const) {
      const res = await send(name, data, candidate.token);
      expect(res.status, name).toBe(200);
      expect(res.body.error, name).toBe(0);
      expect(res.body.values.Curriculum, name).toMatchObject({
        nombreCompleto: FORMAT_CV.nombre,
        correo: FORMAT_CV.correo,
        telefono: FORMAT_CV.telefono,
        direccion: FORMAT_CV.ciudad,
      });
      expect(res.body.values.Curriculum.experiencias.length).toBeGreaterThan(0);
    }
    expect(allFiles().length).toBe(before);
  }, 90_000);

  it('answers hostile and broken files with a Spanish message (error flag or 400), never 500', async () => {
    const cases: [string, Buffer, RegExp][] = [
      ['viejo.doc', oldDoc(), /\.doc antiguos/],
      ['macros.docm', docxCv({ macros: true }), /macros/],
      ['bomba.docx', zipBombDocx(), /demasiado grande/],
      ['cortada.jpg', Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64)]), /imagen JPEG o PNG válida/],
      ['gigante.png', giantPngHeader(), /demasiado grande/],
    ];
    for (const [name, data, message] of cases) {
      const res = await send(name, data);
      expect(res.status, name).toBe(200);
      expect(res.body.error, name).toBe(1);
      expect(res.body.message, name).toMatch(message);
    }
    const fake = await send('falsa.png', Buffer.from('GIF89a no soy png'));
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.onlyCvFormats });
  }, 60_000);
});
