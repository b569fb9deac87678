/**
 * /equipo: the company's team, for its administrators (issue 39). Invite a person by e-mail as
 * administrador or reclutador (a recruiter optionally limited to some jobs), see the members and
 * the pending invitations, remove a member or cancel an invitation after a confirmation.
 */
import { useState, type FormEvent } from 'react';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamInvitation, type TeamJob, type TeamMember, type TeamRole } from '../../../shared/contract/team';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ConfirmModal } from '../../components/ConfirmModal';
import { SelectField, TextField } from '../../components/Field';
import { QueryStatus } from '../../components/QueryStatus';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useInvite, useRemoveMember, useTeam } from './api/team';
import { JobScopeFields } from './JobScopeFields';
import { ROLE_HINT, RoleDialog } from './RoleDialog';
import './team.css';

const ROLE_OPTIONS = TEAM_ROLES.map((r) => ({ id: r, nombre: TEAM_ROLE_LABELS[r] }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const jobsText = (jobs: TeamJob[] | null) => (jobs ? (jobs.length ? jobs.map((j) => j.Titulo).join(', ') : 'Ningún empleo abierto') : 'Todos los empleos');

function InviteForm() {
  const [correo, setCorreo] = useState('');
  const [rol, setRol] = useState<TeamRole>('reclutador');
  const [empleos, setEmpleos] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInvite();
  const emailError = serverErrors.tcCorreo ?? (touched && !EMAIL.test(correo.trim()) ? (correo.trim() ? 'Ingresa un correo electrónico válido.' : 'Por favor, coloque el correo de la persona.') : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setServerErrors({});
    setFailure(null);
    if (!EMAIL.test(correo.trim())) {
      document.getElementById('equipo-correo')?.focus();
      return;
    }
    invite.mutate(
      { tcCorreo: correo.trim(), tcRol: rol, taEmpleos: rol === 'reclutador' ? empleos : [] },
      {
        onSuccess: (r) => {
          notify(r.message, 'success');
          setCorreo('');
          setEmpleos([]);
          setTouched(false);
        },
        onError: (err) => {
          if (err instanceof ApiError) {
            setServerErrors(err.errores ?? {});
            setFailure(err.message);
          } else setFailure('No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.');
        },
      },
    );
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="equipo-invitar">
      <h2 id="equipo-invitar" className="h3">
        Invitar a una persona
      </h2>
      <p className="muted">Le enviaremos un correo con un enlace para unirse. El enlace sirve una sola vez y vence en 7 días.</p>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <TextField id="equipo-correo" label="Correo electrónico" type="email" autoComplete="off" value={correo} onChange={(e) => setCorreo(e.target.value)} onBlur={() => setTouched(true)} error={emailError} required />
      <SelectField id="equipo-rol" label="Rol" options={ROLE_OPTIONS} value={rol} onChange={(e) => setRol(e.target.value as TeamRole)} hint={ROLE_HINT} />
      {rol === 'reclutador' && <JobScopeFields selected={empleos} onChange={setEmpleos} />}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Enviando...' : 'Enviar invitación'}
        </button>
      </div>
    </form>
  );
}

type Removal = { correo: string; title: string; text: string; confirm: string };

function MemberItem({ m, onRemove, onChangeRole }: { m: TeamMember; onRemove: (r: Removal) => void; onChangeRole: (m: TeamMember) => void }) {
  const name = `${m.Nombre} ${m.Apellidos}`.trim();
  return (
    <li className="team-item">
      <div>
        <strong>
          {name}
          {m.EsUsted && ' (tú)'}
        </strong>
        <span className="muted"> · {m.Correo}</span>
        <p className="team-meta">
          <span className={`badge team-role team-role-${m.Rol}`}>{TEAM_ROLE_LABELS[m.Rol]}</span> {m.Rol === 'reclutador' && <span>{jobsText(m.Empleos)}</span>}
          <span className="muted"> · desde el {formatDate(m.Desde)}</span>
        </p>
      </div>
      <div className="team-actions">
        {!m.EsUsted && (
          <button type="button" className="btn btn-light btn-small" onClick={() => onChangeRole(m)} aria-label={`Cambiar rol de ${name}`}>
            Cambiar rol
          </button>
        )}
        <button
          type="button"
          className="btn btn-light btn-small"
          onClick={() =>
            onRemove(
              m.EsUsted
                ? { correo: m.Correo, title: 'Salir del equipo', text: 'Dejarás de ver los empleos y postulantes de la empresa y se cerrarán tus sesiones.', confirm: 'Sí, salir' }
                : { correo: m.Correo, title: `Quitar a ${name}`, text: `${name} dejará de entrar a la empresa y se cerrarán todas sus sesiones. Sus notas y cambios quedan con su nombre.`, confirm: 'Sí, quitar' },
            )
          }
          aria-label={m.EsUsted ? 'Salir del equipo' : `Quitar a ${name}`}
        >
          {m.EsUsted ? 'Salir del equipo' : 'Quitar'}
        </button>
      </div>
    </li>
  );
}

function InvitationItem({ i, onRemove }: { i: TeamInvitation; onRemove: (r: Removal) => void }) {
  return (
    <li className="team-item">
      <div>
        <strong id={`invitacion-${i.Invitacion}`}>{i.Correo}</strong>
        <p className="team-meta">
          <span className={`badge team-role team-role-${i.Rol}`}>{TEAM_ROLE_LABELS[i.Rol]}</span> {i.Rol === 'reclutador' && <span>{jobsText(i.Empleos)}</span>}
          <span className={i.Vencida ? 'team-expired' : 'muted'}> · {i.Vencida ? `venció el ${formatDate(i.Vence)}` : `vence el ${formatDate(i.Vence)}`}</span>
        </p>
      </div>
      <button
        type="button"
        className="btn btn-light btn-small"
        aria-describedby={`invitacion-${i.Invitacion}`}
        onClick={() => onRemove({ correo: i.Correo, title: 'Cancelar invitación', text: `El enlace enviado a ${i.Correo} dejará de funcionar.`, confirm: 'Sí, cancelar invitación' })}
      >
        Cancelar invitación
      </button>
    </li>
  );
}

export default function TeamPage() {
  useDocumentMeta('Equipo | Chamba');
  const session = useSession();
  const team = useTeam();
  const remove = useRemoveMember();
  const [pending, setPending] = useState<Removal | null>(null);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const admin = session.company?.RolEquipo !== 'reclutador';

  function confirmRemoval() {
    if (!pending) return;
    remove.mutate(pending.correo, {
      onSuccess: (r) => {
        setPending(null);
        notify(r.message, 'success');
      },
      onError: (err) => {
        setPending(null);
        notify(err instanceof ApiError ? err.message : 'No se pudo conectar con el servidor.', 'error');
      },
    });
  }

  return (
    <div className="stack team-page">
      <Breadcrumb trail={[['/Dashboard', 'Dashboard']]} current="Equipo" />
      <h1>Equipo de {session.company?.Nombre ?? 'la empresa'}</h1>
      {!admin ? (
        <p className="alert alert-info">Solo los administradores de la empresa ven y cambian el equipo.</p>
      ) : (
        <>
          <InviteForm />
          <QueryStatus query={team} loading="Cargando el equipo..." failed={team.error instanceof ApiError ? team.error.message : 'No se pudo cargar el equipo.'} />
          {team.data && (
            <>
              <section className="card" aria-labelledby="equipo-miembros">
                <h2 id="equipo-miembros" className="h3">
                  Miembros ({team.data.Miembros.length})
                </h2>
                <ul className="team-list">
                  {team.data.Miembros.map((m) => (
                    <MemberItem key={m.Usuario} m={m} onRemove={setPending} onChangeRole={setChanging} />
                  ))}
                </ul>
              </section>
              <section className="card" aria-labelledby="equipo-invitaciones">
                <h2 id="equipo-invitaciones" className="h3">
                  Invitaciones pendientes ({team.data.Invitaciones.length})
                </h2>
                {team.data.Invitaciones.length === 0 ? (
                  <p className="muted">No hay invitaciones pendientes.</p>
                ) : (
                  <ul className="team-list">
                    {team.data.Invitaciones.map((i) => (
                      <InvitationItem key={i.Invitacion} i={i} onRemove={setPending} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </>
      )}
      {changing && <RoleDialog member={changing} onClose={() => setChanging(null)} />}
      <ConfirmModal title={pending?.title ?? ''} open={pending !== null} onClose={() => setPending(null)} alert danger busy={remove.isPending} onConfirm={confirmRemoval} confirmLabel={pending?.confirm ?? 'Confirmar'}>
        <p>{pending?.text}</p>
      </ConfirmModal>
    </div>
  );
}
