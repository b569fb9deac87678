/** Contact requests: stored, then e-mailed to CONTACT_EMAIL with the sender as Reply-To. */
import type { AppDeps } from '../../core/context';
import { contactMessages } from '../../db/schema';

export type ContactRequest = {
  tcNombreCompleto: string;
  tcNombreEmpresa: string;
  tcTelefono: string;
  tcCorreo: string;
  tcMensaje: string;
};

export const CONTACT_MESSAGES = {
  sent: 'Gracias por escribirnos. Te responderemos muy pronto.',
  mailFailed: 'Recibimos tu mensaje, pero no pudimos enviarlo por correo en este momento. Lo revisaremos igualmente.',
};

export async function storeContact(deps: AppDeps, req: ContactRequest, ip: string): Promise<number> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      nombreCompleto: req.tcNombreCompleto,
      nombreEmpresa: req.tcNombreEmpresa,
      telefono: req.tcTelefono,
      correo: req.tcCorreo,
      mensaje: req.tcMensaje,
      ip,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

export async function mailContact(deps: AppDeps, req: ContactRequest, id: number) {
  const lines = [
    `Nombre: ${req.tcNombreCompleto}`,
    `Empresa: ${req.tcNombreEmpresa || '(no indicada)'}`,
    `Teléfono: ${req.tcTelefono || '(no indicado)'}`,
    `Correo: ${req.tcCorreo}`,
    '',
    'Mensaje:',
    req.tcMensaje,
    '',
    `Solicitud n.º ${id}`,
  ];
  await deps.mailer.send({
    to: deps.config.CONTACT_EMAIL,
    replyTo: req.tcCorreo,
    subject: `Nueva solicitud de contacto de ${req.tcNombreCompleto}`,
    text: lines.join('\n'),
  });
}
