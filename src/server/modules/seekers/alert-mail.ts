/** The e-mail of a job alert: the new jobs with their links, the search's page and the one-click unsubscribe. */
import { publicUrl, type Config } from '../../core/config';
import type { QueuedMail } from '../../core/mail/outbox';
import { laPazTime } from '../../core/time';
import type { JobListItem } from '../../../shared/contract/jobs';
import { formatDate, formatSalary } from '../../../shared/rules';

export type AlertMailInput = {
  to: string;
  nombre: string;
  resumen: string;
  consulta: string;
  frecuencia: 'diaria' | 'semanal';
  token: string;
  since: Date;
  jobs: JobListItem[];
  more: boolean;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The unsubscribe link of the mail's text (a page that unsubscribes on opening) and of its List-Unsubscribe header (RFC 8058 one-click POST). */
export const unsubscribePageUrl = (config: Config, token: string) => `${publicUrl(config)}/baja-alerta/${token}`;
export const unsubscribePostUrl = (config: Config, token: string) => `${publicUrl(config)}/alertas/baja/${token}`;

export function alertMail(config: Config, m: AlertMailInput): QueuedMail {
  const base = publicUrl(config);
  const n = m.jobs.length;
  const count = `${n}${m.more ? '+' : ''} ${n === 1 && !m.more ? 'empleo nuevo' : 'empleos nuevos'}`;
  const resumen = m.resumen.length > 80 ? `${m.resumen.slice(0, 79)}…` : m.resumen;
  const searchUrl = `${base}/busquedatrabajo?${m.consulta ? `${m.consulta}&` : ''}sort=recientes`;
  const unsubscribe = unsubscribePageUrl(config, m.token);
  const since = `${formatDate(m.since)} a las ${laPazTime(m.since)}`;
  const jobLine = (j: JobListItem) => `${j.Titulo} — ${j.EmpresaNombre}, ${j.NombreCiudad} · ${formatSalary(j.SalarioAproximado)}`;
  const text = [
    `Hola ${m.nombre}:`,
    '',
    `Estos empleos se publicaron desde el ${since} y coinciden con tu alerta ${resumen}:`,
    '',
    ...m.jobs.flatMap((j) => [`- ${jobLine(j)}`, `  ${base}/detalletrabajo/${j.CodigoEmpleo}`]),
    '',
    m.more ? `Hay más: míralos todos en ${searchUrl}` : `Ver la búsqueda: ${searchUrl}`,
    '',
    `Recibes este correo porque creaste esta alerta (${m.frecuencia}) en Chamba.`,
    `Pausa, edita o elimina tus alertas: ${base}/misalertas`,
    `Darte de baja de esta alerta con un clic: ${unsubscribe}`,
    '',
    'Chamba',
  ].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(m.nombre)}:</p>`,
    `<p>Estos empleos se publicaron desde el ${escapeHtml(since)} y coinciden con tu alerta <strong>${escapeHtml(resumen)}</strong>:</p>`,
    '<ul>',
    ...m.jobs.map((j) => `<li><a href="${escapeHtml(`${base}/detalletrabajo/${j.CodigoEmpleo}`)}">${escapeHtml(j.Titulo)}</a> — ${escapeHtml(`${j.EmpresaNombre}, ${j.NombreCiudad} · ${formatSalary(j.SalarioAproximado)}`)}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(searchUrl)}">${m.more ? 'Hay más: míralos todos' : 'Ver la búsqueda'}</a></p>`,
    `<p style="color:#666;font-size:13px">Recibes este correo porque creaste esta alerta (${m.frecuencia}) en Chamba. <a href="${escapeHtml(`${base}/misalertas`)}">Administra tus alertas</a> · <a href="${escapeHtml(unsubscribe)}">Darte de baja de esta alerta</a></p>`,
  ].join('\n');
  return {
    to: m.to,
    subject: `${count} para tu alerta: ${resumen}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribePostUrl(config, m.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
