import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ArticleListItem, getListArticulosPagina } from '../../../shared/contract/blog';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { api } from '../../lib/api';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { ArticleCover } from './ArticleCover';
import { longDate } from './format';
import './blog.css';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: ArticleListItem[]; total: number; perPage: number };

export default function BlogListPage() {
  useDocumentMeta(
    'Blog | Chamba',
    'Consejos para encontrar trabajo en Bolivia: cómo hacer tu CV, prepararte para una entrevista, negociar tu salario y conocer tus derechos laborales.',
  );
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    // Public GET without the session's token: the installed app may keep it for offline reading.
    api<typeof getListArticulosPagina>('GET /api/servicio/articulos/pagina/{tnPagina}', undefined, { params: { tnPagina: page }, token: null, signal: ctrl.signal })
      .then((res) => {
        if (res.error !== 0 || !('values' in res) || !res.values) return setState({ status: 'error' });
        setState({ status: 'ready', items: res.values, total: res.Total ?? res.values.length, perPage: res.PorPagina ?? 9 });
      })
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    logView('blogs', `página ${page}`);
    return () => ctrl.abort();
  }, [page, retry]);

  const totalPages = state.status === 'ready' ? Math.max(1, Math.ceil(state.total / state.perPage)) : 1;
  const goTo = (p: number) => {
    setParams(p === 1 ? {} : { pagina: String(p) });
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="container page blog-page">
      <div className="spread blog-head">
        <div>
          <h1>Blog</h1>
          <p className="muted">Consejos para buscar trabajo, crecer en tu carrera y contratar mejor en Bolivia.</p>
        </div>
        {role === 'admin' && (
          <Link className="btn btn-primary" to="/creararticulo">
            Escribir un artículo
          </Link>
        )}
      </div>
      {state.status === 'loading' && <Spinner label="Cargando artículos..." />}
      {state.status === 'error' && (
        <div className="alert alert-error" role="alert">
          <p>No se pudieron cargar los artículos. Revisa tu conexión e inténtalo de nuevo.</p>
          <button type="button" className="btn btn-light btn-small" onClick={() => setRetry((n) => n + 1)}>
            Reintentar
          </button>
        </div>
      )}
      {state.status === 'ready' && state.items.length === 0 && <p className="muted blog-empty">Todavía no hay artículos publicados. Vuelve pronto.</p>}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          <ul className="blog-grid" aria-label="Artículos">
            {state.items.map((a) => (
              <li key={a.Articulo} className="blog-card">
                <Link to={`/blogs/${a.Slug}`} className="blog-card-media" tabIndex={-1} aria-hidden="true">
                  <ArticleCover src={a.UrlImagenArticulo} title={a.Titulo} />
                </Link>
                <div className="blog-card-body">
                  {a.Categoria && <span className="badge badge-brand">{a.Categoria}</span>}
                  <h2>
                    <Link to={`/blogs/${a.Slug}`}>{a.Titulo}</Link>
                  </h2>
                  <p className="blog-card-summary">{a.DescripcionCorta}</p>
                  <p className="blog-card-meta">
                    <span>{a.Autor || 'Equipo Chamba'}</span>
                    <span aria-hidden="true"> · </span>
                    <span>Publicado en {longDate(a.Fecha)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={totalPages} onPage={goTo} />
        </>
      )}
    </section>
  );
}
