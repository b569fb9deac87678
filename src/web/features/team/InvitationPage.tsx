/**
 * /invitacion/:token: the link of a team invitation (issue 39). A person without an account
 * creates it here (name, surname, password) and joins; one with an account enters with it
 * ("Entrar con mi cuenta", back here after the login) and joins with one click.
 */
import { useCallback, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { acceptInvitation, INVITATION_TOKEN, TEAM_MESSAGES, TEAM_ROLE_LABELS } from '../../../shared/contract/team';
import { PASSWORD_MIN } from '../../../shared/contract/auth';
import { TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, useForm } from '../../lib/form';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { loginLink } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { endSession } from '../../lib/session-data';
import { useAcceptInvitation, useInvitation } from './api/team';
import './team.css';

type Values = { tcNombre: string; tcApellidos: string; tcContraseña: string; confirmar: string };

export default function InvitationPage() {
  useDocumentMeta('Invitación al equipo | Chamba', 'Únete al equipo de una empresa en Chamba.');
  const { token = '' } = useParams();
  const wellFormed = INVITATION_TOKEN.test(token);
  const invitation = useInvitation(token, wellFormed);
  const session = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const validate = useCallback(
    (v: Values) => {
      const errors = fieldErrors(acceptInvitation.body, { tcToken: token, tcNombre: v.tcNombre, tcApellidos: v.tcApellidos, tcContraseña: v.tcContraseña });
      if (!v.tcNombre.trim()) errors.tcNombre = 'Por favor, coloque su nombre.';
      if (!v.tcApellidos.trim()) errors.tcApellidos = 'Por favor, coloque sus apellidos.';
      if (!v.tcContraseña) errors.tcContraseña = 'Por favor, coloque una contraseña.';
      if (!v.confirmar) errors.confirmar = 'Por favor, confirme su contraseña.';
      else if (v.confirmar !== v.tcContraseña) errors.confirmar = 'Las contraseñas no coinciden.';
      return errors;
    },
    [token],
  );
  const form = useForm<Values>({ tcNombre: '', tcApellidos: '', tcContraseña: '', confirmar: '' }, validate);

  const done = (empresa: string) => {
    navigate('/Dashboard', { replace: true });
    notify(`Te uniste al equipo de ${empresa}.`, 'success');
  };
  const failed = (err: unknown) => notify(err instanceof ApiError ? err.message : 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.', 'error');

  function create(e: FormEvent) {
    e.preventDefault();
    if (!form.valid) {
      form.touchAll();
      const first = Object.keys(form.errors)[0];
      if (first) document.getElementById(`invitacion-${first}`)?.focus();
      return;
    }
    const { tcNombre, tcApellidos, tcContraseña } = form.values;
    accept.mutate({ tcToken: token, tcNombre, tcApellidos, tcContraseña }, { onSuccess: (r) => done(r.values?.Empresa ?? ''), onError: failed });
  }

  const inv = invitation.data;
  const badLink = !wellFormed || invitation.isError;
  const signedInAs = session.user?.Correo?.toLowerCase() ?? null;

  return (
    <section className="container page">
      <div className="card invitation">
        <h1>Invitación al equipo</h1>
        {badLink && (
          <div className="alert alert-error" role="alert">
            <p>{invitation.error instanceof ApiError ? invitation.error.message : TEAM_MESSAGES.badLink}</p>
            <Link to="/">Ir al inicio</Link>
          </div>
        )}
        {!badLink && !inv && <Spinner label="Leyendo la invitación..." />}
        {inv && (
          <>
            <p>
              <strong>{inv.Empresa}</strong> te invita a su equipo en Chamba como <strong>{TEAM_ROLE_LABELS[inv.Rol].toLowerCase()}</strong>, con el correo <strong>{inv.Correo}</strong>.
            </p>
            <p className="muted small">La invitación vence el {formatDate(inv.Vence)}.</p>
            {session.token && signedInAs === inv.Correo ? (
              <div className="stack">
                <p>Entraste con tu cuenta {inv.Correo}.</p>
                <button type="button" className="btn btn-primary" disabled={accept.isPending} onClick={() => accept.mutate({ tcToken: token }, { onSuccess: (r) => done(r.values?.Empresa ?? inv.Empresa), onError: failed })}>
                  {accept.isPending ? 'Uniéndote...' : `Unirme a ${inv.Empresa}`}
                </button>
              </div>
            ) : session.token ? (
              <div className="stack">
                <p className="alert alert-info">Entraste con otro correo ({session.user?.Correo}). Cierra la sesión y entra con {inv.Correo} para aceptar.</p>
                <button type="button" className="btn btn-light" onClick={() => void endSession()}>
                  Cerrar sesión
                </button>
              </div>
            ) : inv.CuentaExistente ? (
              <div className="stack">
                <p>Ya tienes una cuenta con este correo: entra con ella para aceptar la invitación.</p>
                <Link className="btn btn-primary" to={loginLink(`/invitacion/${token}`)}>
                  Entrar con mi cuenta
                </Link>
              </div>
            ) : (
              <form className="stack" onSubmit={create} noValidate aria-label="Crear tu cuenta y unirte">
                <h2 className="h3">Crea tu cuenta</h2>
                <TextField id="invitacion-tcNombre" label="Nombre" autoComplete="given-name" {...form.bind('tcNombre')} />
                <TextField id="invitacion-tcApellidos" label="Apellidos" autoComplete="family-name" {...form.bind('tcApellidos')} />
                <TextField id="invitacion-tcContraseña" label="Contraseña" type="password" autoComplete="new-password" hint={`Al menos ${PASSWORD_MIN} caracteres.`} {...form.bind('tcContraseña')} />
                <TextField id="invitacion-confirmar" label="Confirmar contraseña" type="password" autoComplete="new-password" {...form.bind('confirmar')} />
                <button type="submit" className="btn btn-primary btn-block" disabled={accept.isPending}>
                  {accept.isPending ? 'Creando tu cuenta...' : 'Crear mi cuenta y unirme'}
                </button>
                <p className="muted small">
                  ¿Ya tienes una cuenta de empresa con este correo? <Link to={loginLink(`/invitacion/${token}`)}>Entrar con mi cuenta</Link>
                </p>
              </form>
            )}
          </>
        )}
      </div>
    </section>
  );
}
