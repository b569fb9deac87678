import { useEffect, useState } from 'react';
import type { adminSummary } from '../../../shared/contract/admin';
import { Spinner } from '../../components/Spinner';
import { api, type ApiResult } from '../../lib/api';

type Values = NonNullable<Extract<ApiResult<typeof adminSummary>, { values?: unknown }>['values']>;

export function SummaryTab({ onGo }: { onGo: (tab: 'empleos' | 'usuarios' | 'mensajes' | 'bitacora' | 'articulos') => void }) {
  const [values, setValues] = useState<Values | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    api<typeof adminSummary>('POST /api/servicio/admin/resumen', [], { signal: ctrl.signal })
      .then((res) => (res.error === 0 && 'values' in res && res.values ? setValues(res.values) : setFailed(true)))
      .catch((err) => (err as Error).name !== 'AbortError' && setFailed(true));
    return () => ctrl.abort();
  }, []);
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
            <strong>{c.value.toLocaleString('es-BO')}</strong>
            <span>{c.label}</span>
            {c.detail && <small className="muted">{c.detail}</small>}
          </button>
        </li>
      ))}
    </ul>
  );
}
