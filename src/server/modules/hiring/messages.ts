/**
 * What the hiring area answers a company in words: the job and applicant messages that several of
 * its files raise (apart, so that none of them imports another just for a sentence).
 */
export const HIRING_MESSAGES = {
  created: 'Empleo registrado exitosamente',
  updated: 'Empleo actualizado.',
  closed: 'Empleo eliminado.',
  jobNotFound: 'No se encontró el empleo.',
  noCompany: 'Tu cuenta no tiene una empresa asociada.',
  scopedCannotCreate: 'Tu acceso está limitado a algunos empleos: pide a un administrador de la empresa que publique el empleo.',
  /** Issue 38: held by the moderation rules; the reasons are in its list and in the mail. */
  held: ' Quedó en revisión: el equipo de Chamba la revisará antes de publicarla (te enviamos el motivo por correo).',
  paidExtension: 'Un empleo pagado no puede extender su fecha de vencimiento; publica un empleo nuevo.',
} as const;

export const APPLICANT_MESSAGES = {
  notFound: 'No se encontró la postulación.',
  changed: 'Estado de la postulación actualizado.',
} as const;
