/**
 * Billing data on every payment (issue 39): document type, NIT/CI and razón social recorded on
 * the CV, posting and pack payments, validated, remembered per account, printed on the receipt,
 * and summed per kind and La Paz month for staff, with the CSV an invoicing service reads.
 */
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart } from '../../test/forms';
import { makeJob } from '../../test/jobs';

const t = setupTestApp({ RATE_LIMITS: 'off' });
let cand: TestCandidate;
let company: TestCompany;
let admin: TestAdmin;
const tx: Record<'cv' | 'job' | 'pack', number> = { cv: 0, job: 0, pack: 0 };

const person = { tcNombreUsuario: 'Lucía Mamani', tnCiNit: '4567890-1B', tnTelefono: '71234567', tcCorreo: 'lucia@example.bo' };
const firm = { tcNombreUsuario: 'Marco Quispe', tcTipoDocumento: 'NIT', tnCiNit: '1020304025', tcRazonSocial: 'Andes Servicios S.R.L.', tnTelefono: '77712345', tcCorreo: 'pagos@andes.bo' };
const get = (url: string, token?: string) => call(t.app, url, undefined, token, { method: 'GET' });

async function payAndConfirm(url: string, body: Record<string, unknown>, token: string) {
  const res = await call(t.app, url, body, token);
  expect(res.body.codigoerror, JSON.stringify(res.body)).toBe(0);
  const { TransaccionDePago, UrlPago } = res.body.Datos;
  await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: TransaccionDePago, tcCodigo: new URL(UrlPago).searchParams.get('codigo') });
  return TransaccionDePago as number;
}

beforeAll(async () => {
  cand = await newCandidate(t.deps);
  company = await newCompany(t.deps);
  admin = await newAdmin(t.deps);
  const cv = (await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], cand.token)).body.values.Curriculum;
  // A person paying with a CI and its complement, no razón social: the name is the razón social.
  tx.cv = await payAndConfirm('/api/servicio/generarpago', { ...person, Curriculum: cv }, cand.token);
  const job = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Contador General' });
  tx.job = await payAndConfirm('/api/servicio/generarpagoempleo', { ...firm, Empleo: job.id }, company.token);
  const packs = (await get('/api/servicio/paquetes')).body.values;
  tx.pack = await payAndConfirm('/api/servicio/comprarpaquete', { ...firm, tcRazonSocial: '-2+3 Andes'.replace('+', ' '), tnPaquete: packs[0].Paquete }, company.token);
});

describe('billing data recorded on every payment', () => {
  it('stores the document type, the number and the razón social on the CV, posting and pack payments', async () => {
    const row = async (id: number) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0];
    expect(await row(tx.cv)).toMatchObject({ kind: 'curriculum', tipoDocumento: 'CI', ciNit: '4567890-1B', razonSocial: 'Lucía Mamani', estado: 2 });
    expect(await row(tx.job)).toMatchObject({ kind: 'empleo', tipoDocumento: 'NIT', ciNit: '1020304025', razonSocial: 'Andes Servicios S.R.L.', estado: 2 });
    expect(await row(tx.pack)).toMatchObject({ kind: 'paquete', tipoDocumento: 'NIT', estado: 2 });
  });

  it('validates the document and the razón social with Spanish messages', async () => {
    const job = await makeJob(t.deps, company.companyId, { estado: 1 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tnCiNit: '1234' }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 12 dígitos), con complemento si corresponde (ej. 1234567-1B).'],
      [{ tnCiNit: '1234567890123' }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 12 dígitos), con complemento si corresponde (ej. 1234567-1B).'],
      [{ tnCiNit: '1234567-1BX' }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 12 dígitos), con complemento si corresponde (ej. 1234567-1B).'],
      [{ tcTipoDocumento: 'RUC' }, 'tcTipoDocumento', 'El tipo de documento debe ser CI o NIT.'],
      [{ tcTipoDocumento: 5 }, 'tcTipoDocumento', 'El tipo de documento debe ser CI o NIT.'],
      [{ tcRazonSocial: 'A'.repeat(121) }, 'tcRazonSocial', 'La razón social tiene como máximo 120 caracteres.'],
      [{ tcRazonSocial: '<script>alert(1)</script>' }, 'tcRazonSocial', 'La razón social tiene caracteres no permitidos.'],
      [{ tcRazonSocial: "Andes'; DROP TABLE payments;--" }, 'tcRazonSocial', 'La razón social tiene caracteres no permitidos.'],
      [{ tcRazonSocial: 12 }, 'tcRazonSocial', 'La razón social tiene caracteres no permitidos.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(t.app, '/api/servicio/generarpagoempleo', { ...firm, ...over, Empleo: job.id }, company.token);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errores?.[field], JSON.stringify(over)).toBe(message);
    }
    const nitWithComplement = await call(t.app, '/api/servicio/generarpagoempleo', { ...firm, tnCiNit: '1020304-1A', Empleo: job.id }, company.token);
    expect(nitWithComplement.status).toBe(400);
    expect(nitWithComplement.body.errores).toEqual({ tnCiNit: 'Un NIT no lleva complemento: el complemento es solo del CI.' });
    // Accepted: 120 characters, the punctuation of company names, lower-case complement made upper-case.
    const ok = await call(t.app, '/api/servicio/generarpagoempleo', { ...firm, tcTipoDocumento: 'ci', tnCiNit: '4567890-1b', tcRazonSocial: 'Ñandú & Cía. (Sucre) Nº 2-B'.padEnd(120, 'x'), Empleo: job.id }, company.token);
    expect(ok.body.codigoerror).toBe(0);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, ok.body.Datos.TransaccionDePago));
    expect(row).toMatchObject({ tipoDocumento: 'CI', ciNit: '4567890-1B' });
    expect(row.razonSocial).toHaveLength(120);
  });

  it('remembers each account’s last billing data to prefill its next payment, for itself only', async () => {
    const mine = await call(t.app, '/api/servicio/datosfacturacion', {}, cand.token);
    expect(mine.body.values).toEqual({ tcTipoDocumento: 'CI', tnCiNit: '4567890-1B', tcRazonSocial: 'Lucía Mamani' });
    const fresh = await newCandidate(t.deps);
    expect((await call(t.app, '/api/servicio/datosfacturacion', {}, fresh.token)).body.values).toBeNull();
    expect((await call(t.app, '/api/servicio/datosfacturacion', {})).status).toBe(401);
    // The pay dialog edits it: the next payment's data replaces it.
    const cv = (await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], cand.token)).body.values.Curriculum;
    await call(t.app, '/api/servicio/generarpago', { ...person, tcTipoDocumento: 'NIT', tnCiNit: '99887766', tcRazonSocial: 'Mamani Consultores', Curriculum: cv }, cand.token);
    expect((await call(t.app, '/api/servicio/datosfacturacion', {}, cand.token)).body.values).toEqual({ tcTipoDocumento: 'NIT', tnCiNit: '99887766', tcRazonSocial: 'Mamani Consultores' });
    // A refused payment (bad data) remembers nothing.
    await call(t.app, '/api/servicio/generarpago', { ...person, tnCiNit: 'x', Curriculum: cv }, cand.token);
    expect((await call(t.app, '/api/servicio/datosfacturacion', {}, cand.token)).body.values.tnCiNit).toBe('99887766');
  });
});

