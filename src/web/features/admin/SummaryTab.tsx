import { Spinner } from '../../components/Spinner';
import { useAdminSummary } from './api/get-summary';
import { formatNumber } from '../../../shared/format-number';

export function SummaryTab({ onGo }: { onGo: (tab: 'empleos' | 'usuarios' | 'mensajes' | 'bitacora' | 'articulos') => void }) {
  const { data: values, isError: failed } = useAdminSummary();
  if (failed) return <div className="alert alert-error">Error de conexión o del servidor</div>;
  if (!values) return <Spinner />;
  const cards: { label: string; value: number; detail?: string; tab: Parameters<typeof onGo>[0] }[] = [
    { label: 'Usuarios', value: values.Usuarios, detail: `${values.Candidatos} candidatos · ${values.Empresas} empresas · ${values.UsuariosDeshabilitados} deshabilitados`, tab: 'usuarios' },
    { label: 'Empleos', value: values.Empleos, detail: `${values.EmpleosOcultos} ocultos`, tab: 'empleos' },
    { label: 'Mensajes de contacto', value: values.Mensajes, tab: 'mensajes' },
    { label: 'Registros en la bitácora', value: values.RegistrosBitacora, tab: 'bitacora' },
    { label: 'Artículos del blog', value: values.Articulos, tab: 'articulos' },
  ];
  return (
    <ul className="admin-stats">
      {cards.map((c) => (
        <li key={c.label} className="card">
          <button type="button" className="admin-stat" onClick={() => onGo(c.tab)}>
            <strong>{formatNumber(c.value)}</strong>
            <span>{c.label}</span>
            {c.detail && <small className="muted">{c.detail}</small>}
          </button>
        </li>
      ))}
    </ul>
  );
}
