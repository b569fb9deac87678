/**
 * POST /api/servicio/getmiperfil and /actualizardatoscandidato: the candidate's own profile, read
 * and saved (multipart, with the photo). A save shows at once on the page and on the public profile.
 */
import { queryOptions } from '@tanstack/react-query';
import type { getMyCandidateProfile, updateCandidateProfile } from '../../../../shared/contract/profiles';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveOwnProfile } from './save-own-profile';

export const fetchCandidateProfile = (signal?: AbortSignal) => callApi<typeof getMyCandidateProfile>('POST /api/servicio/getmiperfil', [], { signal }).then(valuesOf);

export const candidateProfileQuery = () => queryOptions({ queryKey: [...queryKeys.profiles, 'candidato'], queryFn: ({ signal }) => fetchCandidateProfile(signal) });

export const postCandidateProfile = (form: FormData) => callApi<typeof updateCandidateProfile>('POST /api/servicio/actualizardatoscandidato', form).then(valuesOf);

export const useUpdateCandidateProfile = () => useSaveOwnProfile(candidateProfileQuery().queryKey, postCandidateProfile, queryKeys.candidates);
