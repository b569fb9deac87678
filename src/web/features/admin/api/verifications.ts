/** Staff's verification requests (decision trust.md): the list, and verify / unverify a company. */
import { useQuery } from '@tanstack/react-query';
import type { adminListVerifications, adminVerifyCompany } from '../../../../shared/contract/verification';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminListQuery } from './admin-list-query';
import { useAdminAction } from './admin-action';

type Filters = { tcEstado: 'pendiente' | 'todas'; tnPagina: number };

export const fetchVerifications = (filters: Filters, signal?: AbortSignal) =>
  callApi<typeof adminListVerifications>('POST /api/servicio/admin/solicitudesverificacion', filters, { signal }).then(valuesOf);

export const useVerifications = (filters: Filters) => useQuery(adminListQuery('verificaciones', filters, (signal) => fetchVerifications(filters, signal)));

export const postVerify = (change: { tcCodigoEmpresa: string; tnVerificada: 0 | 1 }) => callApi<typeof adminVerifyCompany>('POST /api/servicio/admin/verificarempresa', change);

/** The badge shows on job cards and pages and the company page: they are read again. */
export const useVerifyCompany = () => useAdminAction(postVerify, queryKeys.jobs, queryKeys.companies);
