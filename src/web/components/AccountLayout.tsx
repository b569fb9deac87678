import { Suspense } from 'react';
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { endSession } from '../lib/session-data';
import { pathAfterSignOut, useSession, type Session, type Role } from '../lib/session';
import { Spinner } from './Spinner';
import { UnreadBadge } from './MessagesLink';
import { useUnreadMessages } from '../lib/api/unread-messages';

type Item = { to: string; label: string };

/** The side menu of each role, as the spec lists it; staff get the 'Todos los ...' labels. */
export function menuFor(role: Role, s: Session): Item[] {
  const admin = role === 'admin';
  if (role === 'empresa') {
    // A recruiter sees the company area without the administrators' items (issue 39); a recruiter
    // limited to some jobs does not create jobs either.
    const companyAdmin = s.company?.RolEquipo !== 'reclutador';
    const allJobs = companyAdmin || !s.company?.EmpleosLimitados;
    const items: (Item | false)[] = [
      { to: '/Dashboard', label: 'Dashboard' },
      { to: '/misempleos', label: 'Mis Empleos' },
      { to: '/listaempleos', label: 'Empleos y postulantes' },
      { to: '/mensajes', label: 'Mensajes' },
      { to: '/plantillas-respuesta', label: 'Plantillas de respuesta' },
      { to: '/busquedacandidato', label: 'Buscar candidatos' },
      { to: '/plantillas-mensajes', label: 'Mensajes a candidatos' },
      { to: '/revisioncv', label: 'Análisis automático de CV con IA' },
      allJobs && { to: '/crearempleo', label: 'Crear Empleo' },
      companyAdmin && { to: '/equipo', label: 'Equipo' },
      companyAdmin && { to: '/saldo', label: 'Saldo y paquetes' },
      companyAdmin && { to: '/mis-pagos', label: 'Mis pagos' },
      { to: `/detalleempresa/${s.company?.EmpresaCodigo ?? ''}`, label: 'Mi perfil de empresa' },
      companyAdmin && { to: '/miperfilempresa', label: 'Actualizar perfil de empresa' },
      { to: '/micuenta', label: 'Mi cuenta' },
    ];
    return items.filter((i): i is Item => Boolean(i));
  }
  if (role === 'candidato') {
    return [
      { to: '/Dashboard', label: 'Dashboard' },
      { to: '/mispostulaciones', label: 'Mis Postulaciones' },
      { to: '/mensajes', label: 'Mensajes' },
      { to: '/empleosguardados', label: 'Empleos guardados' },
      { to: '/misalertas', label: 'Mis alertas' },
      { to: '/listacurriculum', label: 'Currículums' },
      { to: '/crearcurriculum', label: 'Crear Currículum' },
      { to: '/mis-pagos', label: 'Mis pagos' },
      { to: `/detallecandidato/${s.candidate?.CandidatoCodigo ?? ''}`, label: 'Mi Perfil' },
      { to: '/miperfil', label: 'Actualizar perfil' },
      { to: '/micuenta', label: 'Mi cuenta' },
    ];
  }
  if (admin) {
    return [
      { to: '/Dashboard', label: 'Dashboard' },
      { to: '/misempleos', label: 'Todos los empleos' },
      { to: '/listacurriculum', label: 'Todos los currículums' },
      { to: '/admin', label: 'Administración' },
      { to: '/creararticulo', label: 'Crear artículo del blog' },
      { to: '/micuenta', label: 'Mi cuenta' },
    ];
  }
  return [{ to: '/Dashboard', label: 'Dashboard' }];
}

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await endSession();
    navigate('/login');
  };
}

/** Pages behind login: the side menu beside the page. A visitor goes to /login. */
export function AccountLayout() {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const unread = useUnreadMessages().data?.Total ?? 0;
  if (!session.token) return <Navigate to={pathAfterSignOut()} replace state={{ from: location.pathname }} />;
  return (
    <div className="container account">
      <aside className="side-menu" aria-label="Menú de la cuenta">
        <p className="side-user">
          <strong>{session.company?.Nombre ?? session.candidate?.Nombre ?? session.user?.Nombre ?? 'Mi cuenta'}</strong>
        </p>
        <nav>
          {menuFor(session.role, session).map((i) => (
            <NavLink key={i.to} to={i.to} end>
              {i.label}
              {i.to === '/mensajes' && <UnreadBadge count={unread} />}
            </NavLink>
          ))}
          <button type="button" className="link-button" onClick={logout}>
            Cerrar sesión
          </button>
        </nav>
      </aside>
      <section className="account-main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
