/** The team's e-mail: the invitation with its accept link (texts in Spanish). */
import type { Config } from '../../core/config';
import { publicUrl } from '../../core/config';
import type { QueuedMail } from '../../core/mail/outbox';
import { laPazTime } from '../../core/time';
import { formatDate } from '../../../shared/rules';
import { INVITATION_DAYS, TEAM_ROLE_LABELS, type TeamJob, type TeamRole } from '../../../shared/contract/team';

type Invitation = { to: string; empresa: string; invitante: string; rol: TeamRole; empleos: TeamJob[] | null; link: string; vence: Date };

export function invitationMail(config: Config, i: Invitation): QueuedMail {
  const scope =
    i.rol === 'administrador'
      ? 'Como administrador podrás publicar y pagar empleos, editar el perfil de la empresa e invitar a otras personas.'
      : i.empleos
        ? `Como reclutador trabajarás con los postulantes de estos empleos: ${i.empleos.map((j) => j.Titulo).join(', ')}.`
        : 'Como reclutador trabajarás con los empleos y postulantes de la empresa.';
  return {
    to: i.to,
    subject: `${i.empresa} te invita a su equipo en Chamba`,
    text: [
      'Hola:',
      '',
      `${i.invitante} te invita a unirte al equipo de ${i.empresa} en Chamba como ${TEAM_ROLE_LABELS[i.rol].toLowerCase()}.`,
      scope,
      '',
      `Acepta la invitación con este enlace (sirve una sola vez y vence en ${INVITATION_DAYS} días, el ${formatDate(i.vence)} a las ${laPazTime(i.vence)}):`,
      i.link,
      '',
      `Si ya tienes una cuenta de empresa con este correo, entra con ella en ${publicUrl(config)}/login y abre el enlace.`,
      'Si no esperabas esta invitación, ignora este mensaje.',
      '',
      'Chamba',
    ].join('\n'),
  };
}
