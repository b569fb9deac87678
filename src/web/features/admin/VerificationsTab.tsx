/** Staff's "Verificaciones": pending requests first, the document, and verify / unverify (decision trust.md). */
import { useState } from 'react';
import { Link } from 'react-router';
import { verificationDocumentUrl, type AdminVerificationItem } from '../../../shared/contract/verification';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { notify } from '../../lib/notify';
import { openPdfInNewTab } from '../../lib/open-pdf';
import { AdminListView } from './AdminListView';
import { useVerifications, useVerifyCompany } from './api/verifications';
import { actionOutcome, fmtDateTime, listState, usePage } from './use-admin-list';

const STATE = { pendiente: 'Pendiente', aprobada: 'Aprobada', rechazada: 'Rechazada' } as const;

function Actions({ item }: { item: AdminVerificationItem }) {
  const verify = useVerifyCompany();
  const set = (tnVerificada: 0 | 1) => verify.mutate({ tcCodigoEmpresa: item.EmpresaCodigo, tnVerificada }, actionOutcome());
  return (
    <div className="row admin-verification-actions">
      {item.Documento && (
        <button
          type="button"
          className="btn btn-light btn-small"
          onClick={async () => {
            const problem = await openPdfInNewTab(verificationDocumentUrl(item.Solicitud), 'No se pudo abrir el documento.');
            if (problem) notify(problem, 'error');
          }}
        >
          Ver documento
        </button>
      )}
      {item.Verificada ? (
        <button type="button" className="btn btn-light btn-small" disabled={verify.isPending} onClick={() => set(0)} aria-label={`Quitar verificación a ${item.EmpresaNombre}`}>
          Quitar verificación
        </button>
      ) : (
        <>
          <button type="button" className="btn btn-primary btn-small" disabled={verify.isPending} onClick={() => set(1)} aria-label={`Verificar empresa ${item.EmpresaNombre}`}>
            Verificar empresa
          </button>
          {item.Estado === 'pendiente' && (
            <button type="button" className="btn btn-light btn-small" disabled={verify.isPending} onClick={() => set(0)} aria-label={`Rechazar la solicitud de ${item.EmpresaNombre}`}>
              Rechazar
            </button>
          )}
        </>
      )}
    </div>
  );
}

export function VerificationsTab() {
  const [estado, setEstado] = useState<'pendiente' | 'todas'>('pendiente');
  const { page, setPage, filtered } = usePage();
  const state = listState(useVerifications({ tcEstado: estado, tnPagina: page }));
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="verificaciones-estado">Mostrar</label>
        <select id="verificaciones-estado" value={estado} onChange={(e) => filtered(setEstado)(e.target.value as 'pendiente' | 'todas')}>
          <option value="pendiente">Pendientes</option>
          <option value="todas">Todas</option>
        </select>
      </div>
      <AdminListView
        state={state}
        loading="Cargando solicitudes..."
        empty="No hay solicitudes de verificación."
        page={page}
        onPage={setPage}
        renderItems={(items) => (
          <ul className="admin-messages">
            {items.map((v) => (
              <li key={v.Solicitud} className="card">
                <div className="spread">
                  <strong>
                    <Link to={`/detalleempresa/${v.EmpresaCodigo}`}>{v.EmpresaNombre}</Link> <VerifiedBadge verified={v.Verificada === 1} />
                  </strong>
                  <time className="muted small" dateTime={v.FechaSolicitud}>
                    {fmtDateTime(v.FechaSolicitud)}
                  </time>
                </div>
                <p className="admin-message-meta small">
                  <span>NIT {v.Nit}</span>
                  <span>Razón social: {v.RazonSocial}</span>
                  <span>Solicitud: {STATE[v.Estado]}</span>
                </p>
                <p className="muted small admin-message-meta">
                  <a href={`mailto:${v.Correo}`}>{v.Correo}</a>
                  {v.Telefono && <a href={`tel:${v.Telefono}`}>{v.Telefono}</a>}
                  {v.DominioCorreo && <span>Sin documento: correo del dominio {v.DominioCorreo}</span>}
                </p>
                <Actions item={v} />
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
