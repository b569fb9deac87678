/**
 * «Cambiar rol» of a team member (issue 39): administrador or reclutador, and a recruiter's jobs.
 * Holds from the person's next action; the server refuses to leave the company without an
 * administrator and says so here.
 */
import { useState, type FormEvent } from 'react';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamMember, type TeamRole } from '../../../shared/contract/team';
import { SelectField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useChangeRole } from './api/team';
import { JobScopeFields } from './JobScopeFields';

const ROLE_OPTIONS = TEAM_ROLES.map((r) => ({ id: r, nombre: TEAM_ROLE_LABELS[r] }));
export const ROLE_HINT = 'El administrador invita, quita personas, paga y edita el perfil de la empresa. El reclutador trabaja con los postulantes.';

export function RoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const [rol, setRol] = useState<TeamRole>(member.Rol);
  const [empleos, setEmpleos] = useState<number[]>(member.Empleos?.map((j) => j.Empleo) ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeRole();
  const name = `${member.Nombre} ${member.Apellidos}`.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    change.mutate(
      { tcCorreo: member.Correo, tcRol: rol, taEmpleos: rol === 'reclutador' ? empleos : [] },
      {
        onSuccess: (r) => {
          notify(r.message, 'success');
          onClose();
        },
        onError: (err) => setFailure(err instanceof ApiError ? err.message : 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.'),
      },
    );
  }

  return (
    <Modal title={`Cambiar el rol de ${name}`} open onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <SelectField id="equipo-cambiar-rol" data-autofocus label="Rol" options={ROLE_OPTIONS} value={rol} onChange={(e) => setRol(e.target.value as TeamRole)} hint={ROLE_HINT} />
        {rol === 'reclutador' && <JobScopeFields selected={empleos} onChange={setEmpleos} />}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Guardando...' : 'Guardar rol'}
          </button>
          <button type="button" className="btn btn-light" onClick={onClose}>
            Cancelar
          </button>
        </div>
      </form>
    </Modal>
  );
}
