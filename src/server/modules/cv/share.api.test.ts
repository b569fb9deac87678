/** CV share links (decision 077): create, open logged out, count, revoke, expire; who may do what. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { newCv } from '../../test/jobs';
import { CV_SHARE_MESSAGES } from '../../../shared/contract/cv';
import { cvShareLinks } from '../../db/schema';

const t = setupTestApp();
let ana: TestCandidate;
let beto: TestCandidate;
let company: TestCompany;
let paidCv: number;
let unpaidCv: number;
let betoCv: number;

beforeAll(async () => {
  ana = await newCandidate(t.deps, 'Ana', '71112233');
  beto = await newCandidate(t.deps, 'Beto', '72223344');
  company = await newCompany(t.deps);
  paidCv = await newCv(t.deps, ana.candidateId, { doc: { titulo: 'CV de Ana', nombreCompleto: 'Ana Condori Mamani' } });
  unpaidCv = await newCv(t.deps, ana.candidateId, { pagado: false, doc: { titulo: 'Borrador' } });
  betoCv = await newCv(t.deps, beto.candidateId, { doc: { titulo: 'CV de Beto' } });
});
afterEach(() => t.clock.reset());

const share = (body: unknown, token?: string) => call(t.app, '/api/servicio/compartircurriculum', body, token);
const open = (tcToken: unknown) => call(t.app, '/api/servicio/vercurriculumcompartido', { tcToken });
const pdf = (token: string) => call(t.app, `/api/servicio/curriculumcompartido/${token}`, undefined, undefined, { method: 'GET' });
const tokenOf = (url: string) => url.split('/cv-compartido/')[1];
const links = (token: string) => call(t.app, '/api/servicio/listarenlacescurriculum', {}, token);

describe('compartircurriculum', () => {
  it('gives the owner of a paid CV an unguessable public link; logged out, it opens the same PDF and is counted', async () => {
    const res = await share({ tnCurriculum: paidCv }, ana.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: CV_SHARE_MESSAGES.created, values: { FechaVencimiento: null } });
    expect(res.body.values.tcUrl).toMatch(/^http:\/\/localhost:3000\/cv-compartido\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(res.body.values.tcUrl);
    // Only the hash is stored.
    const rows = await t.deps.db.select().from(cvShareLinks);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);

    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.body.values).toMatchObject({ Titulo: 'CV de Ana', Nombre: 'Ana Condori Mamani', tcPdf: `/api/servicio/curriculumcompartido/${token}` });
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const file = await pdf(token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same rendering as the owner's download.
    const own = await call(t.app, `/api/generate-pdf2/${paidCv}`, undefined, ana.token, { method: 'GET' });
    expect(file.raw.rawPayload.length).toBe(own.raw.rawPayload.length);

    await open(token);
    const list = await links(ana.token);
    const mine = list.body.values.find((l: { tnEnlace: number }) => l.tnEnlace === res.body.values.tnEnlace);
    expect(mine).toMatchObject({ Curriculum: paidCv, Aperturas: 2, Revocado: false, Vencido: false });
    expect(mine.UltimaApertura).not.toBeNull();
    // Beto sees none of Ana's links.
    expect((await links(beto.token)).body.values).toEqual([]);
  });

  it('refuses an unpaid CV with a Spanish message, another candidate’s CV as unknown, companies and visitors', async () => {
    const unpaid = await share({ tnCurriculum: unpaidCv }, ana.token);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ error: 1, message: CV_SHARE_MESSAGES.notPaid });
    expect((await share({ tnCurriculum: betoCv }, ana.token)).status).toBe(404);
    expect((await share({ tnCurriculum: 999999 }, ana.token)).status).toBe(404);
    expect((await share({ tnCurriculum: paidCv }, company.token)).status).toBe(403);
    expect((await share({ tnCurriculum: paidCv })).status).toBe(401);
    expect((await links(company.token)).status).toBe(403);
  });

  it('answers wrong input with the envelope (400), never 500', async () => {
    for (const body of [{}, { tnCurriculum: 'x' }, { tnCurriculum: "1' or '1'='1" }, { tnCurriculum: paidCv, tnDias: 0 }, { tnCurriculum: paidCv, tnDias: 400 }, { tnCurriculum: paidCv, tnDias: 'diez' }]) {
      const res = await share(body, ana.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(false);
    }
    for (const bad of ['', 'abc', '<script>alert(1)</script>', '../../etc/passwd', 'a'.repeat(5000), 42]) {
      expect((await open(bad)).status, String(bad).slice(0, 20)).toBe(400);
    }
    expect((await pdf('..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    // Well formed but never issued.
    expect((await open('A'.repeat(43))).status).toBe(404);
    expect((await pdf('A'.repeat(43))).status).toBe(404);
  });
});

describe('revocarenlacecurriculum and expiry', () => {
  it('a revoked link shows a clear "no longer available" answer; only its owner may revoke it', async () => {
    const res = await share({ tnCurriculum: paidCv }, ana.token);
    const token = tokenOf(res.body.values.tcUrl);
    const id = res.body.values.tnEnlace;
    expect((await call(t.app, '/api/servicio/revocarenlacecurriculum', { tnEnlace: id }, beto.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/revocarenlacecurriculum', { tnEnlace: id }, company.token)).status).toBe(403);
    expect((await open(token)).status).toBe(200);
    const revoked = await call(t.app, '/api/servicio/revocarenlacecurriculum', { tnEnlace: id }, ana.token);
    expect(revoked.body).toMatchObject({ error: 0, message: CV_SHARE_MESSAGES.revoked });
    const gone = await open(token);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(CV_SHARE_MESSAGES.gone);
    expect((await pdf(token)).status).toBe(410);
    const mine = (await links(ana.token)).body.values.find((l: { tnEnlace: number }) => l.tnEnlace === id);
    expect(mine).toMatchObject({ Revocado: true, Aperturas: 1 });
    // Revoking twice changes nothing.
    expect((await call(t.app, '/api/servicio/revocarenlacecurriculum', { tnEnlace: id }, ana.token)).status).toBe(200);
  });

  it('a link with an expiry works until then and is gone after (test clock)', async () => {
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
    const res = await share({ tnCurriculum: paidCv, tnDias: 7 }, ana.token);
    expect(res.body.values.FechaVencimiento).toBe('2026-03-08T12:00:00.000Z');
    const token = tokenOf(res.body.values.tcUrl);
    t.clock.set(new Date('2026-03-08T11:59:00Z'));
    expect((await open(token)).status).toBe(200);
    t.clock.set(new Date('2026-03-08T12:00:01Z'));
    expect((await open(token)).status).toBe(410);
    expect((await pdf(token)).status).toBe(410);
    const mine = (await links(ana.token)).body.values.find((l: { tnEnlace: number }) => l.tnEnlace === res.body.values.tnEnlace);
    expect(mine).toMatchObject({ Vencido: true, Revocado: false, Aperturas: 1 });
  });

  it('a CV deleted by its owner takes its links with it', async () => {
    const cv = await newCv(t.deps, ana.candidateId, { doc: { titulo: 'Para borrar' } });
    const token = tokenOf((await share({ tnCurriculum: cv }, ana.token)).body.values.tcUrl);
    expect((await call(t.app, '/api/servicio/eliminarcurriculum', { tnCurriculum: cv }, ana.token)).status).toBe(200);
    expect([404, 410]).toContain((await open(token)).status);
  });
});

