import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './fixtures';

export type ScreeningQuestion = { tcPregunta: string; tcTipo: 'sino' | 'numero' | 'texto'; tcDescarte?: string; tnMinimo?: number };

/**
 * A job the demo company registers and pays through the sandbox gateway (the set-up of a journey
 * that is about someone else: the candidate who finds it and applies).
 */
export async function publishPaidJob(request: APIRequestContext, titulo: string, taPreguntas: ScreeningQuestion[] = []) {
  const login = await request.post('/api/login', { data: { email: DEMO.empresa, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).datos.token as string}` };
  const created = await request.post('/api/servicio/registrarempleo', {
    headers,
    data: {
      tcTitulo: titulo,
      tcDescripcion: 'Atención al cliente y registro de ventas en sucursal.',
      tcDescripcionLarga: 'Responsable de la atención en la sucursal central.',
      tcFechaVencimiento: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      tnSalario: 4000,
      tnTipoEmpleo: 1,
      tcDireccion: 'Av. Arce 2500',
      tnCategoria: 14,
      tnTiempoExperiencia: 1,
      taHabilidades: [5],
      taIdiomas: ['es'],
      tnCiudad: 4,
      taResponsabilidades: ['Atención al cliente'],
      taRequerimientos: ['Manejo de Excel'],
      tnModalidad: 1,
      taPreguntas,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const job = (await created.json()).values as { Empleo: number; CodigoEmpleo: string };
  const qr = await request.post('/api/servicio/generarpagoempleo', {
    headers,
    data: { tcNombreUsuario: 'Marco Quispe', tnCiNit: '4455667', tnTelefono: '71234567', tcCorreo: DEMO.empresa, Empleo: job.Empleo },
  });
  expect(qr.status()).toBe(200);
  const datos = (await qr.json()).Datos as { UrlPago: string; TransaccionDePago: number };
  const paid = await request.post('/api/servicio/sandbox/confirmarpago', {
    data: { tnTransaccionDePago: datos.TransaccionDePago, tcCodigo: new URL(datos.UrlPago).searchParams.get('codigo') },
  });
  expect(paid.status()).toBe(200);
  return job;
}
