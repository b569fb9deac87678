import { Link } from 'react-router';
import { useDocumentMeta } from '../lib/meta';

export default function NotFoundPage() {
  useDocumentMeta('Página no encontrada | Chamba', 'La página que buscas no existe.');
  return (
    <section className="container page center">
      <h1>Página no encontrada</h1>
      <p>La dirección que abriste no existe o ya no está disponible.</p>
      <Link className="btn btn-primary" to="/">
        Volver al inicio
      </Link>
    </section>
  );
}
