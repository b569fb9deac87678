import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useServerRender } from '../lib/server-render';
import { useSession } from '../lib/session';
import { useUnreadMessages } from '../lib/api/unread-messages';
import { UnreadBadge } from './MessagesLink';

const LINKS = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/busquedatrabajo', label: 'Empleos' },
  { to: '/contactanos', label: 'Contactanos' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/crear_mi_cv_rapido', label: 'Crear mi Cv' },
  { to: '/publicar-empleo', label: 'Publicar Empleo' },
];

/** 'Mensajes' with the unread count (issue 40); only in the client (the shell has no query client). */
function MessagesNavLink() {
  const unread = useUnreadMessages().data?.Total ?? 0;
  return (
    <NavLink to="/mensajes">
      Mensajes
      <UnreadBadge count={unread} />
    </NavLink>
  );
}

/**
 * The site's header. `shell`: the copy the HTML carries before the client runs (src/web/shell.tsx):
 * the menu button waits for the client, and the session's link keeps its room but is not shown
 * (who is signed in is known only in the browser). A page the server draws with its data
 * (decision 115) carries the same header.
 */
export function Header({ shell: shellCopy = false }: { shell?: boolean }) {
  const shell = useServerRender() || shellCopy;
  const { token, role } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label="Chamba, inicio">
          <img src="/icons/favicon.svg" alt="" width="32" height="32" />
          <span>Chamba</span>
        </Link>
        <button type="button" className="menu-toggle" aria-disabled={shell || undefined} aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen(!open)}>
          <span aria-hidden="true">☰</span> Menú
        </button>
        <nav id="main-nav" className={`main-nav${open ? ' open' : ''}`} aria-label="Principal" onClick={() => setOpen(false)}>
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          ))}
          {!shell && token && (role === 'candidato' || role === 'empresa') && <MessagesNavLink />}
          {token ? (
            <NavLink to="/Dashboard" className="btn btn-primary nav-cta">
              Admin / Dashboard
            </NavLink>
          ) : (
            <NavLink to="/login" className={`btn btn-primary nav-cta${shell ? ' shell-pending' : ''}`} aria-hidden={shell || undefined} tabIndex={shell ? -1 : undefined}>
              Iniciar sesión
            </NavLink>
          )}
        </nav>
      </div>
    </header>
  );
}
