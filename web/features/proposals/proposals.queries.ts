import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ApprovalQueueItem, Proposal, ProposalInput } from '#common/schemas/proposals';
import type { TariffAnswer } from '#common/schemas/tariffs';

import { api, apiDownload } from '../../lib/api-client.ts';

const versionsKey = (requestId: number) => ['proposals', requestId] as const;

/** GET /api/prospek/{id}/proposal: the versions of one request (docs/decisions/055). */
export function useProposals(requestId: number) {
  return useQuery({
    queryKey: versionsKey(requestId),
    queryFn: ({ signal }) =>
      api.get<Proposal[]>(`/prospek/${requestId}/proposal`, { auth: 'staff', signal }),
  });
}

/**
 * The current tariff (GET /api/penawaran/tarif): a new version is priced with it, so the editor's
 * live total uses the same figures. Shares its cache key with the estimator's query.
 */
export function useTariff() {
  return useQuery({
    queryKey: ['tarif'],
    queryFn: ({ signal }) =>
      api.get<TariffAnswer>('/penawaran/tarif', { signal, cache: 'no-cache' }),
    staleTime: 30_000,
  });
}

/** After a change: the versions, the queue and the pipeline (the stage may have moved). */
function useRefresh(requestId?: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      requestId === undefined
        ? queryClient.invalidateQueries({ queryKey: ['proposals'] })
        : queryClient.invalidateQueries({ queryKey: versionsKey(requestId) }),
      queryClient.invalidateQueries({ queryKey: ['proposal-approvals'] }),
      queryClient.invalidateQueries({ queryKey: ['prospek'] }),
    ]);
}

export function useMakeProposal(requestId: number) {
  const refresh = useRefresh(requestId);
  return useMutation({
    mutationFn: (input: ProposalInput) =>
      api.post<Proposal>(`/prospek/${requestId}/proposal`, input, { auth: 'staff' }),
    onSuccess: refresh,
  });
}

export function useApproveProposal(requestId?: number) {
  const refresh = useRefresh(requestId);
  return useMutation({
    mutationFn: (target: { requestId: number; versi: number }) =>
      api.post<Proposal>(
        `/prospek/${target.requestId}/proposal/${target.versi}/setujui`,
        undefined,
        {
          auth: 'staff',
        },
      ),
    onSuccess: refresh,
  });
}

export function useSendProposal(requestId: number) {
  const refresh = useRefresh(requestId);
  return useMutation({
    mutationFn: (versi: number) =>
      api.post<{ url: string; whatsapp: string }>(
        `/prospek/${requestId}/proposal/${versi}/kirim`,
        undefined,
        { auth: 'staff' },
      ),
    onSuccess: refresh,
  });
}

export function downloadProposalPdf(requestId: number, versi: number, kode: string) {
  return apiDownload(`/prospek/${requestId}/proposal/${versi}.pdf`, `${kode}-V${versi}.pdf`, {
    auth: 'staff',
  });
}

/** GET /api/prospek/proposal/persetujuan: versions below the minimum fee, waiting. */
export function useApprovalQueue() {
  return useQuery({
    queryKey: ['proposal-approvals'],
    queryFn: ({ signal }) =>
      api.get<ApprovalQueueItem[]>('/prospek/proposal/persetujuan', { auth: 'staff', signal }),
  });
}
