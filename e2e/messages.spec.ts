/**
 * Messages on an application (issue 40), at 1280 and 390 px: the demo recruiter writes a reply
 * template, opens the demo candidate's messages from the applicants page, starts from the
 * template (filled in with her name and the job) and edits it, and sends hostile text that shows
 * literally with its link clickable. The candidate sees the unread count in the menu and in her
 * applications, opens the thread and replies; the recruiter sees "Leído" and gets ONE e-mail for
 * the reply, whose link turns message e-mails off without a session.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { typeInto } from './support/forms';
import { activate } from './support/keyboard';
import { expectAccessible } from './support/a11y';
import { waitForMail } from './support/mail';
import { newPage, signedPost as api } from './support/session';

const SHOTS = 'test-results/messages-shots';

type JobRow = { CodigoEmpleo: string; Titulo: string; CantidadPostulantes: number };
type ApplicantRow = { Postulacion: number; Nombre: string; Correo: string };

/** A job of the demo company the demo candidate applied to, and her application. */
async function demoCandidateApplication(page: Page) {
  const jobs = (await api<{ Datos: JobRow[] }>(page, '/api/servicio/listarempleosbyempresa', [])).Datos.filter((j) => j.CantidadPostulantes > 0);
  for (const job of jobs) {
    const list = (await api<{ values?: ApplicantRow[] }>(page, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo })).values ?? [];
    const mine = list.find((a) => a.Correo === DEMO.candidato);
    if (mine) return { job, applicant: mine };
  }
  throw new Error('La candidata de demostración no postuló a ningún empleo de la empresa de demostración');
}

