/**
 * /crear-contrasena#<token>: the link of the quick CV and public posting mails (decision 070). The
 * token travels in the fragment (never sent to the server with the page) and leaves the address
 * bar at once; choosing the password signs the person in.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_LINK_TOKEN, setPassword } from '../../../shared/contract/auth';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, useForm } from '../../lib/form';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useSetPassword } from './api/set-password';
import { confirmError, NewPasswordFields } from './password-fields';
import './account.css';


/** The link's token once it left the address bar (a page mounted again still has it). */
let linkToken = '';
const readToken = () => (linkToken = window.location.hash.slice(1) || linkToken);

const BAD_LINK = 'Este enlace no es válido. Copia el enlace completo del correo, o pide un código para recuperar tu cuenta.';

export default function SetPasswordPage() {
  useDocumentMeta('Crea tu contraseña | Chamba', 'Elige la contraseña de tu cuenta de Chamba.');
  const navigate = useNavigate();
  const [token] = useState(readToken);
  useEffect(() => {
    // Read: the address bar (and the history) keep no secret.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const [failure, setFailure] = useState<string | null>(PASSWORD_LINK_TOKEN.test(token) ? null : BAD_LINK);
  const validate = useCallback((v: { tcContrasena: string; confirmar: string }) => ({ ...confirmError(v.tcContrasena, v.confirmar), ...fieldErrors(setPassword.body, { tcToken: token, ...v }) }), [token]);
  const form = useForm({ tcContrasena: '', confirmar: '' }, validate);
  const save = useSetPassword();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) return form.touchAll();
    save.mutate(
      { tcToken: token, tcContrasena: form.values.tcContrasena },
      {
        onSuccess: () => {
          navigate('/Dashboard', { replace: true });
          notify('Tu contraseña fue guardada. Ya iniciaste sesión.', 'success');
        },
        onError: (err) => (err instanceof ApiError ? setFailure(err.errores?.tcToken ?? err.message) : notify('No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.', 'error')),
      },
    );
  }

  return (
    <section className="container page">
      <div className="card set-password">
        <h1>Crea tu contraseña</h1>
        {failure ? (
          <div className="alert alert-error" role="alert">
            <p>{failure}</p>
            <Link className="btn btn-primary" to="/recuperarcuenta">
              Recuperar cuenta
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Crear contraseña">
            <p>Elige la contraseña con la que entrarás a Chamba. El enlace sirve una sola vez.</p>
            <NewPasswordFields password={form.bind('tcContrasena')} confirm={form.bind('confirmar')} />
            <button type="submit" className="btn btn-primary btn-block" disabled={save.isPending}>
              {save.isPending ? 'Guardando...' : 'Guardar mi contraseña'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
