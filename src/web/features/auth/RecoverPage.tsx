import { useDocumentMeta } from '../../lib/meta';
import { RecoverForm } from './RecoverForm';

export default function RecoverPage() {
  useDocumentMeta('Recuperar cuenta | Chamba', 'Recupera el acceso a tu cuenta de Chamba con un código enviado a tu correo.');
  return (
    <section className="container page auth-page">
      <h1>Recuperar cuenta</h1>
      <div className="card">
        <RecoverForm />
      </div>
    </section>
  );
}
