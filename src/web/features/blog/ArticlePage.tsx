import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ArticleDetail, getArticuloPorSlug, getDetalleArticulo } from '../../../shared/contract/blog';
import { BLOG_MESSAGES, decodeBase64Utf8 } from '../../../shared/contract/blog-text';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { api } from '../../lib/api';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { ArticleCover } from './ArticleCover';
import { longDate, tagList } from './format';
import './blog.css';

type State = { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; article: ArticleDetail };

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { role } = useSession();
  const isStaff = role === 'admin';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    // Staff also read articles scheduled for a later date (with the token); everyone else uses
    // the public GET, which the installed app can keep for offline reading.
    const request = isStaff
      ? api<typeof getDetalleArticulo>('POST /api/servicio/getdetallearticulo', { tcSlug: slug }, { signal: ctrl.signal })
      : api<typeof getArticuloPorSlug>('GET /api/servicio/articulos/{tcSlug}', undefined, { params: { tcSlug: slug }, token: null, signal: ctrl.signal });
    request
      .then((res) => {
        if (res.error !== 0 || !('values' in res) || !res.values) return setState({ status: 'not-found' });
        setState({ status: 'ready', article: res.values });
      })
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    logView('detalle-articulo', slug);
    return () => ctrl.abort();
  }, [slug, isStaff, retry]);

  const article = state.status === 'ready' ? state.article : null;
  const body = useMemo(() => (article ? (decodeBase64Utf8(article.DescripcionLarga) ?? '') : ''), [article]);

  const title =
    state.status === 'ready'
      ? `${state.article.Titulo} | Blog de Chamba`
      : state.status === 'not-found'
        ? BLOG_MESSAGES.notFound
        : state.status === 'error'
          ? BLOG_MESSAGES.loadError
          : null;
  const description =
    state.status === 'ready'
      ? state.article.Resumen
      : state.status === 'not-found'
        ? BLOG_MESSAGES.notFoundDescription
        : state.status === 'error'
          ? BLOG_MESSAGES.loadErrorDescription
          : null;
  useDocumentMeta(title, description);

  if (state.status === 'loading') return <Spinner label="Cargando artículo..." />;
  if (state.status === 'not-found' || state.status === 'error') {
    return (
      <section className="container page center">
        <h1>{state.status === 'not-found' ? BLOG_MESSAGES.notFound : 'No se pudo cargar el artículo'}</h1>
        <p className="muted">{state.status === 'not-found' ? BLOG_MESSAGES.notFoundDescription : BLOG_MESSAGES.loadErrorDescription}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          {state.status === 'error' && (
            <button type="button" className="btn btn-light" onClick={() => setRetry((n) => n + 1)}>
              Reintentar
            </button>
          )}
          <Link className="btn btn-primary" to="/blogs">
            Ver todos los artículos
          </Link>
        </div>
      </section>
    );
  }

  const a = state.article;
  const tags = tagList(a.Etiquetas);
  return (
    <article className="container page blog-article">
      <nav aria-label="Ruta de navegación" className="breadcrumb">
        <Link to="/">Inicio</Link> / <Link to="/blogs">Blog</Link>
      </nav>
      <header className="blog-article-head">
        {a.Categoria && <span className="badge badge-brand">{a.Categoria}</span>}
        <p className="blog-article-date">
          <time dateTime={a.Fecha}>{longDate(a.Fecha)}</time>
        </p>
        <h1>{a.Titulo}</h1>
        <p className="blog-article-lead">{a.DescripcionCorta}</p>
        <p className="muted">Por {a.Autor || 'Equipo Chamba'}</p>
        {isStaff && (
          <Link className="btn btn-light btn-small" to={`/editar-articulo/${a.Articulo}`}>
            Editar artículo
          </Link>
        )}
      </header>
      {a.UrlImagenArticulo && <ArticleCover src={a.UrlImagenArticulo} title={a.Titulo} className="blog-article-cover" />}
      {/* Sanitised by the server with an allowlist when saved and again when served. */}
      <div className="blog-body" dangerouslySetInnerHTML={{ __html: body }} />
      {tags.length > 0 && (
        <footer className="blog-tags">
          <h2 className="visually-hidden">Etiquetas</h2>
          <ul className="chips" aria-label="Etiquetas">
            {tags.map((t) => (
              <li key={t} className="chip blog-tag">
                {t}
              </li>
            ))}
          </ul>
        </footer>
      )}
      <p>
        <Link to="/blogs">← Volver al blog</Link>
      </p>
    </article>
  );
}
