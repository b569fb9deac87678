import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompanyJob, listCompanyJobs } from '../../../shared/contract/hiring';
import { loadOwnList } from '../../lib/own-list';

/** The company's own jobs from the server (the admin: all jobs), with reload. */
export function useCompanyJobs() {
  const navigate = useNavigate();
  const [jobs, setJobs] = useState<CompanyJob[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    loadOwnList<typeof listCompanyJobs, CompanyJob[]>('POST /api/servicio/listarempleosbyempresa', () => navigate('/login'), { signal: ctrl.signal }).then(
      (list) => {
        if (!ctrl.signal.aborted) setJobs(list ?? []);
      },
    );
    return () => ctrl.abort();
  }, [navigate, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const remove = useCallback((codigo: string) => setJobs((list) => (list ? list.filter((j) => j.CodigoEmpleo !== codigo) : list)), []);
  return { jobs, reload, remove };
}

/** Badge class of a job state: 1 Pendiente, 2 Completado, 3 Vencido. */
export const stateBadge = (estado: number) => (estado === 2 ? 'badge-success' : estado === 3 ? 'badge-danger' : 'badge-warning');
