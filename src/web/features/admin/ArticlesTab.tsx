import { useState } from 'react';
import { Link } from 'react-router';
import type { ArticleListItem } from '../../../shared/contract/blog';
import { AdminListView, type Column } from './AdminListView';
import { useDeleteArticle } from './api/delete-article';
import { useAdminArticles } from './api/list-articles';
import { ConfirmModal } from '../../components/ConfirmModal';
import { actionOutcome, fmtDate, listState, usePage } from './use-admin-list';

const laPazToday = () => new Date(Date.now() - 4 * 3600 * 1000).toISOString().slice(0, 10);

export function ArticlesTab() {
  const { page, setPage } = usePage();
  const [confirm, setConfirm] = useState<ArticleListItem | null>(null);
  const state = listState(useAdminArticles(page));
  const deletion = useDeleteArticle();
  const busy = deletion.isPending;
  const remove = (a: ArticleListItem) => deletion.mutate(a.Articulo, actionOutcome(() => setConfirm(null)));

  const today = laPazToday();
  const columns: Column<ArticleListItem>[] = [
    {
      label: 'Artículo',
      cell: (a) => (
        <>
          <Link to={`/blogs/${a.Slug}`}>{a.Titulo}</Link>
          <div className="muted small">{a.Categoria}</div>
        </>
      ),
    },
    {
      label: 'Fecha',
      cell: (a) => (
        <>
          {fmtDate(a.Fecha)} {a.Fecha > today && <span className="badge badge-warning">Programado</span>}
        </>
      ),
    },
    { label: 'Autor', cell: (a) => a.Autor },
    {
      label: 'Acciones',
      cell: (a) => (
        <span className="row">
          <Link className="btn btn-light btn-small" to={`/editar-articulo/${a.Articulo}`} aria-label={`Editar ${a.Titulo}`}>
            Editar
          </Link>
          <button type="button" className="btn btn-danger btn-small" onClick={() => setConfirm(a)} aria-label={`Eliminar ${a.Titulo}`}>
            Eliminar
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="stack">
      <div className="spread">
        <p className="muted">Los artículos con fecha futura quedan programados: se publican ese día.</p>
        <Link className="btn btn-primary" to="/creararticulo">
          Escribir un artículo
        </Link>
      </div>
      <AdminListView state={state} loading="Cargando artículos..." empty="Todavía no hay artículos." columns={columns} rowKey={(a) => a.Articulo} page={page} onPage={setPage} />
      <ConfirmModal title="Eliminar artículo" danger open={confirm !== null} busy={busy} confirmLabel="Sí, eliminar" onClose={() => setConfirm(null)} onConfirm={() => confirm && remove(confirm)}>
        <p>
          ¿Eliminar «{confirm?.Titulo}»? El artículo y su foto se borran y su enlace dejará de funcionar.
        </p>
      </ConfirmModal>
    </div>
  );
}
