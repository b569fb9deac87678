/** The interview mails' Spanish text: times in La Paz words, the place or the link, the notes. */
import { laPazLongText } from '../../../shared/contract/interviews';

export type MailFacts = {
  titulo: string;
  empresa: string;
  candidato: string;
  duracion: number;
  lugar: string;
  enlace: string;
  notas: string;
  base: string;
  jobCode: string;
};

const where = (f: MailFacts) => (f.enlace ? `Enlace: ${f.enlace}` : `Lugar: ${f.lugar}`);
const details = (f: MailFacts) => [`Duración: ${f.duracion} minutos`, where(f), f.notas ? `Notas: ${f.notas}` : ''].filter(Boolean).join('\n');
const greet = (name: string) => `Hola ${name || 'postulante'}:`;
const candidatePage = (f: MailFacts) => `${f.base}/mispostulaciones`;
const companyPage = (f: MailFacts) => `${f.base}/listarpostulantes/${f.jobCode}`;
const sign = '\n\nChamba';

export function proposalMail(f: MailFacts, times: string[]) {
  return {
    subject: `${f.empresa} te propone una entrevista para ${f.titulo}`.slice(0, 200),
    text: `${greet(f.candidato)}\n\n${f.empresa} quiere entrevistarte para el empleo "${f.titulo}". Elige uno de estos horarios:\n\n${times.map((t) => `- ${laPazLongText(t)}`).join('\n')}\n\n${details(f)}\n\nElige tu horario en ${candidatePage(f)}${sign}`,
  };
}

/** What both sides read when a time is confirmed or changed ('confirmada' | 'reprogramada'). */
export function scheduledMails(f: MailFacts, start: Date, how: 'confirmada' | 'reprogramada', motivo = '') {
  const when = laPazLongText(start);
  const why = motivo ? `\nMotivo del cambio: ${motivo}` : '';
  const body = `Fecha y hora: ${when}\n${details(f)}${why}\n\nAdjuntamos la invitación (.ics) para agregarla a tu calendario.`;
  return {
    candidate: {
      subject: `Entrevista ${how}: ${f.titulo} (${f.empresa})`.slice(0, 200),
      text: `${greet(f.candidato)}\n\nTu entrevista con ${f.empresa} para el empleo "${f.titulo}" está ${how}.\n\n${body}\n\nTus postulaciones: ${candidatePage(f)}${sign}`,
    },
    company: {
      subject: `Entrevista ${how} con ${f.candidato}: ${f.titulo}`.slice(0, 200),
      text: `Hola:\n\nLa entrevista con ${f.candidato} para el empleo "${f.titulo}" está ${how}.\n\n${body}\n\nPostulantes: ${companyPage(f)}${sign}`,
    },
  };
}

export function cancelMails(f: MailFacts, start: Date | null, byCompany: boolean, motivo: string) {
  const when = start ? `\nEra el ${laPazLongText(start)}.` : '';
  const who = byCompany ? f.empresa : f.candidato;
  const body = `${who} canceló la entrevista para el empleo "${f.titulo}".${when}\nMotivo: ${motivo}`;
  return {
    candidate: { subject: `Entrevista cancelada: ${f.titulo} (${f.empresa})`.slice(0, 200), text: `${greet(f.candidato)}\n\n${body}\n\nTus postulaciones: ${candidatePage(f)}${sign}` },
    company: { subject: `Entrevista cancelada con ${f.candidato}: ${f.titulo}`.slice(0, 200), text: `Hola:\n\n${body}\n\nPostulantes: ${companyPage(f)}${sign}` },
  };
}

export function reminderMails(f: MailFacts, start: Date) {
  const body = `Fecha y hora: ${laPazLongText(start)}\n${details(f)}`;
  return {
    candidate: { subject: `Recordatorio: mañana tienes entrevista con ${f.empresa}`.slice(0, 200), text: `${greet(f.candidato)}\n\nTe recordamos tu entrevista para el empleo "${f.titulo}".\n\n${body}\n\nTus postulaciones: ${candidatePage(f)}${sign}` },
    company: { subject: `Recordatorio: mañana entrevistas a ${f.candidato}`.slice(0, 200), text: `Hola:\n\nTe recordamos la entrevista con ${f.candidato} para el empleo "${f.titulo}".\n\n${body}\n\nPostulantes: ${companyPage(f)}${sign}` },
  };
}
