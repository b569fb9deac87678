/**
 * The contact form of the spec (home page and /contactanos): its validation messages, shown once
 * a field is touched; the submit button disabled while invalid or sending ('Enviando...'); the
 * server's reply in a green or red alert; the form reset after either reply. Validation is written
 * here (not with the contract's zod schema) so the home page does not bundle zod.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useSendContact } from '../lib/api/send-contact';
import { ApiError } from '../lib/api-client';
import { useForm } from '../lib/form';
import { TextArea, TextField } from './Field';

const EMPTY = { tcNombreCompleto: '', tcNombreEmpresa: '', tcTelefono: '', tcCorreo: '', tcMensaje: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{5,18}$/;

export function validateContact(v: typeof EMPTY): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.tcNombreCompleto.trim()) e.tcNombreCompleto = 'El nombre es obligatorio.';
  if (!EMAIL.test(v.tcCorreo.trim())) e.tcCorreo = 'Ingresa un correo válido.';
  if (v.tcTelefono.trim() && !PHONE.test(v.tcTelefono.trim())) e.tcTelefono = 'Ingresa un número de teléfono válido.';
  if (!v.tcMensaje.trim()) e.tcMensaje = 'El mensaje es obligatorio.';
  return e;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ContactForm({ headingId }: { headingId?: string }) {
  const validate = useCallback(validateContact, []);
  const form = useForm(EMPTY, validate);
  const send = useSendContact();
  const sending = send.isPending;
  const [outcome, setOutcome] = useState<Outcome>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) return form.touchAll();
    setOutcome(null);
    send.mutate(form.values, {
      onSuccess: (text) => {
        setOutcome({ tone: 'success', text });
        form.reset();
      },
      // The server's refusal is its answer (the form is done); no answer keeps what was typed.
      onError: (err) => {
        if (!(err instanceof ApiError)) return setOutcome({ tone: 'error', text: 'No se pudo enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo.' });
        setOutcome({ tone: 'error', text: err.message });
        form.reset();
      },
    });
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby={headingId} aria-label={headingId ? undefined : 'Formulario de contacto'}>
      <div className="grid-2">
        <TextField label="Nombre completo" autoComplete="name" maxLength={120} {...form.bind('tcNombreCompleto')} />
        <TextField label="Empresa (opcional)" autoComplete="organization" maxLength={120} {...form.bind('tcNombreEmpresa')} />
      </div>
      <div className="grid-2">
        <TextField label="Teléfono" type="tel" inputMode="numeric" autoComplete="tel" maxLength={20} {...form.bind('tcTelefono')} />
        <TextField label="Correo electrónico" type="email" autoComplete="email" maxLength={254} {...form.bind('tcCorreo')} />
      </div>
      <TextArea label="Mensaje" rows={5} maxLength={5000} {...form.bind('tcMensaje')} />
      {outcome && (
        <div className={`alert alert-${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={!form.valid || sending}>
        {sending ? 'Enviando...' : 'Enviar mensaje'}
      </button>
    </form>
  );
}
