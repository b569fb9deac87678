/**
 * Interviews (issue 40): who may call each route (visitors 401, wrong role 403, another company
 * or candidate 404 like an unknown id), the limits, the mails through the outbox, and the
 * iCalendar content of the request, the update and the cancel, read back with ical.js.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, newCv, payJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { applicationEvents, applications, interviews, outbox } from '../../db/schema';
import { createMailer, type Mail } from '../../infra/mail/mailer';
import { sendInterviewReminders } from './reminders';

const t = setupTestApp({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://chamba.example.bo' });
let company: TestCompany;
let other: TestCompany;
let admin: { token: string };
let ana: TestCandidate;
let zoe: TestCandidate;
let job: { Empleo: number; CodigoEmpleo: string };
const apps: number[] = [];
let zoeApp: number;

const post = (url: string, body: unknown, token?: string) => call(t.app, url, body, token);
const HOUR = 3_600_000;
/** A whole minute `hours` ahead of the test clock, as ISO with the La Paz offset. */
const ahead = (hours: number) => {
  const d = new Date(Math.floor(t.clock.now().getTime() / 60_000) * 60_000 + hours * HOUR);
  return new Date(d.getTime() - 4 * HOUR).toISOString().slice(0, 19) + '-04:00';
};
const utc = (iso: string) => new Date(iso).toISOString();
const proposal = (tnPostulacion: number, over: Record<string, unknown> = {}) => ({
  tnPostulacion,
  taHorarios: [ahead(72), ahead(48)],
  tnDuracion: 45,
  tcLugar: 'Av. Arce 2519, piso 3, La Paz',
  tcNotas: 'Traer carnet de identidad.',
  ...over,
});
const propose = (body: unknown, token = company.token) => post('/api/servicio/proponerentrevista', body, token);
const choose = (tnEntrevista: number, tcHorario: string, token = ana.token) => post('/api/servicio/elegirhorario', { tnEntrevista, tcHorario }, token);
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
const lastTo = (to: string) => mailsTo(to).at(-1) as Mail;

function event(mail: Mail) {
  expect(mail.calendar, mail.subject).toBeDefined();
  const comp = new ICAL.Component(ICAL.parse(mail.calendar!.content));
  const ev = comp.getFirstSubcomponent('vevent')!;
  const value = (name: string) => ev.getFirstPropertyValue(name);
  return {
    method: comp.getFirstPropertyValue('method'),
    uid: value('uid'),
    sequence: Number(value('sequence')),
    start: (value('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (value('dtend') as ICAL.Time).toJSDate().toISOString(),
    startText: ev.getFirstProperty('dtstart')!.toICALString(),
    status: value('status'),
    location: value('location'),
    url: value('url'),
    summary: value('summary'),
    organizer: String(value('organizer')).toLowerCase(),
    organizerName: ev.getFirstProperty('organizer')!.getParameter('cn'),
    attendee: String(value('attendee')).toLowerCase(),
  };
}

beforeAll(async () => {
  company = await newCompany(t.deps, 'Andes Software S.R.L.');
  other = await newCompany(t.deps, 'Otra Empresa S.A.');
  admin = await newAdmin(t.deps);
  job = await createJob(t, company.token, { tcTitulo: 'Desarrollador web' });
  await payJob(t.deps, job.Empleo);
  const otherJob = await createJob(t, other.token, { tcTitulo: 'Contador' });
  await payJob(t.deps, otherJob.Empleo);
  ana = await newCandidate(t.deps, 'Ana', '71112233');
  zoe = await newCandidate(t.deps, 'Zoe', '71112299');
  const anaCv = await newCv(t.deps, ana.candidateId, { doc: { titulo: 'CV de Ana', nombreCompleto: 'Ana Condori', habilidades: [], experiencias: [] } });
  const zoeCv = await newCv(t.deps, zoe.candidateId, { doc: { titulo: 'CV de Zoe', nombreCompleto: 'Zoe Condori', habilidades: [], experiencias: [] } });
  // Ana applies to four jobs of the company (one per scenario), Zoe to the other company's.
  for (let i = 0; i < 4; i++) {
    const j = i === 0 ? job : await createJob(t, company.token, { tcTitulo: `Puesto ${i}` });
    if (i > 0) await payJob(t.deps, j.Empleo);
    expect((await post('/api/postularempleo', { tnCurriculum: anaCv, tcCodigoEmpleo: j.CodigoEmpleo }, ana.token)).body.Datos).toBe(1);
    const rows = await t.deps.db.select({ id: applications.id, job: applications.jobId }).from(applications).where(eq(applications.jobId, j.Empleo));
    apps.push(rows[0].id);
  }
  expect((await post('/api/postularempleo', { tnCurriculum: zoeCv, tcCodigoEmpleo: otherJob.CodigoEmpleo }, zoe.token)).body.Datos).toBe(1);
  zoeApp = (await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, zoe.candidateId)))[0].id;
}, 120_000);

