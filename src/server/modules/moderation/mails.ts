/** The moderation mails: to the company (held, approved) and to signed-in reporters (outcome). */
import { publicUrl } from '../../core/config';
import type { AppDeps } from '../../core/context';

type Job = { titulo: string; codigo: string };

export function heldMail(deps: AppDeps, to: { correo: string; nombre: string }, job: Job, motivos: string[]) {
  const base = publicUrl(deps.config);
  return {
    to: to.correo,
    subject: `Tu empleo «${job.titulo}» está en revisión`,
    text: [
      `Hola ${to.nombre}:`,
      '',
      `Tu empleo «${job.titulo}» quedó en revisión: mientras el equipo de Chamba lo revisa no aparece en la búsqueda ni en su página.`,
      '',
      'Por qué:',
      ...motivos.map((m) => `- ${m}`),
      '',
      `Si es un error, puedes corregir la oferta en ${base}/editarempleo/${job.codigo} o respondernos a este correo.`,
      '',
      'Chamba',
    ].join('\n'),
  };
}

export function approvedMail(deps: AppDeps, to: { correo: string; nombre: string }, job: Job) {
  return {
    to: to.correo,
    subject: `Tu empleo «${job.titulo}» fue aprobado`,
    text: [`Hola ${to.nombre}:`, '', `El equipo de Chamba revisó tu empleo «${job.titulo}» y lo aprobó: ya es visible.`, `${publicUrl(deps.config)}/detalletrabajo/${job.codigo}`, '', 'Chamba'].join('\n'),
  };
}

export function outcomeMail(to: { correo: string; nombre: string }, job: Job, accepted: boolean) {
  return {
    to: to.correo,
    subject: `Tu denuncia del empleo «${job.titulo}»`,
    text: [
      `Hola ${to.nombre}:`,
      '',
      accepted
        ? `Gracias por tu denuncia. El equipo de Chamba revisó el empleo «${job.titulo}» y lo retiró de la plataforma.`
        : `Gracias por tu denuncia. El equipo de Chamba revisó el empleo «${job.titulo}» y no encontró motivos para retirarlo.`,
      '',
      'Chamba',
    ].join('\n'),
  };
}
