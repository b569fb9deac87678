import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useDocumentMeta } from '../../lib/meta';
import { useReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { LoginForm } from './LoginForm';
import { RecoverForm } from './RecoverForm';
import { RegisterForm } from './RegisterForm';

const TABS = [
  { id: 'ingresar', label: 'Iniciar sesión' },
  { id: 'candidato', label: 'Crear cuenta de candidato' },
  { id: 'empresa', label: 'Crear cuenta de empresa' },
  { id: 'recuperar', label: 'Recuperar cuenta' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function LoginPage() {
  const { token } = useSession();
  const returnTo = useReturnTo();
  const initial = (new URLSearchParams(window.location.search).get('tab') as TabId) ?? 'ingresar';
  const [tab, setTab] = useState<TabId>(TABS.some((t) => t.id === initial) ? initial : 'ingresar');
  useDocumentMeta('Ingresar | Chamba', 'Inicia sesión o crea tu cuenta de candidato o de empresa en Chamba.');
  // Signed in (now, or already): on to the page that sent the person here, else the dashboard.
  if (token) return <Navigate to={returnTo ?? '/Dashboard'} replace />;
  return (
    <section className="container page auth-page">
      <h1>Bienvenido a Chamba</h1>
      <div className="tabs" role="tablist" aria-label="Acceso">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" id={`tab-${t.id}`} aria-selected={tab === t.id} aria-controls={`panel-${t.id}`} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      <div className="card" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'ingresar' && <LoginForm />}
        {tab === 'candidato' && <RegisterForm kind="candidato" />}
        {tab === 'empresa' && <RegisterForm kind="empresa" />}
        {tab === 'recuperar' && <RecoverForm />}
      </div>
      <p className="center">
        ¿Olvidaste tu contraseña? <Link to="/recuperarcuenta">Recupera tu cuenta</Link>
      </p>
    </section>
  );
}