describe('receipt', () => {
  it('prints the document type, number and razón social on the PDF and in the e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/servicio/comprobante/${tx.job}`, headers: { authorization: `Bearer ${company.token}` } });
    expect(res.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const s of ['NIT', '1020304025', 'Razón social', 'Andes Servicios S.R.L.', 'Publicación de empleo', 'Bs. 50.00']) expect(text, s).toContain(s);
    const pack = await t.app.inject({ method: 'GET', url: `/api/servicio/comprobante/${tx.pack}`, headers: { authorization: `Bearer ${company.token}` } });
    const packText = (await extractText(await getDocumentProxy(new Uint8Array(pack.rawPayload)), { mergePages: true })).text;
    expect(packText).toContain('Paquete de publicaciones');
    expect(packText).toContain('Paquete de 3 publicaciones (vigencia 90 días)');
    const mail = t.mails.find((m) => m.text.includes(`Transacción: ${tx.cv} `))!;
    expect(mail.text).toContain('CI/NIT: 4567890-1B (CI)');
    expect(mail.text).toContain('Razón social: Lucía Mamani');
  });
});

describe('admin: billing data, totals per kind and month, CSV for invoicing', () => {
  it('lists the billing data of each payment and the paid totals per kind and La Paz month', async () => {
    const res = await call(t.app, '/api/servicio/admin/listarpagos', {}, admin.token);
    expect(res.status).toBe(200);
    const job = res.body.values.Pagos.find((p: any) => p.TransaccionDePago === tx.job);
    expect(job).toMatchObject({ Tipo: 'empleo', TipoDocumento: 'NIT', CiNit: '1020304025', RazonSocial: 'Andes Servicios S.R.L.' });
    const byKind = res.body.values.TotalesPorTipoYMes as any[];
    const month = byKind[0].Periodo;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const packs = (await get('/api/servicio/paquetes')).body.values;
    expect(byKind.filter((r) => r.Periodo === month)).toEqual([
      { Periodo: month, Tipo: 'curriculum', Pagos: 1, MontoBs: 25 },
      { Periodo: month, Tipo: 'empleo', Pagos: 1, MontoBs: 50 },
      { Periodo: month, Tipo: 'paquete', Pagos: 1, MontoBs: packs[0].MontoBs },
    ]);
    const onlyPacks = await call(t.app, '/api/servicio/admin/listarpagos', { tcTipo: 'paquete' }, admin.token);
    expect(onlyPacks.body.values.Pagos.map((p: any) => p.TransaccionDePago)).toEqual([tx.pack]);
  });

  it('exports the paid payments as CSV with the documented columns; formulas neutralised; staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/servicio/admin/exportarpagos', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pagos-inicio-hoy\.csv"$/);
    const lines = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('comprobante,transaccion,fecha_pago,tipo,concepto,detalle,monto_bs,moneda,tipo_documento,numero_documento,complemento,razon_social,correo,pasarela,referencia_pasarela');
    expect(lines).toHaveLength(4);
    const cvLine = lines.find((l) => l.includes(`"${tx.cv}"`))!;
    expect(cvLine).toContain('"curriculum","Activación de currículum"');
    expect(cvLine).toContain('"25.00","BOB","CI","4567890","1B","Lucía Mamani","lucia@example.bo"');
    expect(cvLine).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-04:00"/);
    const packLine = lines.find((l) => l.includes(`"${tx.pack}"`))!;
    // A leading - (a formula to a spreadsheet) is kept as text.
    expect(packLine).toContain(`"'-2 3 Andes"`);
    const none = await t.app.inject({ method: 'GET', url: '/api/servicio/admin/exportarpagos?tcDesde=2001-01-01&tcHasta=2001-01-31', headers: { authorization: `Bearer ${admin.token}` } });
    expect(none.body.replace(/^\ufeff/, '').trim().split('\r\n')).toHaveLength(1);
    for (const token of [company.token, cand.token]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/servicio/admin/exportarpagos', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/servicio/admin/exportarpagos' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: "/api/servicio/admin/exportarpagos?tcDesde=2026-01-01'%20or%201=1", headers: { authorization: `Bearer ${admin.token}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(1);
  });
});
