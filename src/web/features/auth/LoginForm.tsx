import { useCallback, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { login } from '../../../shared/contract/auth';
import { TextField } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, useForm } from '../../lib/form';
import { notify } from '../../lib/notify';
import { useReturnTo } from '../../lib/return-to';
import { useLogin } from './api/login';

export function LoginForm() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const validate = useCallback((v: { email: string; password: string }) => fieldErrors(login.body, v), []);
  const form = useForm({ email: '', password: '' }, validate);
  const signIn = useLogin();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) return form.touchAll();
    signIn.mutate(form.values, {
      onSuccess: () => navigate(returnTo ?? '/Dashboard'),
      // A wrong password is the server's answer, shown as it says it.
      onError: (err) => notify(err instanceof ApiError ? err.message : 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.', 'error'),
    });
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