/** The newest message e-mail to `to` that says `text` (an earlier run's mail may be there first). */
async function messageMailWith(to: string, text: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const mail = await waitForMail(to, /^Chamba: mensaje nuevo de /, 1_000).catch(() => null);
    if (mail?.text.includes(text)) return mail;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No llegó el correo del mensaje «${text}» a ${to}`);
}

for (const width of [1280, 390]) {
  test(`a recruiter sends a message from a template and the candidate replies at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const recruiter = await newPage(browser, width);
    await loginAs(recruiter, DEMO.empresa);
    const { job, applicant } = await demoCandidateApplication(recruiter);
    const firstName = applicant.Nombre.split(' ')[0];

    // Reply templates: from the side menu at 1280 px, by its address on the phone.
    if (width > 500) await recruiter.getByRole('link', { name: 'Plantillas de respuesta' }).click();
    else await recruiter.goto('/plantillas-respuesta');
    await expect(recruiter.getByRole('heading', { name: 'Plantillas de respuesta', level: 1 })).toBeVisible();
    const fresh = recruiter.getByRole('form', { name: 'Nueva plantilla' });
    await typeInto(fresh.getByLabel('Nombre de la plantilla'), `Entrevista ${stamp}`);
    await typeInto(fresh.getByLabel('Texto'), 'Hola {nombre}: ¿puedes venir a una entrevista para {empleo}?');
    await fresh.getByRole('button', { name: 'Crear plantilla' }).click();
    await expectNotice(recruiter, 'Plantilla guardada.');
    await expect(recruiter.getByRole('form', { name: `Entrevista ${stamp}` })).toBeVisible();
    await expectAccessible(recruiter, 'las plantillas de respuesta');
    await recruiter.screenshot({ path: `${SHOTS}/plantillas-${width}.png`, fullPage: true });

    // From the applicant's card to the thread.
    await recruiter.goto(`/listarpostulantes/${job.CodigoEmpleo}`);
    const card = recruiter.locator('.applicant-card').filter({ has: recruiter.getByRole('heading', { name: applicant.Nombre, exact: true }) });
    await card.getByRole('link', { name: `Mensajes con ${applicant.Nombre}` }).click();
    await expect(recruiter).toHaveURL(new RegExp(`/mensajes/${applicant.Postulacion}$`));
    await expect(recruiter.getByRole('heading', { name: `Mensajes: ${job.Titulo}` })).toBeVisible();

    // The template fills in the name and the job; the recruiter edits it before sending.
    await recruiter.getByLabel('Usar una plantilla de respuesta').selectOption({ label: `Entrevista ${stamp}` });
    const box = recruiter.getByLabel('Tu mensaje');
    await expect(box).toHaveValue(`Hola ${firstName}: ¿puedes venir a una entrevista para ${job.Titulo}?`);
    await box.click();
    await box.press('End');
    await box.pressSequentially(` Ref ${stamp}.`);
    await activate(recruiter, recruiter.getByRole('button', { name: 'Enviar mensaje' }));
    await expectNotice(recruiter, 'Mensaje enviado.');
    const sent = recruiter.locator('.thread-message').filter({ hasText: `Ref ${stamp}.` });
    await expect(sent).toContainText(`Hola ${firstName}: ¿puedes venir a una entrevista para ${job.Titulo}?`);
    await expect(sent).toContainText('Enviado');

    // Hostile text shows as written; only the address becomes a link.
    const hostile = `<script>alert("x")</script> <b>negrita</b> detalles en https://chamba.bo/blogs ${stamp}`;
    await typeInto(box, hostile);
    await recruiter.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectNotice(recruiter, 'Mensaje enviado.');
    const literal = recruiter.locator('.thread-message').filter({ hasText: `https://chamba.bo/blogs ${stamp}` });
    await expect(literal).toContainText('<script>alert("x")</script> <b>negrita</b>');
    await expect(literal.locator('b, script')).toHaveCount(0);
    const link = literal.getByRole('link', { name: 'https://chamba.bo/blogs' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
    await expectAccessible(recruiter, 'la conversación (empresa)');
    await recruiter.screenshot({ path: `${SHOTS}/hilo-empresa-${width}.png`, fullPage: true });

    // The candidate: the unread count in the menu and beside the application.
    const candidate = await newPage(browser, width);
    await loginAs(candidate, DEMO.candidato);
    const menu = candidate.getByRole('complementary', { name: 'Menú de la cuenta' });
    await expect(menu.getByRole('link', { name: /^Mensajes\s*\d+ sin leer$/ })).toBeVisible();
    await menu.getByRole('link', { name: 'Mis Postulaciones' }).click();
    const row = candidate.locator('.application-row').filter({ has: candidate.getByRole('heading', { name: job.Titulo, exact: true }) });
    await row.getByRole('link', { name: /^Mensajes con .+, \d+ sin leer$/ }).click();
    await expect(candidate.getByRole('heading', { name: `Mensajes: ${job.Titulo}` })).toBeVisible();
    await expect(candidate.locator('.thread-message').filter({ hasText: `Ref ${stamp}.` })).toBeVisible();
    await expect(candidate.locator('.thread-message').filter({ hasText: `https://chamba.bo/blogs ${stamp}` })).toContainText('<script>alert("x")</script> <b>negrita</b>');
    // Reading the thread clears the count.
    await expect(menu.getByRole('link', { name: 'Mensajes', exact: true })).toBeVisible();

    await typeInto(candidate.getByLabel('Tu mensaje'), `Claro, puedo el lunes a las 10. Gracias (${stamp})`);
    await candidate.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectNotice(candidate, 'Mensaje enviado.');
    await expect(candidate.locator('.thread-message.mine').filter({ hasText: `puedo el lunes a las 10. Gracias (${stamp})` })).toContainText('Enviado');
    await expectAccessible(candidate, 'la conversación (candidato)');
    await candidate.screenshot({ path: `${SHOTS}/hilo-candidato-${width}.png`, fullPage: true });

    // The recruiter's messages were read; the reply reaches the recruiter in one e-mail.
    const mail = await messageMailWith(DEMO.empresa, `puedo el lunes a las 10. Gracias (${stamp})`);
    expect(mail.text).toContain(`/mensajes/${applicant.Postulacion}`);
    await recruiter.reload();
    await expect(sent).toContainText('Leído');
    await expect(recruiter.locator('.thread-message').filter({ hasText: `Gracias (${stamp})` })).toBeVisible();

    // The candidate's inbox, with the e-mail setting.
    await candidate.goto('/mensajes');
    await expect(candidate.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
    await expect(candidate.getByRole('link', { name: job.Titulo })).toBeVisible();
    await expect(candidate.getByLabel('Recibir correos de mensajes nuevos')).toBeChecked();
    await expectAccessible(candidate, 'la bandeja de mensajes');
    await candidate.screenshot({ path: `${SHOTS}/bandeja-${width}.png`, fullPage: true });

    // The mail's link turns message e-mails off, with no session; the recruiter turns them on again.
    const unsubscribe = /(http:\/\/\S+\/baja-mensajes\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const visitor = await newPage(browser, width);
    await visitor.goto(new URL(unsubscribe).pathname);
    await expect(visitor.getByRole('status')).toContainText('ya no recibirás correos por mensajes nuevos');
    await expectAccessible(visitor, 'la baja de los correos de mensajes');
    await visitor.screenshot({ path: `${SHOTS}/baja-${width}.png`, fullPage: true });
    await recruiter.goto('/mensajes');
    const setting = recruiter.getByLabel('Recibir correos de mensajes nuevos');
    await expect(setting).not.toBeChecked();
    await setting.check();
    await expectNotice(recruiter, 'Preferencia guardada.');
    await expect(setting).toBeChecked();
  });
}
