import { useCallback, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerCandidate, registerCompany } from '../../../shared/contract/auth';
import { TextArea, TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, useForm } from '../../lib/form';
import { notify } from '../../lib/notify';
import { useReturnTo } from '../../lib/return-to';
import { useRegister, type Registration } from './api/register';

const person = { tcNombre: '', tcApellidos: '', tcCorreo: '', tnTelefono: '', tcContraseña: '', confirmPassword: '', tcProfesion: '' };
const companyExtra = { tcNombreEmpresa: '', tcDescripcion: '', tnAnoFundacion: '' };
type Values = typeof person & typeof companyExtra;

/** What each kind sends: a candidate's form has no company fields. */
function registrationOf(kind: 'candidato' | 'empresa', values: Values): Registration {
  if (kind === 'empresa') return { kind, body: values };
  const { tcNombreEmpresa: _name, tcDescripcion: _about, tnAnoFundacion: _year, ...body } = values;
  return { kind, body };
}

/** Candidate or company registration with the spec's messages; submit stays disabled while invalid. */
export function RegisterForm({ kind }: { kind: 'candidato' | 'empresa' }) {
  const navigate = useNavigate();
  const isCompany = kind === 'empresa';
  const endpoint = isCompany ? registerCompany : registerCandidate;
  const validate = useCallback((v: Values) => fieldErrors(endpoint.body, isCompany ? v : registrationOf(kind, v).body), [endpoint, isCompany, kind]);
  const form = useForm<Values>({ ...person, ...companyExtra }, validate);
  const registration = useRegister();
  const returnTo = useReturnTo();
  const sending = registration.isPending;
  const failPrefix = isCompany ? 'Error al registrar la empresa' : 'Error al registrar el candidato';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) {
      form.touchAll();
      return notify(`Revisa los siguientes datos:\n${[...new Set(Object.values(form.errors))].map((m) => `• ${m}`).join('\n')}`, 'error');
    }
    registration.mutate(registrationOf(kind, form.values), {
      onSuccess: () => navigate(returnTo ?? '/Dashboard'),
      onError: (err) =>
        notify(
          err instanceof ApiError
            ? `${failPrefix}: ${err.message}`
            : `Ocurrió un error al intentar registrar ${isCompany ? 'la empresa' : 'la cuenta'}. Por favor, inténtalo de nuevo.`,
          'error',
        ),
    });
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
      <p className="hint register-legal">
        Al crear tu cuenta aceptas los{' '}
        <Link to="/terminos" target="_blank">
          Términos y condiciones
        </Link>{' '}
        y la{' '}
        <Link to="/privacidad" target="_blank">
          Política de privacidad
        </Link>
        .
      </p>
    </form>
  );
}
