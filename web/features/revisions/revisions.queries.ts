import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  type RevisionDetail,
  type RevisionEntity,
  type RevisionHistory,
  type TrashEntry,
} from '#common/schemas/revisions';

import { api } from '../../lib/api-client.ts';

/** Revisions and the trash (docs/decisions/034): staff-only reads, never cached by the browser. */

export { useRevisionHistory } from '../../lib/revision-version.ts';

export function useRevisionDetail(entity: RevisionEntity, itemId: string, revisionId?: number) {
  return useQuery({
    queryKey: ['revisions', entity, itemId, revisionId] as const,
    queryFn: () =>
      api.get<RevisionDetail>(`/revisions/${entity}/${itemId}/${revisionId}`, { auth: 'staff' }),
    enabled: revisionId !== undefined,
    staleTime: 0,
  });
}

/** 'Pulihkan': the item's content queries (`contentKey`) refresh with the restored text. */
export function useRestoreRevision(entity: RevisionEntity, itemId: string, contentKey: unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: number; version?: number }) =>
      api.post<RevisionHistory>(
        `/revisions/${entity}/${itemId}/${revisionId}/restore`,
        { version },
        { auth: 'staff' },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['revisions', entity, itemId] }),
        queryClient.invalidateQueries({ queryKey: contentKey }),
      ]);
    },
  });
}

export const trashQuery = () =>
  queryOptions({
    queryKey: ['trash'] as const,
    queryFn: () => api.get<TrashEntry[]>('/trash', { auth: 'staff' }),
    staleTime: 0,
  });

export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<TrashEntry>(`/trash/${id}/restore`, undefined, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