beforeEach(() => t.clock.reset());

describe('authorisation of every route', () => {
  it('visitors 401, wrong role 403, another company or candidate 404 like an unknown id', async () => {
    const res = await propose(proposal(apps[3]));
    expect(res.status).toBe(200);
    const id = res.body.values.Entrevista as number;
    const routes: [string, Record<string, unknown>, string[]][] = [
      ['/api/servicio/proponerentrevista', proposal(apps[3]), ['candidato', 'admin']],
      ['/api/servicio/elegirhorario', { tnEntrevista: id, tcHorario: ahead(48) }, ['empresa', 'admin']],
      ['/api/servicio/reprogramarentrevista', { tnEntrevista: id, tcHorario: ahead(50) }, ['candidato', 'admin']],
      ['/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'No puedo' }, ['admin']],
      ['/api/servicio/listarentrevistas', {}, ['admin']],
    ];
    const tokenOf: Record<string, string> = { candidato: ana.token, empresa: company.token, admin: admin.token };
    for (const [url, body, refused] of routes) {
      expect((await post(url, body)).status, url).toBe(401);
      for (const role of refused) expect((await post(url, body, tokenOf[role])).status, `${url} ${role}`).toBe(403);
    }
    // Another company: the application and the interview are unknown to it.
    const foreign = await propose(proposal(apps[3]), other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('No se encontró la postulación.');
    expect((await propose(proposal(zoeApp))).status).toBe(404);
    for (const [url, body] of [
      ['/api/servicio/reprogramarentrevista', { tnEntrevista: id, tcHorario: ahead(50) }],
      ['/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'No puedo' }],
    ] as const) {
      const r = await post(url, body, other.token);
      expect(r.status, url).toBe(404);
      expect(r.body).toEqual((await post(url, { ...body, tnEntrevista: 99_999_999 }, other.token)).body);
    }
    // Another candidate: neither chooses nor cancels nor sees it.
    expect((await choose(id, ahead(48), zoe.token)).status).toBe(404);
    expect((await post('/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'x' }, zoe.token)).status).toBe(404);
    expect((await post('/api/servicio/listarentrevistas', {}, zoe.token)).body.values).toEqual([]);
    expect((await post('/api/servicio/listarentrevistas', {}, other.token)).body.values).toEqual([]);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ estado: 'propuesta', secuencia: 0 });
    await post('/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'Fin de la prueba' }, company.token);
  });
});

describe('limits', () => {
  it('refuses bad proposals with 400 and errores; nothing is written', async () => {
    const before = (await t.deps.db.select().from(interviews)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ taHorarios: [] }, 'taHorarios'],
      [{ taHorarios: [ahead(24), ahead(25), ahead(26), ahead(27), ahead(28), ahead(29)] }, 'taHorarios'],
      [{ taHorarios: [ahead(30), ahead(30)] }, 'taHorarios'],
      [{ taHorarios: [ahead(30), utc(ahead(30))] }, 'taHorarios'],
      [{ taHorarios: ['2026-12-08T10:00'] }, 'taHorarios'],
      [{ taHorarios: ['mañana a las 10'] }, 'taHorarios'],
      [{ taHorarios: ['2026-02-30T10:00:00-04:00x'] }, 'taHorarios'],
      [{ taHorarios: [ahead(-2)] }, 'taHorarios'],
      [{ taHorarios: [ahead(24 * 400)] }, 'taHorarios'],
      [{ taHorarios: 'no' }, 'taHorarios'],
      [{ tnDuracion: 10 }, 'tnDuracion'],
      [{ tnDuracion: 241 }, 'tnDuracion'],
      [{ tnDuracion: 'treinta' }, 'tnDuracion'],
      [{ tnDuracion: undefined }, 'tnDuracion'],
      [{ tcLugar: '' }, 'tcLugar'],
      [{ tcEnlace: 'https://meet.example.com/abc' }, 'tcLugar'],
      [{ tcLugar: '', tcEnlace: 'http://meet.example.com/abc' }, 'tcEnlace'],
      [{ tcLugar: '', tcEnlace: 'javascript:alert(1)' }, 'tcEnlace'],
      [{ tcLugar: 'x'.repeat(201) }, 'tcLugar'],
      [{ tcNotas: 'x'.repeat(1001) }, 'tcNotas'],
      [{ tnPostulacion: "1' or '1'='1" }, 'tnPostulacion'],
      [{ tnPostulacion: undefined }, 'tnPostulacion'],
    ];
    for (const [over, field] of cases) {
      const res = await propose(proposal(apps[1], over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
      expect(Object.keys(res.body.errores ?? {}), JSON.stringify(over)).toContain(field);
    }
    for (const hostile of [{ tcLugar: '<script>alert(1)</script>', taHorarios: ['../../etc/passwd'] }, { tnDuracion: { $gt: 1 } }, { taHorarios: [ahead(30), 7] }]) {
      expect((await propose(proposal(apps[1], hostile))).status, JSON.stringify(hostile)).toBe(400);
    }
    expect((await t.deps.db.select().from(interviews)).length).toBe(before);
  });

  it('refuses a withdrawn application (409) and a second interview while one is under way', async () => {
    const first = await propose(proposal(apps[2], { tcLugar: '', tcEnlace: 'https://meet.example.com/abc-defg' }));
    expect(first.status).toBe(200);
    const again = await propose(proposal(apps[2]));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta postulación ya tiene una entrevista en curso: reprográmala o cancélala.');
    // Cancelled by the candidate: the company hears of it, no calendar part (nothing was scheduled).
    const cancelled = await post('/api/servicio/cancelarentrevista', { tnEntrevista: first.body.values.Entrevista, tcMotivo: 'Ya acepté otra oferta' }, ana.token);
    expect(cancelled.body.values.Estado).toBe('cancelada');
    expect(lastTo(company.correo)).toMatchObject({ subject: 'Entrevista cancelada con Ana Condori: Puesto 2' });
    expect(lastTo(company.correo).text).toContain('Motivo: Ya acepté otra oferta');
    expect(lastTo(company.correo).calendar).toBeUndefined();
    expect((await choose(first.body.values.Entrevista, utc(first.body.values.Horarios[0]))).status).toBe(409);
    expect((await post('/api/servicio/retirarpostulacion', { tnPostulacion: apps[2] }, ana.token)).status).toBe(200);
    const withdrawn = await propose(proposal(apps[2]));
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.message).toBe('Esta postulación fue retirada, rechazada o ya se decidió: no admite entrevistas.');
  });
});

describe('a rejected application', () => {
  it('drops its interview from the lists and from the reminders, and admits no new one', async () => {
    const res = await propose(proposal(apps[1], { taHorarios: [ahead(20)] }));
    expect((await choose(res.body.values.Entrevista, utc(ahead(20)))).status).toBe(200);
    expect((await post('/api/servicio/listarentrevistas', { tnPostulacion: apps[1] }, company.token)).body.values).toHaveLength(1);
    expect((await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: apps[1], tnEstado: 4, tnMensaje: 0 }, company.token)).status).toBe(200);
    expect((await post('/api/servicio/listarentrevistas', { tnPostulacion: apps[1] }, company.token)).body.values).toEqual([]);
    expect((await post('/api/servicio/listarentrevistas', { tnPostulacion: apps[1] }, ana.token)).body.values).toEqual([]);
    expect(await sendInterviewReminders(t.deps)).toBe(0);
    expect((await post('/api/servicio/reprogramarentrevista', { tnEntrevista: res.body.values.Entrevista, tcHorario: ahead(30) }, company.token)).status).toBe(409);
    // Cancelling stays possible: it takes the event out of both calendars.
    const cancelled = await post('/api/servicio/cancelarentrevista', { tnEntrevista: res.body.values.Entrevista, tcMotivo: 'Proceso cerrado' }, company.token);
    expect(cancelled.status).toBe(200);
    expect(lastTo(ana.correo).calendar!.method).toBe('CANCEL');
    expect((await propose(proposal(apps[1]))).status).toBe(409);
  });
});

describe('a whole interview: propose, choose, reprogram, remind, cancel', () => {
  let id: number;
  it('proposes: the candidate gets the times in La Paz words, no invitation yet', async () => {
    t.clock.set(new Date('2026-12-05T14:00:00Z'));
    const res = await propose(proposal(apps[0], { taHorarios: ['2026-12-08T10:00:00-04:00', '2026-12-09T15:30:00Z'] }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Propusimos los horarios al candidato. Te avisaremos cuando elija uno.');
    id = res.body.values.Entrevista;
    expect(res.body.values).toMatchObject({
      Estado: 'propuesta',
      Horarios: ['2026-12-08T14:00:00.000Z', '2026-12-09T15:30:00.000Z'],
      HorariosTexto: ['martes 8 de diciembre de 2026, 10:00 (hora de Bolivia)', 'miércoles 9 de diciembre de 2026, 11:30 (hora de Bolivia)'],
      Inicio: null,
      Duracion: 45,
      Titulo: 'Desarrollador web',
      Empresa: 'Andes Software S.R.L.',
      Candidato: 'Ana Condori',
    });
    const mail = lastTo(ana.correo);
    expect(mail.subject).toBe('Andes Software S.R.L. te propone una entrevista para Desarrollador web');
    expect(mail.text).toContain('- martes 8 de diciembre de 2026, 10:00 (hora de Bolivia)');
    expect(mail.text).toContain('Lugar: Av. Arce 2519, piso 3, La Paz');
    expect(mail.text).toContain('https://chamba.example.bo/mispostulaciones');
    expect(mail.calendar).toBeUndefined();
    const listed = (await post('/api/servicio/listarentrevistas', { tnPostulacion: apps[0] }, ana.token)).body.values;
    expect(listed.map((i: { Entrevista: number }) => i.Entrevista)).toEqual([id]);
  });

  it('the candidate cannot choose a time not proposed', async () => {
    t.clock.set(new Date('2026-12-05T14:00:00Z'));
    const res = await choose(id, '2026-12-08T11:00:00-04:00');
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual({ tcHorario: 'Ese horario no está entre los propuestos.' });
    expect((await choose(id, 'ayer')).status).toBe(400);
  });

  it('chooses: state Entrevista with its history, both get a REQUEST invitation', async () => {
    t.clock.set(new Date('2026-12-05T14:00:00Z'));
    const mailsBefore = t.mails.length;
    const res = await choose(id, '2026-12-08T10:00:00-04:00');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Entrevista confirmada. Te enviamos la invitación por correo.', values: { Estado: 'confirmada', Inicio: '2026-12-08T14:00:00.000Z', InicioTexto: 'martes 8 de diciembre de 2026, 10:00 (hora de Bolivia)' } });
    const [app] = await t.deps.db.select({ estado: applications.estado }).from(applications).where(eq(applications.id, apps[0]));
    expect(app.estado).toBe(3);
    const history = await t.deps.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, apps[0]));
    expect(history.find((e) => e.tipo === 'estado')).toMatchObject({ estadoNuevo: 3, paraCandidato: true, actorNombre: 'Ana', detalle: 'Estado: Recibido → Entrevista' });
    // Not the company's choice of no message: the confirmation mail with the invitation tells her.
    expect(history.filter((e) => e.tipo === 'mensaje_cancelado')).toEqual([]);
    expect(t.mails.length).toBe(mailsBefore + 2);
    for (const to of [ana.correo, company.correo]) {
      const mail = lastTo(to);
      expect(mail.calendar!.method).toBe('REQUEST');
      expect(mail.text).toContain('martes 8 de diciembre de 2026, 10:00 (hora de Bolivia)');
      const ev = event(mail);
      expect(ev).toMatchObject({
        method: 'REQUEST',
        uid: `entrevista-${id}@chamba.example.bo`,
        sequence: 0,
        start: '2026-12-08T14:00:00.000Z',
        end: '2026-12-08T14:45:00.000Z',
        status: 'CONFIRMED',
        location: 'Av. Arce 2519, piso 3, La Paz',
        summary: 'Entrevista: Desarrollador web (Andes Software S.R.L.)',
        organizer: `mailto:${company.correo}`,
        organizerName: 'Andes Software S.R.L.',
        attendee: `mailto:${ana.correo}`,
      });
      expect(ev.startText).toMatch(/DTSTART:20261208T140000Z/);
    }
    expect(lastTo(company.correo).subject).toBe('Entrevista confirmada con Ana Condori: Desarrollador web');
    expect((await choose(id, '2026-12-09T15:30:00Z')).status).toBe(409);
    const upcoming = (await post('/api/servicio/listarentrevistas', [], company.token)).body.values;
    expect(upcoming.find((i: { Entrevista: number }) => i.Entrevista === id)).toMatchObject({ Estado: 'confirmada', Candidato: 'Ana Condori' });
  });

  it('reprograms: same UID, higher SEQUENCE, to both; the candidate may not', async () => {
    t.clock.set(new Date('2026-12-05T15:00:00Z'));
    expect((await post('/api/servicio/reprogramarentrevista', { tnEntrevista: id, tcHorario: '2026-12-08T10:00:00-04:00' }, company.token)).status).toBe(400);
    expect((await post('/api/servicio/reprogramarentrevista', { tnEntrevista: id, tcHorario: '2026-12-01T10:00:00-04:00' }, company.token)).body.errores).toEqual({ tcHorario: 'Los horarios deben ser futuros.' });
    const res = await post('/api/servicio/reprogramarentrevista', { tnEntrevista: id, tcHorario: '2026-12-10T09:00:00-04:00', tnDuracion: 60, tcMotivo: 'Cambio de agenda' }, company.token);
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ Inicio: '2026-12-10T13:00:00.000Z', Duracion: 60 });
    for (const to of [ana.correo, company.correo]) {
      const mail = lastTo(to);
      expect(mail.subject).toMatch(/^Entrevista reprogramada/);
      expect(mail.text).toContain('Motivo del cambio: Cambio de agenda');
      expect(event(mail)).toMatchObject({ method: 'REQUEST', uid: `entrevista-${id}@chamba.example.bo`, sequence: 1, start: '2026-12-10T13:00:00.000Z', end: '2026-12-10T14:00:00.000Z', status: 'CONFIRMED' });
    }
  });

  it('reminds both once, 24 hours before', async () => {
    t.clock.set(new Date('2026-12-09T12:00:00Z'));
    expect(await sendInterviewReminders(t.deps)).toBe(0);
    t.clock.set(new Date('2026-12-09T13:00:00Z'));
    expect(await sendInterviewReminders(t.deps)).toBe(1);
    await t.drain();
    expect(lastTo(ana.correo)).toMatchObject({ subject: 'Recordatorio: mañana tienes entrevista con Andes Software S.R.L.' });
    expect(lastTo(ana.correo).text).toContain('jueves 10 de diciembre de 2026, 09:00 (hora de Bolivia)');
    expect(lastTo(company.correo).subject).toBe('Recordatorio: mañana entrevistas a Ana Condori');
    expect(await sendInterviewReminders(t.deps)).toBe(0);
  });

  it('cancels: METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE; nothing more on it', async () => {
    t.clock.set(new Date('2026-12-09T14:00:00Z'));
    expect((await post('/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: '' }, company.token)).status).toBe(400);
    expect((await post('/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'x'.repeat(501) }, company.token)).status).toBe(400);
    const res = await post('/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'El puesto se cubrió' }, company.token);
    expect(res.status).toBe(200);
    expect(res.body.values.Estado).toBe('cancelada');
    for (const to of [ana.correo, company.correo]) {
      const mail = lastTo(to);
      expect(mail.calendar!.method).toBe('CANCEL');
      expect(mail.text).toContain('Motivo: El puesto se cubrió');
      expect(event(mail)).toMatchObject({ method: 'CANCEL', uid: `entrevista-${id}@chamba.example.bo`, sequence: 2, status: 'CANCELLED', start: '2026-12-10T13:00:00.000Z' });
    }
    expect((await post('/api/servicio/cancelarentrevista', { tnEntrevista: id, tcMotivo: 'otra vez' }, ana.token)).status).toBe(409);
    expect((await post('/api/servicio/reprogramarentrevista', { tnEntrevista: id, tcHorario: '2026-12-11T09:00:00-04:00' }, company.token)).body.message).toBe('Esta entrevista fue cancelada.');
    expect((await post('/api/servicio/listarentrevistas', {}, ana.token)).body.values.find((i: { Entrevista: number }) => i.Entrevista === id)).toBeUndefined();
  });

  it('writes the invitation into the mails of the outbox table (same transaction as the change)', async () => {
    const rows = await t.deps.db.select({ to: outbox.to, calendar: outbox.calendar, estado: outbox.estado }).from(outbox);
    const withCalendar = rows.filter((r) => r.calendar);
    expect(withCalendar.map((r) => r.calendar!.method).sort()).toEqual(['CANCEL', 'CANCEL', 'CANCEL', 'CANCEL', 'REQUEST', 'REQUEST', 'REQUEST', 'REQUEST', 'REQUEST', 'REQUEST']);
    expect(withCalendar.every((r) => r.estado === 'enviado' && r.calendar!.content.startsWith('BEGIN:VCALENDAR'))).toBe(true);
  });
});

describe('a withdrawn application', () => {
  /** A new candidate applies to a new job of the company and confirms its interview `hours` ahead. */
  async function confirmedInterview(nombre: string, telefono: string, titulo: string, hours: number) {
    const candidate = await newCandidate(t.deps, nombre, telefono);
    const cv = await newCv(t.deps, candidate.candidateId, { doc: { titulo: `CV de ${nombre}`, nombreCompleto: `${nombre} Condori`, habilidades: [], experiencias: [] } });
    const j = await createJob(t, company.token, { tcTitulo: titulo });
    await payJob(t.deps, j.Empleo);
    expect((await post('/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: j.CodigoEmpleo }, candidate.token)).body.Datos).toBe(1);
    const [app] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, j.Empleo));
    const id = (await propose(proposal(app.id, { taHorarios: [ahead(hours)] }))).body.values.Entrevista as number;
    expect((await choose(id, utc(ahead(hours)), candidate.token)).status).toBe(200);
    return { candidate, app, id };
  }

  it('cancels its interview still ahead: both told, CANCEL in both calendars, written in the history', async () => {
    const { candidate: luis, app, id } = await confirmedInterview('Luis', '71112277', 'Analista de datos', 30);

    const withdrawn = await post('/api/servicio/retirarpostulacion', { tnPostulacion: app.id }, luis.token);
    expect(withdrawn.status).toBe(200);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ estado: 'cancelada', canceladaPor: 'candidato', motivoCancelacion: 'El candidato retiró su postulación.' });
    for (const to of [luis.correo, company.correo]) {
      const mail = lastTo(to);
      expect(mail.text).toContain('Motivo: El candidato retiró su postulación.');
      expect(event(mail)).toMatchObject({ method: 'CANCEL', uid: `entrevista-${id}@chamba.example.bo`, sequence: 1, status: 'CANCELLED' });
    }
    expect(lastTo(company.correo).subject).toBe('Entrevista cancelada con Luis Condori: Analista de datos');
    const history = await t.deps.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, app.id));
    expect(history.map((e) => e.tipo)).toEqual(expect.arrayContaining(['retirada', 'entrevista_cancelada']));
    expect((await post('/api/servicio/listarentrevistas', {}, company.token)).body.values.find((i: { Entrevista: number }) => i.Entrevista === id)).toBeUndefined();
  });

  it('leaves an interview that already took place as it was', async () => {
    const { candidate: eva, app, id } = await confirmedInterview('Eva', '71112288', 'Diseñadora gráfica', 5);
    t.clock.advance(8 * HOUR);
    const mailsBefore = t.mails.length;
    expect((await post('/api/servicio/retirarpostulacion', { tnPostulacion: app.id }, eva.token)).status).toBe(200);
    const [row] = await t.deps.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row.estado).toBe('confirmada');
    expect(t.mails.length).toBe(mailsBefore);
  });
});

describe('the .eml written without SMTP', () => {
  it('carries the invitation as text/calendar; method=REQUEST and as an attachment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamba-ics-'));
    const mailer = createMailer({ from: 'Chamba <no-responder@chamba.bo>', outboxDir: dir, log: pino({ level: 'silent' }) });
    const content = new ICAL.Component(['vcalendar', [['method', {}, 'text', 'REQUEST']], []]).toString();
    await mailer.send({ to: 'ana@example.bo', subject: 'Entrevista', text: 'Hola', calendar: { method: 'REQUEST', content } });
    const [file] = readdirSync(dir);
    const eml = readFileSync(join(dir, file), 'utf8');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=invitacion\.ics/);
    rmSync(dir, { recursive: true, force: true });
  });
});
