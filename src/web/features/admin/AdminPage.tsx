import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { logView } from '../../lib/activity';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { ActivityTab } from './ActivityTab';
import { ArticlesTab } from './ArticlesTab';
import { JobsTab } from './JobsTab';
import { MailsTab } from './MailsTab';
import { MessagesTab } from './MessagesTab';
import { ModerationTab } from './ModerationTab';
import { PaymentsTab } from './PaymentsTab';
import { SummaryTab } from './SummaryTab';
import { SynonymsTab } from './SynonymsTab';
import { UsersTab } from './UsersTab';
import { VerificationsTab } from './VerificationsTab';
import './admin.css';

const TABS = [
  { id: 'resumen', label: 'Resumen' },
  { id: 'empleos', label: 'Empleos' },
  { id: 'moderacion', label: 'Moderación' },
  { id: 'usuarios', label: 'Usuarios' },
  { id: 'verificaciones', label: 'Verificaciones' },
  { id: 'mensajes', label: 'Mensajes' },
  { id: 'bitacora', label: 'Bitácora' },
  { id: 'articulos', label: 'Artículos' },
  { id: 'pagos', label: 'Pagos' },
  { id: 'correos', label: 'Correos' },
  { id: 'sinonimos', label: 'Sinónimos' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /admin: staff moderate jobs and accounts, read contact messages and the activity log, watch payments and mail. */
export default function AdminPage() {
  useDocumentMeta('Administración | Chamba', 'Panel de administración de Chamba.');
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'resumen';
  useEffect(() => {
    if (role === 'admin') logView('admin', tab);
  }, [role, tab]);

  if (role !== 'admin') {
    return (
      <section className="page">
        <h1>Administración</h1>
        <div className="alert alert-info">No tienes permiso para ver esta página.</div>
      </section>
    );
  }
  return (
    <section className="page admin">
      <h1>Administración</h1>
      <div className="tabs" role="tablist" aria-label="Secciones de administración">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setParams(t.id === 'resumen' ? {} : { tab: t.id })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'resumen' && <SummaryTab onGo={(id) => setParams({ tab: id })} />}
        {tab === 'empleos' && <JobsTab />}
        {tab === 'moderacion' && <ModerationTab />}
        {tab === 'usuarios' && <UsersTab />}
        {tab === 'verificaciones' && <VerificationsTab />}
        {tab === 'mensajes' && <MessagesTab />}
        {tab === 'bitacora' && <ActivityTab />}
        {tab === 'articulos' && <ArticlesTab />}
        {tab === 'pagos' && <PaymentsTab />}
        {tab === 'correos' && <MailsTab />}
        {tab === 'sinonimos' && <SynonymsTab />}
      </div>
    </section>
  );
}
