/** The accounts area's e-mails: welcome and password changed (texts in Spanish, links to this site). */
import type { Config } from '../../core/config';
import { publicUrl } from '../../core/config';
import { laPazTime } from '../../core/time';
import { formatDate } from '../../../shared/rules';
import type { QueuedMail } from '../../core/mail/outbox';

const SIGNATURE = ['', 'Si no fuiste tú, escríbenos respondiendo este correo.', '', 'Chamba'];

export function welcomeMail(config: Config, to: string, nombre: string, company: string | null): QueuedMail {
  const base = publicUrl(config);
  const steps = company
    ? [`Tu cuenta de empresa para ${company} está lista.`, '', `Publica tu primer empleo: ${base}/crearempleo`, `Revisa a tus postulantes: ${base}/listaempleos`]
    : ['Tu cuenta de candidato está lista.', '', `Crea tu currículum: ${base}/crearcurriculum`, `Busca empleos y postula: ${base}/busquedatrabajo`];
  return {
    to,
    subject: 'Te damos la bienvenida a Chamba',
    text: [`Hola ${nombre}:`, '', ...steps, '', `Inicia sesión con tu correo ${to} en ${base}/login`, ...SIGNATURE].join('\n'),
  };
}

export function passwordChangedMail(config: Config, to: string, nombre: string, at: Date): QueuedMail {
  const base = publicUrl(config);
  return {
    to,
    subject: 'Tu contraseña de Chamba fue cambiada',
    text: [
      `Hola ${nombre}:`,
      '',
      `La contraseña de tu cuenta se cambió el ${formatDate(at)} a las ${laPazTime(at)} (hora de Bolivia).`,
      'Cerramos las demás sesiones abiertas con tu cuenta.',
      '',
      `Si no cambiaste tu contraseña, recupera tu cuenta ahora: ${base}/recuperarcuenta`,
      ...SIGNATURE,
    ].join('\n'),
  };
}
