/** What the company's two lists of its jobs (/misempleos, /listaempleos) share. */
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useSession } from '../../lib/session';

/** The list's title, and beside it 'Crear empleo' for a company (staff read the list too). */
export function CompanyJobsHeading({ title }: { title: string }) {
  const { role } = useSession();
  return (
    <div className="spread">
      <h1>{title}</h1>
      {role === 'empresa' && (
        <Link className="btn btn-primary" to="/crearempleo">
          Crear empleo
        </Link>
      )}
    </div>
  );
}

/** A company with no job yet. */
export function NoJobsYet() {
  return (
    <EmptyState to="/crearempleo" action="Crear mi primer empleo">
      Aún no has publicado empleos.
    </EmptyState>
  );
}
