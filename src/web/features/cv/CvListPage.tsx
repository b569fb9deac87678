/**
 * /listacurriculum: the candidate's CVs (admin: every CV, with a search box): pay or download, and
 * for the owner edit, duplicate and delete, paid or not.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CvListItem } from '../../../shared/contract/cv';
import { Spinner } from '../../components/Spinner';
import { useOwnCvs } from '../../lib/api/list-own-cvs';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { notify } from '../../lib/notify';
import { readState } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { useDeleteCv } from './api/delete-cv';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useDownloadCv } from './api/download-cv';
import { useDownloadCvDocx } from './api/download-cv-docx';
import { useDuplicateCv } from './api/duplicate-cv';
import { ShareCvModal } from './ShareCvModal';
import { useShareLinks } from './api/share-cv';
import { countOf } from '../../../shared/rules';
import './cv.css';

export default function CvListPage() {
  const { role } = useSession();
  const admin = role === 'admin';
  const title = admin ? 'Todos los currículums' : 'Mis currículums';
  useDocumentMeta(`${title} | Chamba`, 'Tus currículums: estado de pago, descarga en PDF y activación.');
  const [search, setSearch] = useState('');
  // The staff's search applies on submit; the list is the one of the last search sent.
  const [searched, setSearched] = useState('');
  const list = useOwnCvs(searched);
  const state = readState(list);
  const rows = state === 'ready' ? (list.data ?? null) : null;
  const error = state === 'error' ? (list.error instanceof ApiError ? list.error.message || 'No se pudieron cargar los currículums.' : 'No se pudo conectar con el servidor.') : null;
  const [payFor, setPayFor] = useState<CvListItem | null>(null);
  const download = useDownloadCv();
  const downloading = download.isPending ? download.variables : null;
  const word = useDownloadCvDocx();
  const downloadingWord = word.isPending ? word.variables : null;
  const duplicate = useDuplicateCv();
  const duplicating = duplicate.isPending ? duplicate.variables : null;
  const copy = (id: number, english: boolean) =>
    duplicate.mutate({ id, english }, { onSuccess: (r) => notify(r.message || (english ? 'Versión en inglés creada.' : 'Currículum duplicado.'), 'success'), onError: failed });
  const remove = useDeleteCv();
  const [deleteFor, setDeleteFor] = useState<CvListItem | null>(null);
  const [shareFor, setShareFor] = useState<CvListItem | null>(null);
  // Opens of each CV's share links (decision 077), shown under its title.
  const shareLinks = useShareLinks(!admin);
  const sharedOpens = new Map<number, number>();
  for (const l of shareLinks.data ?? []) sharedOpens.set(l.Curriculum, (sharedOpens.get(l.Curriculum) ?? 0) + l.Aperturas);
  const failed = (err: Error) => notify(err instanceof ApiError ? err.message || 'No se pudo completar la acción.' : 'No se pudo conectar con el servidor.', 'error');

  function confirmDelete() {
    const cv = deleteFor;
    setDeleteFor(null);
    if (cv) remove.mutate(cv.Curriculum, { onSuccess: (r) => notify(r.message || 'Currículum eliminado.', 'success'), onError: failed });
  }

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearched(search.trim());
  };

  return (
    <div className="cv-list-page">
      <div className="spread">
        <h1>{title}</h1>
        {!admin && (
          <Link className="btn btn-primary" to="/crearcurriculum">
            + Crear currículum
          </Link>
        )}
      </div>
      {admin && (
        <form className="cv-search" role="search" onSubmit={submitSearch}>
          <label htmlFor="cv-buscar" className="visually-hidden">
            Buscar currículums
          </label>
          <input id="cv-buscar" className="input" type="search" maxLength={100} placeholder="Buscar por título, nombre o correo" value={search} onChange={(e) => setSearch(e.target.value)} />
          <button type="submit" className="btn btn-primary">
            Buscar
          </button>
        </form>
      )}
      {error && (
        <div className="alert alert-error" role="alert">
          {error}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            Reintentar
          </button>
        </div>
      )}
      {!rows && !error && <Spinner label="Cargando currículums..." />}
      {rows && rows.length === 0 && (
        <div className="card center cv-empty">
          {admin && search ? (
            <p>No hay currículums que coincidan con la búsqueda.</p>
          ) : (
            <>
              <p>No has creado ningún currículum todavía.</p>
              <Link className="btn btn-primary" to="/crearcurriculum">
                Crear mi primer currículum
              </Link>
            </>
          )}
        </div>
      )}
      {rows && rows.length > 0 && (
        <div className="table-wrap card cv-table-card">
          <table className="table cv-table">
            <thead>
              <tr>
                <th scope="col">Título</th>
                {admin && <th scope="col">Candidato</th>}
                <th scope="col">Fecha de creación</th>
                <th scope="col">Estado de pago</th>
                <th scope="col">Acciones</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((cv) => (
                <tr key={cv.Curriculum}>
                  <td data-label="Título">
                    <span>
                      {cv.Titulo}
                      {sharedOpens.has(cv.Curriculum) && (
                        <small className="muted cv-shared-opens">Enlace compartido · abierto {countOf(sharedOpens.get(cv.Curriculum) ?? 0, 'vez', 'veces')}</small>
                      )}
                    </span>
                  </td>
                  {admin && (
                    <td data-label="Candidato">
                      {cv.NombreCandidato}
                      <br />
                      <small className="muted">{cv.CorreoCandidato}</small>
                    </td>
                  )}
                  <td data-label="Fecha de creación">{formatDate(cv.FechaCreacion)}</td>
                  <td data-label="Estado de pago">
                    {cv.Pagado === 1 ? <span className="badge badge-success">Pagado</span> : <span className="badge badge-warning">Pendiente</span>}
                  </td>
                  <td data-label="Acciones">
                    <div className="cv-row-actions">
                      {cv.Pagado === 1 || admin ? (
                        <button type="button" className="btn btn-primary btn-small" disabled={downloading === cv.Curriculum} onClick={() => download.mutate(cv.Curriculum, { onSuccess: (problem) => problem && notify(problem, 'error') })}>
                          {downloading === cv.Curriculum ? 'Descargando...' : 'Descargar PDF'}
                        </button>
                      ) : null}
                      {cv.Pagado === 1 || admin ? (
                        <button type="button" className="btn btn-outline btn-small" disabled={downloadingWord === cv.Curriculum} onClick={() => word.mutate(cv.Curriculum, { onError: failed })}>
                          {downloadingWord === cv.Curriculum ? 'Descargando...' : 'Descargar Word'}
                        </button>
                      ) : (
                        <button type="button" className="btn btn-outline btn-small" onClick={() => setPayFor(cv)}>
                          Pagar
                        </button>
                      )}
                      {!admin && cv.Pagado === 1 && (
                        <button type="button" className="btn btn-light btn-small" aria-label={`Compartir ${cv.Titulo}`} onClick={() => setShareFor(cv)}>
                          Compartir
                        </button>
                      )}
                      {!admin && (
                        <>
                          <Link className="btn btn-light btn-small" to={`/editarcurriculum/${cv.Curriculum}`} aria-label={`Editar ${cv.Titulo}`}>
                            Editar
                          </Link>
                          <button
                            type="button"
                            className="btn btn-light btn-small"
                            aria-label={`Duplicar ${cv.Titulo}`}
                            disabled={duplicating?.id === cv.Curriculum}
                            onClick={() => copy(cv.Curriculum, false)}
                          >
                            {duplicating?.id === cv.Curriculum && !duplicating.english ? 'Duplicando...' : 'Duplicar'}
                          </button>
                          <button
                            type="button"
                            className="btn btn-light btn-small"
                            aria-label={`Versión en inglés de ${cv.Titulo}`}
                            disabled={duplicating?.id === cv.Curriculum}
                            onClick={() => copy(cv.Curriculum, true)}
                          >
                            {duplicating?.id === cv.Curriculum && duplicating.english ? 'Duplicando...' : 'Versión en inglés'}
                          </button>
                          <button type="button" className="btn btn-light btn-small" aria-label={`Eliminar ${cv.Titulo}`} onClick={() => setDeleteFor(cv)}>
                            Eliminar
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmModal
        title="Pago pendiente"
        open={payFor !== null}
        onClose={() => setPayFor(null)}
        cancelLabel="Cerrar"
        actions={
          <Link className="btn btn-primary" to={`/pagarcurriculum/${payFor?.Curriculum ?? ''}`}>
            Pagar
          </Link>
        }
      >
        <p>Debes realizar el pago para poder acceder al detalle de este trabajo.</p>
      </ConfirmModal>
      {shareFor && <ShareCvModal cv={shareFor} onClose={() => setShareFor(null)} />}
      <ConfirmModal title="Eliminar currículum" danger alert open={deleteFor !== null} onClose={() => setDeleteFor(null)} onConfirm={confirmDelete} confirmLabel="Sí, eliminar">
        <p>¿Seguro que deseas eliminar «{deleteFor?.Titulo}»? Esta acción no se puede deshacer.</p>
        {deleteFor?.Pagado === 1 && <p>Este currículum está pagado: perderás su activación. Sus pagos seguirán en «Mis pagos».</p>}
        <p className="muted">Las empresas a las que postulaste con él conservan la versión que recibieron.</p>
      </ConfirmModal>
    </div>
  );
}
