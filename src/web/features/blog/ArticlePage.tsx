import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { BLOG_MESSAGES, decodeBase64Utf8 } from '../../../shared/contract/blog-text';
import { Spinner } from '../../components/Spinner';
import { logView } from '../../lib/activity';
import { ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/meta';
import { readState } from '../../lib/read-state';
import { useSession } from '../../lib/session';
import { useArticle } from './api/get-article';
import { ArticleCover } from './ArticleCover';
import { longDate, tagList } from './format';
import './blog.css';

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { role } = useSession();
  const isStaff = role === 'admin';
  const query = useArticle(slug, isStaff);
  useEffect(() => logView('detalle-articulo', slug), [slug]);
  // The server's refusal means no such article; no answer at all is worth a retry.
  const loaded = readState(query);
  const status = loaded === 'error' && query.error instanceof ApiError ? 'not-found' : loaded;
  const article = status === 'ready' ? query.data : undefined;
  const body = useMemo(() => (article ? (decodeBase64Utf8(article.DescripcionLarga) ?? '') : ''), [article]);

  const [title, description] = article
    ? [`${article.Titulo} | Blog de Chamba`, article.Resumen]
    : status === 'not-found'
      ? [BLOG_MESSAGES.notFound, BLOG_MESSAGES.notFoundDescription]
      : status === 'error'
        ? [BLOG_MESSAGES.loadError, BLOG_MESSAGES.loadErrorDescription]
        : [null, null];
  useDocumentMeta(title, description);

  if (status === 'not-found' || status === 'error') {
    return (
      <section className="container page center">
        <h1>{status === 'not-found' ? BLOG_MESSAGES.notFound : 'No se pudo cargar el artículo'}</h1>
        <p className="muted">{status === 'not-found' ? BLOG_MESSAGES.notFoundDescription : BLOG_MESSAGES.loadErrorDescription}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          {status === 'error' && (
            <button type="button" className="btn btn-light" onClick={() => void query.refetch()}>
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
  if (!article) return <Spinner label="Cargando artículo..." />;

  const a = article;
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
