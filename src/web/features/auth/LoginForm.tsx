import { useCallback, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { login } from '../../../shared/contract/auth';
import { TextField } from '../../components/Field';
import { api } from '../../lib/api';
import { fieldErrors, useForm } from '../../lib/form';
import { notify } from '../../lib/notify';
import { startSession } from '../../lib/session-data';

export function LoginForm() {
  const navigate = useNavigate();
  const validate = useCallback((v: { email: string; password: string }) => fieldErrors(login.body, v), []);
  const form = useForm({ email: '', password: '' }, validate);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) return form.touchAll();
    try {
      const res = await api<typeof login>('POST /api/login', form.values);
      if (res.codigoerror !== 0 || !('datos' in res) || !res.datos) return notify(res.message, 'error');
      await startSession(res.datos.token);
      navigate('/Dashboard');
    } catch (err) {
      console.error(err);
      notify('No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.', 'error');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Iniciar sesión">
      <TextField label="Correo electrónico" type="email" autoComplete="email" {...form.bind('email')} />
      <TextField label="Contraseña" type="password" autoComplete="current-password" {...form.bind('password')} />
      <button type="submit" className="btn btn-primary btn-block">
        Iniciar sesión
      </button>
    </form>
  );
}
