/**
 * The calls of the company's team (issue 39): members and invitations, inviting, removing, and
 * the invited person's page (what the invitation says, accepting it).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { listCompanyJobs } from '../../../../shared/contract/hiring';
import type { acceptInvitation, changeMemberRole, inviteRecruiter, listRecruiters, removeRecruiter, viewInvitation } from '../../../../shared/contract/team';
import { callApi, valuesOf } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshSessionData, startSession } from '../../../lib/session-data';

export const useTeam = () =>
  useQuery({
    queryKey: [...queryKeys.team, 'miembros'],
    queryFn: ({ signal }) => callApi<typeof listRecruiters>('POST /api/servicio/listarreclutadores', {}, { signal }).then(valuesOf),
  });

/** The company's open jobs, to limit a recruiter to some of them. */
export const useTeamJobs = () =>
  useQuery({
    queryKey: [...queryKeys.jobs, 'equipo'],
    queryFn: ({ signal }) => callApi<typeof listCompanyJobs>('POST /api/servicio/listarempleosbyempresa', [], { signal }).then((r) => r.Datos ?? []),
  });

export const useInvite = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof inviteRecruiter>) => callApi<typeof inviteRecruiter>('POST /api/servicio/invitarreclutador', body),
    onSuccess: () => invalidate(queryKeys.team),
  });

export const useChangeRole = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof changeMemberRole>) => callApi<typeof changeMemberRole>('POST /api/servicio/cambiarrolreclutador', body),
    onSuccess: () => invalidate(queryKeys.team),
  });

export const useRemoveMember = () =>
  useMutation({
    mutationFn: (tcCorreo: string) => callApi<typeof removeRecruiter>('POST /api/servicio/quitarreclutador', { tcCorreo }),
    onSuccess: () => invalidate(queryKeys.team),
  });

export const useInvitation = (tcToken: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.team, 'invitacion', tcToken],
    queryFn: ({ signal }) => callApi<typeof viewInvitation>('POST /api/servicio/verinvitacion', { tcToken }, { signal }).then(valuesOf),
    enabled,
    retry: false,
  });

/** Accepts: a new account's session starts; a signed-in account re-reads its company. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: async (body: BodyOf<typeof acceptInvitation>) => {
      const reply = await callApi<typeof acceptInvitation>('POST /api/servicio/aceptarinvitacion', body);
      const { token } = valuesOf(reply);
      if (token) await startSession(token);
      else await refreshSessionData();
      return reply;
    },
  });
