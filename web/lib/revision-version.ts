import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import {
  type RevisionEntity,
  type RevisionHistory,
  VERSION_HEADER,
} from '#common/schemas/revisions';

import { api } from './api-client.ts';

/**
 * An item's revision history (docs/decisions/034), read by the editors for the version
 * they send back and by the revisions panel. Staff only, never cached.
 */
export const revisionHistoryQuery = (entity: RevisionEntity, itemId: string) =>
  queryOptions({
    queryKey: ['revisions', entity, itemId] as const,
    queryFn: () => api.get<RevisionHistory>(`/revisions/${entity}/${itemId}`, { auth: 'staff' }),
    staleTime: 0,
  });

export function useRevisionHistory(entity: RevisionEntity, itemId: string | undefined) {
  return useQuery({ ...revisionHistoryQuery(entity, itemId ?? ''), enabled: Boolean(itemId) });
}

/**
 * The version of an item as it was when the editor opened it, kept until another item is opened:
 * a later refetch (after someone else saved) must not hide their change from the 409 check.
 * `headers` is what a save sends (`x-base-version`); undefined until the version is known.
 * An editor that stays open after its own save or restore (a card, the site settings) calls
 * `reopen()`: the version it now holds is the current one.
 */
export function useOpenedVersion(entity: RevisionEntity, itemId: string | undefined) {
  const queryClient = useQueryClient();
  const history = useRevisionHistory(entity, itemId);
  const [opened, setOpened] = useState<{ itemId: string; version: number }>();
  if (itemId && history.data?.itemId === itemId && opened?.itemId !== itemId)
    setOpened({ itemId, version: history.data.version });
  const version = itemId && opened?.itemId === itemId ? opened.version : undefined;
  async function reopen() {
    if (!itemId) return;
    try {
      const fresh = await queryClient.fetchQuery(revisionHistoryQuery(entity, itemId));
      setOpened({ itemId, version: fresh.version });
    } catch {
      // The save itself succeeded; the next history read gives the version.
      setOpened(undefined);
    }
  }
  return {
    version,
    headers: version === undefined ? undefined : { [VERSION_HEADER]: String(version) },
    reopen,
  };
}

/**
 * How a route hands an editor feature its revisions panel for the item being edited (features
 * stay apart): `onRestored` lets the editor reload what the restore changed.
 */
export type RenderHistory = (itemId: string, onRestored: () => void) => ReactNode;

/** The props of a content editor that a route gives its revisions panel. */
export interface ContentEditorProps {
  renderHistory?: RenderHistory;
}
