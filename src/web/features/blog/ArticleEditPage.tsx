import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { getArticle } from '../../../shared/contract/blog';
import { decodeBase64Utf8 } from '../../../shared/contract/blog-text';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { api } from '../../lib/api';
import { useDocumentMeta } from '../../lib/meta';
import { ArticleForm, type ArticleInitial } from './ArticleForm';
import './blog.css';

/**
 * /editar-articulo/{id}: loads the article into the form and saves it. As the spec says, a missing
 * id, a load error or an invalid reply go to /Dashboard (no token already went to /login).
 */
export default function ArticleEditPage() {
  useDocumentMeta('Editar artículo | Chamba', 'Edita un artículo del blog de Chamba.');
  const { id } = useParams();
  const navigate = useNavigate();
  const valid = Boolean(id && /^\d{1,9}$/.test(id) && Number(id) > 0);
  const [initial, setInitial] = useState<ArticleInitial | null>(null);

  useEffect(() => {
    if (!valid) return;
    const ctrl = new AbortController();
    api<typeof getArticle>('POST /api/servicio/getarticulo', { tnArticulo: Number(id) }, { signal: ctrl.signal })
      .then((res) => {
        const a = res.error === 0 && 'Datos' in res ? res.Datos : undefined;
        const html = a ? decodeBase64Utf8(a.DescripcionLarga) : null;
        if (!a || html === null) return navigate('/Dashboard', { replace: true });
        setInitial({
          id: a.Articulo,
          titulo: a.Titulo,
          descripcionCorta: a.DescripcionCorta,
          html,
          fecha: a.Fecha,
          categoria: a.Categoria,
          etiquetas: a.Etiquetas,
          urlImagen: a.UrlImagenArticulo,
        });
      })
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') navigate('/Dashboard', { replace: true });
      });
    logView('editar-articulo', String(id));
    return () => ctrl.abort();
  }, [id, valid, navigate]);

  if (!valid) return <Navigate to="/Dashboard" replace />;
  if (!initial) return <Spinner label="Cargando artículo..." />;
  return (
    <section className="page">
      <h1>Editar artículo</h1>
      <ArticleForm key={initial.id} initial={initial} />
    </section>
  );
}
