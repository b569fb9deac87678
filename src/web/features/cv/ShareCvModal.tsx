/**
 * «Compartir» of a paid CV in «Mis Currículums» (decision 077): creates a public link (optional
 * expiry), offers WhatsApp and copy, and lists the CV's links with how many times each was opened
 * and a button to deactivate it.
 */
import { useState } from 'react';
import { Options } from '../../components/Field';
import type { CvListItem } from '../../../shared/contract/cv';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useRevokeShareLink, useShareCv, useShareLinks } from './api/share-cv';

const EXPIRY = [
  { id: '', nombre: 'Sin vencimiento' },
  { id: '7', nombre: '7 días' },
  { id: '30', nombre: '30 días' },
  { id: '90', nombre: '90 días' },
];

const failed = (err: unknown) => notify(err instanceof ApiError ? err.message : 'No se pudo completar. Revisa tu conexión.', 'error');

export function ShareCvModal({ cv, onClose }: { cv: CvListItem | null; onClose: () => void }) {
  const [days, setDays] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const create = useShareCv();
  const revoke = useRevokeShareLink();
  const links = useShareLinks(cv !== null);
  const mine = (links.data ?? []).filter((l) => l.Curriculum === cv?.Curriculum);
  const close = () => {
    setUrl(null);
    onClose();
  };
  const whatsapp = url ? `https://wa.me/?text=${encodeURIComponent(`Mi currículum: ${url}`)}` : '';

  return (
    <Modal
      title={`Compartir «${cv?.Titulo ?? ''}»`}
      open={cv !== null}
      onClose={close}
      footer={
        <button type="button" className="btn btn-light" onClick={close}>
          Cerrar
        </button>
      }
    >
      <p>Crea un enlace público a tu currículum: quien lo abra lo verá y podrá descargarlo, sin cuenta. Puedes desactivarlo cuando quieras.</p>
      <div className="share-create">
        <label htmlFor="share-days">Vigencia</label>
        <select id="share-days" value={days} onChange={(e) => setDays(e.target.value)}>
          <Options options={EXPIRY} />
        </select>
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={create.isPending || !cv}
          onClick={() =>
            cv &&
            create.mutate(
              { tnCurriculum: cv.Curriculum, ...(days ? { tnDias: Number(days) } : {}) },
              { onSuccess: (v) => (setUrl(v.tcUrl), notify('Enlace creado. Compártelo por WhatsApp o cópialo.', 'success')), onError: failed },
            )
          }
        >
          {create.isPending ? 'Creando...' : 'Crear enlace'}
        </button>
      </div>
      {url && (
        <div className="share-result">
          <label htmlFor="share-url">Enlace para compartir</label>
          <input id="share-url" readOnly value={url} onFocus={(e) => e.target.select()} />
          <div className="share-actions">
            <a className="btn btn-primary btn-small" href={whatsapp} target="_blank" rel="noopener noreferrer">
              Compartir por WhatsApp
            </a>
            <button type="button" className="btn btn-light btn-small" onClick={() => void navigator.clipboard?.writeText(url).then(() => notify('Enlace copiado.', 'success'), () => undefined)}>
              Copiar enlace
            </button>
          </div>
          <p className="muted">Guárdalo ahora: por seguridad no volveremos a mostrarlo completo.</p>
        </div>
      )}
      {mine.length > 0 && (
        <>
          <h3>Enlaces de este currículum</h3>
          <ul className="share-links">
            {mine.map((l) => {
              const state = l.Revocado ? 'Desactivado' : l.Vencido ? 'Vencido' : 'Activo';
              return (
                <li key={l.tnEnlace}>
                  <span>
                    Creado el {formatDate(l.Creado)} · <strong>{state}</strong>
                    {l.FechaVencimiento && !l.Revocado ? ` · vence el ${formatDate(l.FechaVencimiento)}` : ''}
                  </span>
                  <span className="share-opens">
                    {l.Aperturas === 1 ? 'Abierto 1 vez' : `Abierto ${l.Aperturas} veces`}
                  </span>
                  {state === 'Activo' && (
                    <button
                      type="button"
                      className="btn btn-light btn-small"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(l.tnEnlace, { onSuccess: (r) => notify(r.message, 'success'), onError: failed })}
                    >
                      Desactivar
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Modal>
  );
}
