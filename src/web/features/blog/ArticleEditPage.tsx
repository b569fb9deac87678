import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import type { ArticleDetail } from '../../../shared/contract/blog';
import { decodeBase64Utf8 } from '../../../shared/contract/blog-text';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { useDocumentMeta } from '../../lib/meta';
import { useArticleForEdit } from './api/get-article-for-edit';
import { ArticleForm, type ArticleInitial } from './ArticleForm';
import './blog.css';

/** The form's values, or null when the stored body cannot be read. */
function toInitial(a: ArticleDetail): ArticleInitial | null {
  const html = decodeBase64Utf8(a.DescripcionLarga);
  if (html === null) return null;
  return {
    id: a.Articulo,
    titulo: a.Titulo,
    descripcionCorta: a.DescripcionCorta,
    html,
    fecha: a.Fecha,
    categoria: a.Categoria,
    etiquetas: a.Etiquetas,
    urlImagen: a.UrlImagenArticulo,
  };
}

/**
 * /editar-articulo/{id}: loads the article into the form and saves it. As the spec says, a missing
 * id, a load error or an invalid reply go to /Dashboard (no token already went to /login).
 */
export default function ArticleEditPage() {
  useDocumentMeta('Editar artículo | Chamba', 'Edita un artículo del blog de Chamba.');
  const { id } = useParams();
  const valid = Boolean(id && /^\d{1,9}$/.test(id) && Number(id) > 0);
  const query = useArticleForEdit(Number(id), valid);
  const initial = useMemo(() => (query.data ? toInitial(query.data) : null), [query.data]);
  const unusable = query.isError || (query.data !== undefined && initial === null);
  useEffect(() => {
    if (valid) logView('editar-articulo', String(id));
  }, [id, valid]);

  if (!valid || unusable) return <Navigate to="/Dashboard" replace />;
  if (!initial) return <Spinner label="Cargando artículo..." />;
  return (
    <section className="page">
      <h1>Editar artículo</h1>
      <ArticleForm key={initial.id} initial={initial} />
    </section>
  );
}
