/**
 * /micuenta (decision 070): change the password, download one's data, delete the account. Reached
 * from the account menu ("Mi cuenta") on every screen size.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { changePassword } from '../../../shared/contract/auth';
import { TextField } from '../../components/Field';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, useForm } from '../../lib/form';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { clearSession, useSession, type Role } from '../../lib/session';
import { useChangePassword } from './api/change-password';
import { useDeleteAccount } from './api/delete-account';
import { useDownloadMyData } from './api/download-my-data';
import { confirmError, NewPasswordFields } from './password-fields';
import './account.css';

const NO_CONNECTION = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const messageOf = (err: Error) => (err instanceof ApiError ? err.message : NO_CONNECTION);

type PasswordValues = { tcContrasenaActual: string; tcContrasenaNueva: string; confirmar: string };

function ChangePasswordForm() {
  const validate = useCallback(
    (v: PasswordValues) => ({ ...confirmError(v.tcContrasenaNueva, v.confirmar), ...fieldErrors(changePassword.body, v) }),
    [],
  );
  const form = useForm<PasswordValues>({ tcContrasenaActual: '', tcContrasenaNueva: '', confirmar: '' }, validate);
  const change = useChangePassword();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) return form.touchAll();
    change.mutate(
      { tcContrasenaActual: form.values.tcContrasenaActual, tcContrasenaNueva: form.values.tcContrasenaNueva },
      {
        onSuccess: (res) => {
          form.reset();
          notify(res.message, 'success');
        },
        onError: (err) => notify(messageOf(err), 'error'),
      },
    );
  }

  return (
    <section className="card" aria-labelledby="cambiar-contrasena">
      <h2 id="cambiar-contrasena">Cambiar contraseña</h2>
      <p className="muted">Al cambiarla cerramos tus sesiones en otros dispositivos; en este sigues conectado.</p>
      <form onSubmit={submit} noValidate aria-label="Cambiar contraseña">
        <TextField label="Contraseña actual" type="password" autoComplete="current-password" {...form.bind('tcContrasenaActual')} />
        <NewPasswordFields password={form.bind('tcContrasenaNueva')} confirm={form.bind('confirmar')} />
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
        </button>
      </form>
    </section>
  );
}

function DownloadData() {
  const download = useDownloadMyData();
  return (
    <section className="card" aria-labelledby="descargar-datos">
      <h2 id="descargar-datos">Descargar mis datos</h2>
      <p>Un archivo JSON con todo lo que guardamos de ti: tu cuenta, tu perfil, tus currículums, tus postulaciones o empleos, tus pagos y tu actividad.</p>
      <button type="button" className="btn btn-outline" disabled={download.isPending} onClick={() => download.mutate(undefined, { onError: (err) => notify(messageOf(err), 'error') })}>
        {download.isPending ? 'Preparando...' : 'Descargar mis datos'}
      </button>
    </section>
  );
}

/** What deleting erases and keeps, said before the password is asked. */
const ERASED: Partial<Record<Role, string[]>> = {
  candidato: [
    'Tu nombre, correo, teléfono, fecha de nacimiento y tu perfil.',
    'Tu foto y el contenido de todos tus currículums.',
    'Las empresas a las que postulaste verán «Candidato eliminado», sin tus datos ni tu CV.',
  ],
  empresa: [
    'Los datos de tu empresa, tu logo y tus datos de contacto.',
    'Todos tus empleos se cierran; los candidatos que postularon conservan su postulación.',
    'Tus análisis de CV y los archivos que subiste.',
  ],
};

function DeleteAccount({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const close = useCallback(() => setOpen(false), []);
  const erased = ERASED[role];
  if (!erased) {
    return (
      <section className="card" aria-labelledby="eliminar-cuenta">
        <h2 id="eliminar-cuenta">Eliminar mi cuenta</h2>
        <p>Las cuentas del equipo de Chamba no se eliminan desde aquí. Pide a otro administrador que la deshabilite.</p>
      </section>
    );
  }

  function confirm(e: FormEvent) {
    e.preventDefault();
    if (!password) return setProblem('Por favor, coloque su contraseña.');
    setProblem(null);
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        // The server already ended every session: the browser's copy goes, and the account
        // area's guard takes the person home (not to /login).
        clearSession('/');
        notify('Tu cuenta fue eliminada. Borramos tus datos personales; te enviamos la confirmación por correo.', 'success');
      },
      onError: (err) => setProblem(err instanceof ApiError ? (err.errores?.tcContrasena ?? err.message) : NO_CONNECTION),
    });
  }

  const warning = (
    <>
      <p>Se borrarán para siempre:</p>
      <ul className="account-erased">
        {erased.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Tus pagos quedan registrados (monto, fecha y concepto) sin tus datos personales. Esta acción no se puede deshacer.</p>
    </>
  );

  return (
    <section className="card account-danger" aria-labelledby="eliminar-cuenta">
      <h2 id="eliminar-cuenta">Eliminar mi cuenta</h2>
      {warning}
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Eliminar mi cuenta
      </button>
      <ConfirmModal
        title="¿Eliminar tu cuenta?"
        open={open}
        onClose={close}
        actions={
          <button type="submit" form="form-eliminar-cuenta" className="btn btn-danger" disabled={remove.isPending}>
            {remove.isPending ? 'Eliminando...' : 'Sí, eliminar mi cuenta'}
          </button>
        }
      >
        {warning}
        <form id="form-eliminar-cuenta" onSubmit={confirm} noValidate aria-label="Confirmar eliminación">
          <TextField label="Escribe tu contraseña para confirmar" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={problem} />
        </form>
      </ConfirmModal>
    </section>
  );
}

export default function AccountPage() {
  useDocumentMeta('Mi cuenta | Chamba', 'Tu contraseña, tus datos y tu cuenta de Chamba.');
  const session = useSession();
  return (
    <div className="account-page">
      <h1>Mi cuenta</h1>
      <p>
        Correo de tu cuenta: <strong>{session.user?.Correo ?? ''}</strong>
      </p>
      <ChangePasswordForm />
      <DownloadData />
      <DeleteAccount role={session.role} />
    </div>
  );
}
