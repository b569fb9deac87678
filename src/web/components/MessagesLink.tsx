import { Link } from 'react-router';
import { useUnreadOf } from '../lib/api/unread-messages';
import { useSession } from '../lib/session';

/** The link to an application's messages, with its unread count (issue 40): candidates' and companies' lists. */
export function MessagesLink({ postulacion, with: other }: { postulacion: number; with: string }) {
  const unread = useUnreadOf(postulacion);
  // Staff see applicants too, but a thread is the candidate's and the company's alone.
  const { role } = useSession();
  if (role !== 'candidato' && role !== 'empresa') return null;
  const said = unread ? `, ${unread} sin leer` : '';
  return (
    <Link className="btn btn-light btn-small" to={`/mensajes/${postulacion}`} aria-label={`Mensajes con ${other}${said}`}>
      Mensajes{unread > 0 && <span className="count-badge" aria-hidden="true">{unread}</span>}
    </Link>
  );
}

/** A menu entry's unread count: nothing when there is none. */
export function UnreadBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="count-badge">
      {count}
      <span className="visually-hidden"> sin leer</span>
    </span>
  );
}
