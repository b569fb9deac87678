import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { cvAnalysisItems } from '../../db/schema';
import { ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';
import { analyse, cvWithLinks, fixtureJob, fixtureLabels, fixturePdf, twoPagePdfs, postPdfs } from './test-helpers';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';

const t = setupTestApp();
let owner: TestCompany;
let rival: TestCompany;
let candidate: TestCandidate;
let jobId: number;
let rivalJobId: number;
let admin: string;

beforeAll(async () => {
  owner = await newCompany(t.deps, 'Contadores Andinos S.R.L.');
  rival = await newCompany(t.deps, 'Otra Empresa S.A.');
  candidate = await newCandidate(t.deps);
  jobId = (await fixtureJob(t.deps, owner.companyId, 'contador')).id;
  rivalJobId = (await fixtureJob(t.deps, rival.companyId, 'desarrollador')).id;
  admin = (await newAdmin(t.deps)).token;
});
// Many requests below come from the same company: each test starts with its hourly quota.
beforeEach(async () => {
  if (!owner) return;
  await t.deps.limiter.reset(`analisis:req:empresa:${owner.companyId}`);
  await t.deps.limiter.reset(`analisis:files:empresa:${owner.companyId}`);
});

/** The staff account: created at start from ADMIN_EMAIL in production; here straight in the table. */

const pdf = (name: string) => ({ filename: name.endsWith('.pdf') ? name : `${name}.pdf`, data: fixturePdf(name) });
const uploadsDir = () => join(t.dataDir, 'uploads');
const storedFiles = (companyId: number) => {
  const dir = join(uploadsDir(), 'private', 'analisis', String(companyId));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
};

describe('POST /api/servicio/revisarcvs', () => {
  let first: any;

  it('analyses five PDFs against the company job, best score first, with the contact data found', async () => {
    const labels = fixtureLabels();
    const names = ['cv08', 'cv01', 'cv20', 'cv03', 'cv15'];
    const res = await analyse(t.app, owner.token, jobId, names.map(pdf), 'Valoramos experiencia con <script>alert(1)</script> y "NIIF"');
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.message).toBe('CVs enviados para análisis');
    const v = res.body.values;
    expect(v.Total).toBe(5);
    expect(v.Ok).toBe(5);
    expect(v.Errores).toBe(0);
    expect(v.CarpetaPublica).toMatch(/^analisis-\d{8}-\d{4}-[0-9a-f]{6}$/);
    expect(v.Empleo).toBe(jobId);
    expect(v.Descripcion).toBe('Valoramos experiencia con <script>alert(1)</script> y "NIIF"');
    const scores = v.Items.map((i: any) => i.resultado.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    for (const item of v.Items) {
      expect(item.estado).toBe('done');
      expect(item.error).toBeNull();
      expect(item.url).toMatch(/^\/api\/servicio\/archivoanalisiscv\/\d+$/);
      expect(item.resultado.score).toBeGreaterThanOrEqual(0);
      expect(item.resultado.score).toBeLessThanOrEqual(100);
      expect(Array.isArray(item.resultado.match)).toBe(true);
      expect(Array.isArray(item.resultado.gap)).toBe(true);
      expect(typeof item.resultado.resumen).toBe('string');
      const label = labels.cvs[item.archivo.replace('.pdf', '')];
      expect(item.resultado.extract.nombre).toBe(label.nombre);
      expect(item.resultado.extract.correo).toBe(label.correo);
      expect(item.resultado.extract).toHaveProperty('telefono');
      expect(item.resultado.extract).toHaveProperty('ciudad');
      expect(item.resultado.extract).toHaveProperty('nivelEstudios');
      expect(Array.isArray(item.resultado.extract.idiomas)).toBe(true);
      expect(Array.isArray(item.resultado.extract.stack)).toBe(true);
      expect(typeof item.resultado.extract.anios).toBe('number');
    }
    // The accountants (relevance 3 and 2) rank above the developer, the nurse and the seller.
    const rank = (f: string) => v.Items.findIndex((i: any) => i.archivo === f);
    expect(rank('cv01.pdf')).toBeLessThan(rank('cv08.pdf'));
    expect(rank('cv03.pdf')).toBeLessThan(rank('cv15.pdf'));
    expect(rank('cv01.pdf')).toBeLessThan(rank('cv20.pdf'));
    expect(storedFiles(owner.companyId)).toHaveLength(5);
    first = v;
  });

  it('serves each stored file to its company only', async () => {
    const item = first.Items.find((i: any) => i.archivo === 'cv01.pdf');
    const mine = await t.app.inject({ method: 'GET', url: item.url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toContain('cv01.pdf');
    expect(Buffer.compare(mine.rawPayload, fixturePdf('cv01'))).toBe(0);

    const other = await call(t.app, item.url, undefined, rival.token, { method: 'GET' });
    // Another company's file answers as an unknown one: existence is not revealed.
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.fileNotFound });
    const cand = await call(t.app, item.url, undefined, candidate.token, { method: 'GET' });
    expect(cand.status).toBe(403);
    expect(cand.body.error).toBe(1);
    const anon = await call(t.app, item.url, undefined, undefined, { method: 'GET' });
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBe(1);
    const staff = await t.app.inject({ method: 'GET', url: item.url, headers: { authorization: `Bearer ${admin}` } });
    expect(staff.statusCode).toBe(200);

    const unknown = await call(t.app, '/api/servicio/archivoanalisiscv/99999999', undefined, owner.token, { method: 'GET' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ANALYSIS_MESSAGES.fileNotFound);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999', "1'%20or%201=1", '..%2F..%2Fetc%2Fpasswd']) {
      const res = await call(t.app, `/api/servicio/archivoanalisiscv/${bad}`, undefined, owner.token, { method: 'GET' });
      expect([400, 404]).toContain(res.status);
      expect(res.body.error).toBe(1);
    }
    // The private key is never reachable through the public uploads path.
    const key = (await t.deps.db.select({ k: cvAnalysisItems.storageKey }).from(cvAnalysisItems).limit(1))[0].k!;
    expect(key.startsWith(`private/analisis/${owner.companyId}/${first.CarpetaPublica}/`)).toBe(true);
    for (const path of [`/uploads/${key}`, `/uploads/${key.replace(/^private\//, '')}`, `/uploads/../${key}`]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
  });

  it('lists past analyses and reopens one, for the company only', async () => {
    const list = await call(t.app, '/api/servicio/listaranalisiscv', [], owner.token);
    expect(list.status).toBe(200);
    expect(list.body.error).toBe(0);
    expect(list.body.values[0]).toMatchObject({ Analisis: first.Analisis, Total: 5, Ok: 5, Errores: 0, CarpetaPublica: first.CarpetaPublica, Titulo: 'Contador/a General' });
    expect(list.body.values[0].MejorPuntaje).toBe(first.Items[0].resultado.score);

    const again = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: first.Analisis }, owner.token);
    expect(again.status).toBe(200);
    expect(again.body.values.Items).toEqual(first.Items);
    expect(again.body.values.CarpetaPublica).toBe(first.CarpetaPublica);

    const rivalList = await call(t.app, '/api/servicio/listaranalisiscv', [], rival.token);
    expect(rivalList.body.values).toEqual([]);
    const stolen = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: first.Analisis }, rival.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(ANALYSIS_MESSAGES.analysisNotFound);
    const unknown = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: 99999999 }, owner.token);
    expect(unknown.status).toBe(404);
    for (const bad of [{}, { tnAnalisis: 'abc' }, { tnAnalisis: -3 }, { tnAnalisis: { $gt: 0 } }, { tnAnalisis: "1; drop table cv_analyses" }]) {
      const res = await call(t.app, '/api/servicio/obteneranalisiscv', bad, owner.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(1);
    }
    expect((await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: first.Analisis }, candidate.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: first.Analisis })).status).toBe(401);
    expect((await call(t.app, '/api/servicio/listaranalisiscv', [])).status).toBe(401);
    expect((await call(t.app, '/api/servicio/listaranalisiscv', [], candidate.token)).status).toBe(403);
    const staff = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: first.Analisis }, admin);
    expect(staff.status).toBe(200);
  });

  it('lists the jobs a company may analyse against: its own only', async () => {
    const mine = await call(t.app, '/api/servicio/listarempleosanalisiscv', [], owner.token);
    expect(mine.body.error).toBe(0);
    expect(mine.body.values.map((j: any) => j.Empleo)).toEqual([jobId]);
    expect(mine.body.values[0]).toMatchObject({ Titulo: 'Contador/a General', Estado: 2, EmpresaNombre: 'Contadores Andinos S.R.L.' });
    const theirs = await call(t.app, '/api/servicio/listarempleosanalisiscv', [], rival.token);
    expect(theirs.body.values.map((j: any) => j.Empleo)).toEqual([rivalJobId]);
    expect((await call(t.app, '/api/servicio/listarempleosanalisiscv', [], candidate.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/listarempleosanalisiscv', [])).status).toBe(401);
  });

  it("refuses another company's job and an unknown job alike (404), candidates (403) and visitors (401)", async () => {
    const before = storedFiles(owner.companyId).length + storedFiles(rival.companyId).length;
    const theirs = await analyse(t.app, owner.token, rivalJobId, [pdf('cv01')]);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.jobNotFound });
    const unknown = await analyse(t.app, owner.token, 99999999, [pdf('cv01')]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ANALYSIS_MESSAGES.jobNotFound);
    const cand = await analyse(t.app, candidate.token, jobId, [pdf('cv01')]);
    expect(cand.status).toBe(403);
    const anon = await analyse(t.app, undefined, jobId, [pdf('cv01')]);
    expect(anon.status).toBe(401);
    const badToken = await analyse(t.app, 'x'.repeat(43), jobId, [pdf('cv01')]);
    expect(badToken.status).toBe(401);
    expect(storedFiles(owner.companyId).length + storedFiles(rival.companyId).length).toBe(before);
    // Staff may analyse against any company's job; the batch belongs to that company.
    const staff = await analyse(t.app, admin, rivalJobId, [pdf('cv08')]);
    expect(staff.status).toBe(200);
    const rivalList = await call(t.app, '/api/servicio/listaranalisiscv', [], rival.token);
    expect(rivalList.body.values).toHaveLength(1);
  });

  it('refuses more than 20 files as a whole batch (400), nothing stored', async () => {
    const before = storedFiles(owner.companyId).length;
    const many = await analyse(t.app, owner.token, jobId, Array.from({ length: 21 }, (_, i) => ({ filename: `cv${i}.pdf`, data: fixturePdf('cv02') })));
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ error: 1, message: 'Máximo 20 archivos.' });
    expect(storedFiles(owner.companyId).length).toBe(before);
  });

  it('one refused file (renamed non-PDF, empty, HTML, 11 MB, unreadable) is one error item naming it; the rest is analysed', async () => {
    const before = storedFiles(owner.companyId).length;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await analyse(t.app, owner.token, jobId, [
      pdf('cv01'),
      { filename: 'foto.pdf', data: png },
      { filename: 'grande.pdf', data: big },
      pdf('cv08'),
      { filename: 'vacio.pdf', data: Buffer.alloc(0) },
      { filename: 'pagina.pdf', data: html },
      { filename: 'escaneado.pdf', data: fixturePdf('escaneado') },
    ]);
    expect(res.status).toBe(200);
    const v = res.body.values;
    expect(v).toMatchObject({ Total: 7, Ok: 2, Errores: 5 });
    const byName = Object.fromEntries(v.Items.map((i: any) => [i.archivo, i]));
    expect(byName['cv01.pdf'].estado).toBe('done');
    expect(byName['cv08.pdf'].estado).toBe('done');
    // PNG bytes under a .pdf name are read as the image they are (issue 37): a broken one is refused, not stored.
    expect(byName['foto.pdf']).toMatchObject({ estado: 'error', resultado: null, url: '', error: 'El archivo no es una imagen JPEG o PNG válida.' });
    expect(byName['vacio.pdf']).toMatchObject({ estado: 'error', url: '', error: '«vacio.pdf» no es un PDF: no se analizó.' });
    expect(byName['pagina.pdf'].error).toBe('«pagina.pdf» no es un PDF: no se analizó.');
    expect(byName['grande.pdf']).toMatchObject({ estado: 'error', url: '', error: '«grande.pdf» supera los 10 MB: no se analizó.' });
    // A real PDF that cannot be read is stored (openable) and explains why.
    expect(byName['escaneado.pdf'].estado).toBe('error');
    expect(byName['escaneado.pdf'].url).toMatch(/^\/api\/servicio\/archivoanalisiscv\/\d+$/);
    expect(byName['escaneado.pdf'].error).toMatch(/texto|escane/i);
    // Analysed first (best score first), errors after in the order they were sent.
    expect(v.Items.slice(0, 2).map((i: any) => i.estado)).toEqual(['done', 'done']);
    expect(v.Items.slice(2).map((i: any) => i.archivo)).toEqual(['foto.pdf', 'grande.pdf', 'vacio.pdf', 'pagina.pdf', 'escaneado.pdf']);
    // Only the real PDFs are stored; a refused file is never written.
    expect(storedFiles(owner.companyId).length).toBe(before + 3);
    // Reopened, the batch reads the same.
    const again = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: v.Analisis }, owner.token);
    expect(again.body.values.Items.map((i: any) => [i.archivo, i.estado, i.url === ''])).toEqual(v.Items.map((i: any) => [i.archivo, i.estado, i.url === '']));
    expect(again.body.values.Errores).toBe(5);
  });

  it('a batch of refused files only is saved with its error items', async () => {
    const res = await analyse(t.app, owner.token, jobId, [{ filename: 'carta.docx', data: Buffer.from('PK\x03\x04 word') }]);
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ Total: 1, Ok: 0, Errores: 1 });
    expect(res.body.values.Items[0]).toMatchObject({ url: '', error: 'El archivo no es un documento de Word (.docx) válido o está dañado.' });
  });

  it('answers missing and wrong fields with the envelope, never 500', async () => {
    const noJob = await postPdfs(t.app, '/api/servicio/revisarcvs', { descripcion: '' }, [pdf('cv01')], owner.token);
    expect(noJob.status).toBe(400);
    expect(noJob.body.errores.empleoId).toBe(ANALYSIS_MESSAGES.jobRequired);
    for (const bad of ['abc', '-1', '0', '1e99', "1' or '1'='1", '']) {
      const res = await analyse(t.app, owner.token, bad, [pdf('cv01')]);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(1);
    }
    const noFiles = await analyse(t.app, owner.token, jobId, []);
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.message).toBe(ANALYSIS_MESSAGES.filesRequired);
    const json = await call(t.app, '/api/servicio/revisarcvs', { empleoId: jobId, cvs: ['JVBERi0='] }, owner.token);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(ANALYSIS_MESSAGES.multipartRequired);
    const long = await analyse(t.app, owner.token, jobId, [pdf('cv01')], 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.errores.descripcion).toBe('Máximo 2000 caracteres.');
    const tooLong = await analyse(t.app, owner.token, jobId, [pdf('cv01')], 'a'.repeat(20_000));
    expect(tooLong.status).toBe(400);
    const truncated = '--xyz\r\nContent-Disposition: form-data; name="empleoId"\r\n\r\n1\r\n--xyz\r\nContent-Disposition: form-data; name="cvs[]"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc';
    const broken = await call(t.app, '/api/servicio/revisarcvs', truncated, owner.token, { headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('El formulario enviado no es válido.');
    const noBoundary = await call(t.app, '/api/servicio/revisarcvs', truncated, owner.token, { headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
    const proto = await postPdfs(t.app, '/api/servicio/revisarcvs', { empleoId: String(jobId), __proto__x: '1' }, [{ name: '__proto__', filename: 'a.pdf', data: fixturePdf('cv01') }], owner.token);
    expect(proto.status).toBeLessThan(500);
  });

  it('keeps hostile file names as text and stores them under safe keys', async () => {
    const res = await analyse(t.app, owner.token, jobId, [
      { filename: '../../../etc/passwd.pdf', data: fixturePdf('cv02') },
      { filename: '<img src=x onerror=alert(1)>.pdf', data: fixturePdf('cv06') },
      { filename: "O'Brien; DROP TABLE jobs;--.pdf", data: fixturePdf('cv07') },
    ]);
    expect(res.status).toBe(200);
    const names = res.body.values.Items.map((i: any) => i.archivo).sort();
    expect(names).toEqual(["<img src=x onerror=alert(1)>.pdf", "O'Brien; DROP TABLE jobs;--.pdf", 'passwd.pdf'].sort());
    const keys = (await t.deps.db.select({ k: cvAnalysisItems.storageKey }).from(cvAnalysisItems).where(eq(cvAnalysisItems.analysisId, res.body.values.Analisis))).map((r) => r.k!);
    for (const k of keys) expect(k).toMatch(/^private\/analisis\/\d+\/analisis-[\w-]+\/\d{2}-[A-Za-z0-9_-]+\.pdf$/);
    const item = res.body.values.Items.find((i: any) => i.archivo.startsWith('O'));
    const file = await t.app.inject({ method: 'GET', url: item.url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).not.toMatch(/[\r\n]/);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''O%27Brien%3B%20DROP");
  });

  it('reports a scanned PDF and a damaged PDF as item errors with a clear Spanish message', async () => {
    const damaged = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    const res = await analyse(t.app, owner.token, jobId, [pdf('cv02'), pdf(fixtureLabels().scanned), { filename: 'danado.pdf', data: damaged }]);
    expect(res.status).toBe(200);
    const v = res.body.values;
    expect(v).toMatchObject({ Total: 3, Ok: 1, Errores: 2 });
    expect(v.Items[0]).toMatchObject({ archivo: 'cv02.pdf', estado: 'done', error: null });
    const scanned = v.Items.find((i: any) => i.archivo === 'escaneado.pdf');
    expect(scanned).toMatchObject({ estado: 'error', resultado: null });
    // No text layer and no picture to read by OCR either (issue 37 reads scans).
    expect(scanned.error).toBe('No se encontró texto legible en el CV (ni en su texto ni leyendo sus imágenes). Envíe una copia más nítida.');
    const bad = v.Items.find((i: any) => i.archivo === 'danado.pdf');
    expect(bad.estado).toBe('error');
    expect(bad.error).toMatch(/PDF/);
    // Errors come after every analysed CV, and the stored file can still be opened.
    expect(v.Items.map((i: any) => i.estado)).toEqual(['done', 'error', 'error']);
    const file = await t.app.inject({ method: 'GET', url: scanned.url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
  });

  it('never fetches a URL found in a CV', async () => {
    let hits = 0;
    const trap: Server = createServer((_req, res) => {
      hits++;
      res.end('no');
    });
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/cv`;
    // The CV is rendered first (react-pdf loads its layout engine through fetch of a data: URL).
    const data = await cvWithLinks(url);
    expect(data.includes(Buffer.from('/URI'))).toBe(true);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const res = await analyse(t.app, owner.token, jobId, [{ filename: 'con-enlaces.pdf', data }]);
      expect(res.status).toBe(200);
      const item = res.body.values.Items[0];
      expect(item.estado).toBe('done');
      expect(item.resultado.extract.nombre).toBe('Marcela Rojas Quiroga');
      expect(item.resultado.extract.correo).toBe('marcela.rojas@example.bo');
      const imported = await postPdfs(t.app, '/api/servicio/importarcvpdf', {}, [{ name: 'cv', filename: 'con-enlaces.pdf', data }]);
      expect(imported.body.error).toBe(0);
      await new Promise((r) => setTimeout(r, 200));
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(hits).toBe(0);
    } finally {
      fetchSpy.mockRestore();
      await new Promise((r) => trap.close(r));
    }
  });

  // Speed (20 PDFs in <= 5 s) is measured by bench/analysis.bench.ts, not asserted here.
  it('analyses a full batch of 20 two-page PDFs', async () => {
    const res = await analyse(t.app, owner.token, jobId, twoPagePdfs(20));
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ Total: 20, Ok: 20, Errores: 0 });
  });
});

describe('POST /api/servicio/eliminaranalisiscv', () => {
  const del = (tnAnalisis: unknown, token?: string) => call(t.app, '/api/servicio/eliminaranalisiscv', tnAnalisis === undefined ? {} : { tnAnalisis }, token);
  const keysOf = async (analysisId: number) =>
    (await t.deps.db.select({ k: cvAnalysisItems.storageKey }).from(cvAnalysisItems).where(eq(cvAnalysisItems.analysisId, analysisId))).map((r) => r.k!);
  const listed = async (token: string) => ((await call(t.app, '/api/servicio/listaranalisiscv', [], token)).body.values as any[]).map((a) => a.Analisis);

  it('deletes an analysis of the company: its rows, its results and every stored PDF', async () => {
    const made = await analyse(t.app, owner.token, jobId, [pdf('cv01'), pdf('cv02'), pdf(fixtureLabels().scanned)]);
    expect(made.status).toBe(200);
    const v = made.body.values;
    const keys = await keysOf(v.Analisis);
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(await t.deps.storage.get(k)).not.toBeNull();
    const kept = await analyse(t.app, owner.token, jobId, [pdf('cv03')]);
    const keptKeys = await keysOf(kept.body.values.Analisis);
    expect(await listed(owner.token)).toEqual(expect.arrayContaining([v.Analisis, kept.body.values.Analisis]));

    const filesBefore = storedFiles(owner.companyId).length;
    const res = await del(v.Analisis, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: 'Análisis eliminado.', values: null });

    expect(await listed(owner.token)).not.toContain(v.Analisis);
    const reopened = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: v.Analisis }, owner.token);
    expect(reopened.status).toBe(404);
    expect(reopened.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.analysisNotFound });
    for (const item of v.Items) {
      const file = await call(t.app, item.url, undefined, owner.token, { method: 'GET' });
      expect(file.status).toBe(404);
      expect(file.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.fileNotFound });
    }
    expect(await keysOf(v.Analisis)).toEqual([]);
    for (const k of keys) {
      expect(await t.deps.storage.get(k)).toBeNull();
      expect(existsSync(join(uploadsDir(), k))).toBe(false);
    }
    expect(storedFiles(owner.companyId)).toHaveLength(filesBefore - 3);
    // The other analysis of the company and its file stay.
    expect(await listed(owner.token)).toContain(kept.body.values.Analisis);
    for (const k of keptKeys) expect(await t.deps.storage.get(k)).not.toBeNull();
    const keptFile = await t.app.inject({ method: 'GET', url: kept.body.values.Items[0].url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(keptFile.statusCode).toBe(200);

    // Deleting it again: it no longer exists.
    const again = await del(v.Analisis, owner.token);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.analysisNotFound });
  });

  it("refuses another company's analysis and an unknown one alike (404, nothing deleted), candidates (403) and visitors (401)", async () => {
    const made = await analyse(t.app, owner.token, jobId, [pdf('cv01')]);
    const v = made.body.values;
    const keys = await keysOf(v.Analisis);

    const theirs = await del(v.Analisis, rival.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.analysisNotFound });
    const cand = await del(v.Analisis, candidate.token);
    expect(cand.status).toBe(403);
    expect(cand.body.error).toBe(1);
    const anon = await del(v.Analisis);
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBe(1);
    const badToken = await del(v.Analisis, 'x'.repeat(43));
    expect(badToken.status).toBe(401);

    // Nothing was deleted.
    expect(await listed(owner.token)).toContain(v.Analisis);
    expect(await keysOf(v.Analisis)).toEqual(keys);
    for (const k of keys) expect(await t.deps.storage.get(k)).not.toBeNull();
    const reopened = await call(t.app, '/api/servicio/obteneranalisiscv', { tnAnalisis: v.Analisis }, owner.token);
    expect(reopened.status).toBe(200);
    expect(reopened.body.values.Items).toEqual(v.Items);

    const unknown = await del(99999999, owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 1, message: ANALYSIS_MESSAGES.analysisNotFound });
  });

  it('answers a missing or wrong id with the envelope (400), never 500', async () => {
    const invalid = 'Identificador de análisis inválido.';
    for (const bad of ['x', -1, 0, 1.5, undefined, null, '', 99999999999, 1e308, '9'.repeat(5000), { $gt: 0 }, "1; drop table cv_analyses", '<script>alert(1)</script>', "1' or '1'='1", '%', '\\']) {
      const res = await del(bad, owner.token);
      expect(res.status, String(bad).slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
      expect(res.body.errores.tnAnalisis).toBe(invalid);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/servicio/eliminaranalisiscv', headers: { authorization: `Bearer ${owner.token}` } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 1, codigoerror: 1 });
    const notJson = await call(t.app, '/api/servicio/eliminaranalisiscv', '{"tnAnalisis": ', owner.token, { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ error: 1 });
    const huge = await call(t.app, '/api/servicio/eliminaranalisiscv', { tnAnalisis: 1, relleno: 'a'.repeat(2 * 1024 * 1024) }, owner.token);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge.body.error).toBe(1);
  });

  it("lets staff delete any company's analysis", async () => {
    const made = await analyse(t.app, rival.token, rivalJobId, [pdf('cv08')]);
    expect(made.status).toBe(200);
    const v = made.body.values;
    const keys = await keysOf(v.Analisis);
    expect(keys[0].startsWith(`private/analisis/${rival.companyId}/`)).toBe(true);
    const res = await del(v.Analisis, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Análisis eliminado.' });
    expect(await listed(rival.token)).not.toContain(v.Analisis);
    for (const k of keys) expect(await t.deps.storage.get(k)).toBeNull();
  });

  it('logs a file that cannot be removed and still deletes the analysis', async () => {
    const made = await analyse(t.app, owner.token, jobId, [pdf('cv01'), pdf('cv02')]);
    const v = made.body.values;
    const keys = await keysOf(v.Analisis);
    const realDelete = t.deps.storage.delete.bind(t.deps.storage);
    const spy = vi.spyOn(t.deps.storage, 'delete').mockImplementation(async (key) => {
      if (key === keys[0]) throw new Error('disco no disponible');
      return realDelete(key);
    });
    try {
      const res = await del(v.Analisis, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.error).toBe(0);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    expect(await listed(owner.token)).not.toContain(v.Analisis);
    expect(await keysOf(v.Analisis)).toEqual([]);
    // The file that failed stays, private and unreachable; the other one is gone.
    expect(await t.deps.storage.get(keys[0])).not.toBeNull();
    expect(await t.deps.storage.get(keys[1])).toBeNull();
    await t.deps.storage.delete(keys[0]);
  });
});

describe('contract', () => {
  it('publishes the analysis endpoints in the OpenAPI document, the additions marked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/api/servicio/revisarcvs'].post.tags).toEqual(['spec']);
    for (const p of ['/api/servicio/listaranalisiscv', '/api/servicio/obteneranalisiscv', '/api/servicio/eliminaranalisiscv', '/api/servicio/listarempleosanalisiscv', '/api/servicio/importarcvpdf']) {
      expect(paths[p].post.tags).toEqual(['adición']);
    }
    expect(paths['/api/servicio/archivoanalisiscv/{Item}'].get).toBeTruthy();
  });
});

describe('rate limits', () => {
  it('limits the analyses of one company per hour (429 with Retry-After)', async () => {
    const company = await newCompany(t.deps, 'Empresa Apurada S.A.');
    let last: any;
    for (let i = 0; i < 31; i++) last = await call(t.app, '/api/servicio/revisarcvs', {}, company.token);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.error).toBe(1);
    // Another company is not affected.
    const other = await call(t.app, '/api/servicio/revisarcvs', {}, rival.token);
    expect(other.status).toBe(400);
  });

  it('limits the deletions of one user (429 with Retry-After)', async () => {
    const company = await newCompany(t.deps, 'Empresa Ordenada S.A.');
    let last: any;
    for (let i = 0; i < 61; i++) last = await call(t.app, '/api/servicio/eliminaranalisiscv', { tnAnalisis: 99999999 }, company.token);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.error).toBe(1);
    const other = await call(t.app, '/api/servicio/eliminaranalisiscv', { tnAnalisis: 99999999 }, rival.token);
    expect(other.status).toBe(404);
  });
});
