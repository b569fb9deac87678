/**
 * POST /api/servicio/getmiempresa and /actualizardatosempresa: the company's own profile, read and
 * saved (multipart, with its images). A save shows at once on the page, the company's public page
 * and its jobs (name and logo).
 */
import { queryOptions } from '@tanstack/react-query';
import type { getMyCompanyProfile, updateCompanyProfile } from '../../../../shared/contract/profiles';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveOwnProfile } from './save-own-profile';

export const fetchCompanyProfile = (signal?: AbortSignal) => callApi<typeof getMyCompanyProfile>('POST /api/servicio/getmiempresa', [], { signal }).then(valuesOf);

export const companyProfileQuery = () => queryOptions({ queryKey: [...queryKeys.profiles, 'empresa'], queryFn: ({ signal }) => fetchCompanyProfile(signal) });

export const postCompanyProfile = (form: FormData) => callApi<typeof updateCompanyProfile>('POST /api/servicio/actualizardatosempresa', form).then(valuesOf);

export const useUpdateCompanyProfile = () => useSaveOwnProfile(companyProfileQuery().queryKey, postCompanyProfile, queryKeys.companies, queryKeys.jobs);
