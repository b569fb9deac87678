/** Contact requests: stored with their e-mail to CONTACT_EMAIL (sender as Reply-To) in one transaction. */
import type { AppDeps } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../core/mail/outbox';
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
};

/** The request and its mail commit together: the mail goes out (with retries) exactly when the request is kept. */
export async function storeContact(deps: AppDeps, req: ContactRequest, ip: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const id = await insertContact(tx, req, ip);
    await mailContact(deps, req, id, tx);
    return id;
  });
}

async function insertContact(db: DbOrTx, req: ContactRequest, ip: string): Promise<number> {
  const [row] = await db
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

async function mailContact(deps: AppDeps, req: ContactRequest, id: number, tx: DbOrTx) {
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
  await enqueueMail(
    deps,
    { to: deps.config.CONTACT_EMAIL, replyTo: req.tcCorreo, subject: `Nueva solicitud de contacto de ${req.tcNombreCompleto}`, text: lines.join('\n') },
    tx,
  );
}
