import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { laPazDayFrom } from '../../core/time';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';

const t = setupTestApp();
const NOW = new Date('2026-03-10T15:00:00.000Z');
let company: Awaited<ReturnType<typeof makeCompany>>;
let empty: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  t.clock.set(NOW);
  company = await makeCompany(t.deps, {
    nombre: 'Textiles Oruro S.R.L.',
    descripcion: 'Hilados de alpaca.',
    acercade: 'Exportamos a Europa.',
    ciudadId: 5,
    direccion: 'Av. 6 de Octubre 5130',
    telefono: '25276655',
    tipoEmpresaId: 13,
    tamanoEmpresaId: 2,
    anioFundacion: 1985,
    urlImagen: 'public/logos/textiles.png',
  });
  empty = await makeCompany(t.deps, { nombre: 'Aserradero Riberalta' });
  await makeJob(t.deps, company.id, { titulo: 'Costurera', ciudadId: 5, tipoEmpleoId: 2, salario: 2600, fechaPublicacion: new Date(NOW.getTime() - 86_400_000) });
  await makeJob(t.deps, company.id, { titulo: 'Jefe de Producción', ciudadId: 4, salario: 0, fechaPublicacion: new Date(NOW.getTime() - 3_600_000) });
  await makeJob(t.deps, company.id, { titulo: 'Tejedora vencida', fechaVencimiento: laPazDayFrom(NOW, -2) });
  await makeJob(t.deps, company.id, { titulo: 'Bordadora sin pagar', estado: 1 });
});


describe('getDatosEmpresa', () => {
  it('answers every field and only the public jobs, newest first', async () => {
    const res = await call(t.app, '/api/servicio/getDatosEmpresa', { tcCodigoEmpresa: company.codigo });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.values.loEmpresa).toMatchObject({
      Empresa: company.id,
      EmpresaCodigo: company.codigo,
      Nombre: 'Textiles Oruro S.R.L.',
      Descripcion: 'Hilados de alpaca.',
      Acercade: 'Exportamos a Europa.',
      Pais: 'Bolivia',
      Ciudad: 'Oruro',
      CiudadId: 5,
      Direccion: 'Av. 6 de Octubre 5130',
      Telefono: '25276655',
      TipoEmpresaDescripcion: 'Industria',
      TamanoEmpresaDescripcion: 'Pequeña',
      AnioFundacion: 1985,
      UrlImagen: '/uploads/logos/textiles.png',
      CantidadEmpleos: 2,
    });
    expect(res.body.values.laEmpleos.map((j: { Titulo: string }) => j.Titulo)).toEqual(['Jefe de Producción', 'Costurera']);
    expect(res.body.values.laEmpleos[1]).toMatchObject({ TipoEmpleoNombre: 'Medio tiempo', NombreCiudad: 'Oruro', SalarioAproximado: 2600 });
  });

  it('answers a company without jobs or details with empty values', async () => {
    const res = await call(t.app, '/api/servicio/getDatosEmpresa', { tcCodigoEmpresa: empty.codigo });
    expect(res.body.values.loEmpresa).toMatchObject({ Ciudad: '', TipoEmpresaDescripcion: '', UrlImagen: null, AnioFundacion: null, CantidadEmpleos: 0 });
    expect(res.body.values.laEmpleos).toEqual([]);
  });

  it('answers 404 for an unknown code and 400 for malformed ones', async () => {
    const unknown = await call(t.app, '/api/servicio/getDatosEmpresa', { tcCodigoEmpresa: 'noexiste' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 1, message: 'No se encontró la empresa.' });
    for (const bad of [{}, { tcCodigoEmpresa: '' }, { tcCodigoEmpresa: 5 }, { tcCodigoEmpresa: '<script>alert(1)</script>' }, { tcCodigoEmpresa: "' or 1=1 --" }, { tcCodigoEmpresa: 'x'.repeat(10_000) }, { tcCodigoEmpresa: ['a'] }]) {
      const res = await call(t.app, '/api/servicio/getDatosEmpresa', bad);
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.body.errores.tcCodigoEmpresa).toBe('El código de la empresa no es válido.');
    }
  });
});

describe('listarempresas', () => {
  it('lists every company by name with its public job count', async () => {
    const res = await call(t.app, '/api/servicio/listarempresas', undefined, undefined, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body.values.map((c: { Nombre: string; CantidadEmpleos: number }) => [c.Nombre, c.CantidadEmpleos])).toEqual([
      ['Aserradero Riberalta', 0],
      ['Textiles Oruro S.R.L.', 2],
    ]);
    expect(res.body.values[1]).toMatchObject({ EmpresaCodigo: company.codigo, Ciudad: 'Oruro', UrlImagen: '/uploads/logos/textiles.png' });
  });
});
