import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { registerCandidate, registerCompany } from '../../../shared/contract/auth';
import { TextArea, TextField } from '../../components/Field';
import { api } from '../../lib/api';
import { fieldErrors, useForm } from '../../lib/form';
import { notify } from '../../lib/notify';
import { startSession } from '../../lib/session-data';

const person = { tcNombre: '', tcApellidos: '', tcCorreo: '', tnTelefono: '', tcContraseña: '', confirmPassword: '', tcProfesion: '' };
const companyExtra = { tcNombreEmpresa: '', tcDescripcion: '', tnAnoFundacion: '' };

/** Candidate or company registration with the spec's messages; submit stays disabled while invalid. */
export function RegisterForm({ kind }: { kind: 'candidato' | 'empresa' }) {
  const navigate = useNavigate();
  const isCompany = kind === 'empresa';
  const endpoint = isCompany ? registerCompany : registerCandidate;
  const validate = useCallback((v: Record<string, string>) => fieldErrors(endpoint.body, v), [endpoint]);
  const form = useForm<Record<string, string>>(isCompany ? { ...person, ...companyExtra } : person, validate);
  const [sending, setSending] = useState(false);
  const failPrefix = isCompany ? 'Error al registrar la empresa' : 'Error al registrar el candidato';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) {
      form.touchAll();
      return notify(`Revisa los siguientes datos:\n${[...new Set(Object.values(form.errors))].map((m) => `• ${m}`).join('\n')}`, 'error');
    }
    setSending(true);
    try {
      const res = isCompany
        ? await api<typeof registerCompany>('POST /api/servicio/crearcandidatoempresa', form.values as never)
        : await api<typeof registerCandidate>('POST /api/servicio/crearcandidato', form.values as never);
      if (res.error !== 0 || !('values' in res) || !res.values) return notify(`${failPrefix}: ${res.message}`, 'error');
      await startSession(res.values.token);
      navigate('/Dashboard');
    } catch (err) {
      console.error(err);
      notify('Ocurrió un error al intentar registrar la empresa. Por favor, inténtalo de nuevo.'.replace('la empresa', isCompany ? 'la empresa' : 'la cuenta'), 'error');
    } finally {
      setSending(false);
    }
  }

  const year = new Date().getFullYear();
  return (
    <form onSubmit={submit} noValidate aria-label={isCompany ? 'Crear cuenta de empresa' : 'Crear cuenta de candidato'}>
      {isCompany && (
        <>
          <TextField label="Nombre de la empresa" autoComplete="organization" {...form.bind('tcNombreEmpresa')} />
          <TextArea label="Descripción de la empresa" rows={3} {...form.bind('tcDescripcion')} />
          <TextField label="Año de fundación" type="number" inputMode="numeric" min={1900} max={year} {...form.bind('tnAnoFundacion')} />
        </>
      )}
      <div className="grid-2">
        <TextField label={isCompany ? 'Nombre del responsable' : 'Nombre'} autoComplete="given-name" {...form.bind('tcNombre')} />
        <TextField label="Apellidos" autoComplete="family-name" {...form.bind('tcApellidos')} />
      </div>
      <div className="grid-2">
        <TextField label="Correo electrónico" type="email" autoComplete="email" {...form.bind('tcCorreo')} />
        <TextField label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" {...form.bind('tnTelefono')} />
      </div>
      <TextField label="Profesión" {...form.bind('tcProfesion')} />
      <div className="grid-2">
        <TextField label="Contraseña" type="password" autoComplete="new-password" {...form.bind('tcContraseña')} />
        <TextField label="Confirmar contraseña" type="password" autoComplete="new-password" {...form.bind('confirmPassword')} />
      </div>
      <button type="submit" className={`btn btn-primary btn-block${form.valid ? '' : ' is-disabled'}`} aria-disabled={!form.valid || sending} disabled={sending}>
        {sending ? 'Registrando...' : isCompany ? 'Crear cuenta de empresa' : 'Crear cuenta de candidato'}
      </button>
    </form>
  );
}
