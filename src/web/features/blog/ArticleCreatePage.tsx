import { useEffect } from 'react';
import { Link } from 'react-router';
import { logView } from '../../lib/activity';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { ArticleForm } from './ArticleForm';
import './blog.css';

/** /creararticulo: staff write a new article (the login guard already sent visitors to /login). */
export default function ArticleCreatePage() {
  useDocumentMeta('Crear artículo | Chamba', 'Escribe un artículo para el blog de Chamba.');
  const { role } = useSession();
  useEffect(() => logView('creararticulo'), []);
  if (role !== 'admin') {
    return (
      <section className="page">
        <h1>Crear artículo</h1>
        <div className="alert alert-info">Solo el equipo de Chamba puede escribir artículos del blog.</div>
        <Link to="/blogs">Leer el blog</Link>
      </section>
    );
  }
  return (
    <section className="page">
      <h1>Crear artículo</h1>
      <p className="muted">Escribe el artículo, elige una foto de portada y publícalo en el blog.</p>
      <ArticleForm />
    </section>
  );
}
