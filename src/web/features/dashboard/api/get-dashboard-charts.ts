/** POST /api/servicio/graficasdashboard: the company's (the staff: everyone's) figures and charts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getDashboardCharts } from '../../../../shared/contract/dashboard';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchDashboardCharts = (signal?: AbortSignal) =>
  callApi<typeof getDashboardCharts>('POST /api/servicio/graficasdashboard', [], { signal }).then((r) => r.Datos ?? null);

// The account's own figures: a refusal ends the session.
export const dashboardChartsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.dashboard, 'graficas'], queryFn: ({ signal }) => fetchDashboardCharts(signal), meta: { signOutOnRefusal: true } });

export const useDashboardCharts = () => useQuery(dashboardChartsQuery());
