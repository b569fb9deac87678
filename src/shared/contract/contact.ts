/** The contact form (spec 5): stored and e-mailed to CONTACT_EMAIL. */
import { z } from 'zod';
import { access, endpoint } from './endpoint';

const singleLine = (v: string) => !/[\r\n]/.test(v);
const NO_BREAKS = 'No se permiten saltos de línea en este campo.';

export const contactBody = z.object({
  tcNombreCompleto: z
    .string({ error: 'El nombre es obligatorio.' })
    .trim()
    .min(1, 'El nombre es obligatorio.')
    .max(120, 'El nombre admite hasta 120 caracteres.')
    .refine(singleLine, NO_BREAKS),
  tcNombreEmpresa: z
    .union([z.string(), z.null()], { error: 'El nombre de la empresa debe ser texto.' })
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(120, 'El nombre de la empresa admite hasta 120 caracteres.').refine(singleLine, NO_BREAKS)),
  tcTelefono: z
    .union([z.string(), z.number(), z.null()], { error: 'Ingresa un número de teléfono válido.' })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .pipe(z.string().refine((v) => v === '' || /^\+?[0-9][0-9 -]{5,18}$/.test(v), 'Ingresa un número de teléfono válido.')),
  tcCorreo: z
    .string({ error: 'Ingresa un correo válido.' })
    .trim()
    .min(1, 'Ingresa un correo válido.')
    .max(254, 'Ingresa un correo válido.')
    .refine(singleLine, NO_BREAKS)
    .pipe(z.email({ error: 'Ingresa un correo válido.' }))
    .transform((v) => v.toLowerCase()),
  tcMensaje: z
    .string({ error: 'El mensaje es obligatorio.' })
    .trim()
    .min(1, 'El mensaje es obligatorio.')
    .max(5000, 'El mensaje admite hasta 5000 caracteres.'),
});
export type ContactInput = z.input<typeof contactBody>;

export const sendContact = endpoint('POST /api/enviar-correo', access.anyone, {
  summary: 'Formulario de contacto: se guarda y se envía al correo de contacto',
  body: contactBody,
  reply: z.object({ status: z.boolean(), mensaje: z.string() }),
});
