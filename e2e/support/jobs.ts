import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './fixtures';
import { apiAs, authOf } from './session';

export type ScreeningQuestion = { tcPregunta: string; tcTipo: 'sino' | 'numero' | 'texto'; tcDescarte?: string; tnMinimo?: number };

/** A plausible posting in La Paz, open for 20 days; a journey sets over it what it is about. */
const posting = (tcTitulo: string) => ({
  tcTitulo,
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
});

export type JobFields = Partial<ReturnType<typeof posting>> & { taPreguntas?: ScreeningQuestion[] };

/** The demo company registers a job (`fields` over the plausible posting): its header and the server's answer. */
export async function registerJob(request: APIRequestContext, titulo: string, fields: JobFields = {}) {
  const headers = await authOf(request, DEMO.empresa);
  const res = await request.post('/api/servicio/registrarempleo', { headers, data: { ...posting(titulo), ...fields } });
  return { headers, res };
}

/**
 * A job the demo company registers and pays through the sandbox gateway (the set-up of a journey
 * that is about someone else: the candidate who finds it and applies).
 */
export async function publishPaidJob(request: APIRequestContext, titulo: string, fields: JobFields = {}) {
  const { headers, res: created } = await registerJob(request, titulo, { taPreguntas: [], ...fields });
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

/** «Registrar empleo» on the job form's last step: the unpaid job's «Pago requerido» leads to its payment page; the job's number. */
export async function registerUnpaidJob(page: Page) {
  await page.getByRole('button', { name: 'Registrar empleo' }).click();
  const payModal = page.getByRole('dialog', { name: 'Pago requerido' });
  await expect(payModal).toContainText('Empleo registrado exitosamente');
  await payModal.getByRole('link', { name: 'Pagar ahora' }).click();
  await expect(page).toHaveURL(/\/pagarempleo\/\d+$/);
  return Number(page.url().split('/').pop());
}

/**
 * A fresh paid job of the demo company to which the demo candidate applied with a paid CV: the
 * job, the company's API and her row among its applicants.
 */
export async function applicationOnFreshJob(request: APIRequestContext, titulo: string) {
  const job = await publishPaidJob(request, titulo);
  const candidate = await apiAs(request, DEMO.candidato);
  const cvs = (await candidate<{ Datos: { Curriculum: number; Pagado: number }[] }>('/api/servicio/listarcurriculumbycandidato', [])).Datos;
  const paid = cvs.find((c) => c.Pagado === 1);
  expect(paid, 'la candidata de demostración tiene un currículum pagado').toBeTruthy();
  const applied = await candidate<{ Datos: number; message: string }>('/api/postularempleo', { tnCurriculum: paid!.Curriculum, tcCodigoEmpleo: job.CodigoEmpleo });
  expect(applied.Datos, applied.message).toBe(1);
  const company = await apiAs(request, DEMO.empresa);
  const list = (await company<{ values: { Postulacion: number; Nombre: string; Correo: string }[] }>('/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo })).values;
  return { job, company, applicant: list.find((a) => a.Correo === DEMO.candidato)! };
}
