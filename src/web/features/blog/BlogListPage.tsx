import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { useDocumentMeta } from '../../lib/meta';
import { readState } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { useArticles } from './api/list-articles';
import { ArticleCover } from './ArticleCover';
import { longDate } from './format';
import './blog.css';

export default function BlogListPage() {
  useDocumentMeta(
    'Blog | Chamba',
    'Consejos para encontrar trabajo en Bolivia: cómo hacer tu CV, prepararte para una entrevista, negociar tu salario y conocer tus derechos laborales.',
  );
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const articles = useArticles(page);
  const list = articles.data;
  const state = readState(articles);
  useEffect(() => logView('blogs', `página ${page}`), [page]);

  const totalPages = list ? Math.max(1, Math.ceil(list.total / list.perPage)) : 1;
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
      {state === 'loading' && <Spinner label="Cargando artículos..." />}
      {state === 'error' && (
        <div className="alert alert-error" role="alert">
          <p>No se pudieron cargar los artículos. Revisa tu conexión e inténtalo de nuevo.</p>
          <button type="button" className="btn btn-light btn-small" onClick={() => void articles.refetch()}>
            Reintentar
          </button>
        </div>
      )}
      {state === 'ready' && list?.items.length === 0 && <p className="muted blog-empty">Todavía no hay artículos publicados. Vuelve pronto.</p>}
      {state === 'ready' && list && list.items.length > 0 && (
        <>
          <ul className="blog-grid" aria-label="Artículos">
            {list.items.map((a) => (
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
