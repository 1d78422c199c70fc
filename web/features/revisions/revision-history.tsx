import { useState } from 'react';

import { type RevisionEntity } from '#common/schemas/revisions';
import { formatDateTime } from '#common/dates';
import { revisionsText as t } from '#common/texts/revisions';

import { Button, Spinner } from '../../components/ui/field.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { confirmAction, toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import type { RenderHistory } from '../../lib/revision-version.ts';
import { RevisionDiff } from './revision-diff.tsx';
import { useRestoreRevision, useRevisionDetail, useRevisionHistory } from './revisions.queries.ts';

/**
 * The panel as an editor's `renderHistory`: one per item (a new item starts with nothing
 * selected), with the editor's content queries under `contentKey`.
 */
export const historyPanel =
  (entity: RevisionEntity, contentKey: unknown[]): RenderHistory =>
  (itemId, onRestored) => (
    <RevisionHistory
      key={itemId}
      entity={entity}
      itemId={itemId}
      contentKey={contentKey}
      onRestored={onRestored}
    />
  );

/**
 * 'Riwayat Revisi' of one item (docs/decisions/034): who changed it and when, newest first; 'Bandingkan'
 * shows a revision beside the current text and 'Pulihkan' makes it current again (a new revision
 * itself). `contentKey` is the query the editor shows, refreshed after a restore.
 */
export function RevisionHistory({
  entity,
  itemId,
  contentKey,
  onRestored,
}: {
  entity: RevisionEntity;
  itemId: string;
  contentKey: unknown[];
  onRestored?: () => void;
}) {
  const { timeZone } = usePublicConfig();
  const history = useRevisionHistory(entity, itemId);
  const restore = useRestoreRevision(entity, itemId, contentKey);
  const [selected, setSelected] = useState<number>();
  const detail = useRevisionDetail(entity, itemId, selected);

  async function onRestore(revisionId: number) {
    if (!(await confirmAction(t.restoreConfirmTitle, t.restoreConfirmText))) return;
    try {
      await restore.mutateAsync({ revisionId, version: history.data?.version });
      setSelected(undefined);
      onRestored?.();
      void toast('success', t.restored);
    } catch (error) {
      void toast('error', failureText(error, t.restoreFailed));
    }
  }

  // The rows follow the panel's width, not the screen's: it sits in a narrow column beside a list.
  return (
    <TitledSection
      title={t.panelTitle}
      className="@container rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      <p className="mt-1 text-sm text-slate-600">{t.panelIntro}</p>
      {history.isPending ? (
        <Spinner className="mt-4 h-6 w-6" label={t.panelTitle} />
      ) : history.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {t.loadFailed}
        </p>
      ) : history.data.revisions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t.noRevisions}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200">
          {history.data.revisions.map((revision, index) => (
            <li
              key={revision.id}
              className="flex flex-col gap-2 py-3 @lg:flex-row @lg:items-center @lg:gap-x-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {t.actions[revision.action] ?? revision.action}
                  {index === 0 ? ` · ${t.current}` : ''}
                </p>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                  <time dateTime={revision.created_at}>
                    {formatDateTime(revision.created_at, timeZone)}
                  </time>{' '}
                  {t.by(revision.actor)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  aria-pressed={selected === revision.id}
                  onClick={() => setSelected(selected === revision.id ? undefined : revision.id)}
                >
                  {t.compare}
                </Button>
                {index > 0 && history.data.current ? (
                  <Button
                    type="button"
                    isBusy={restore.isPending && restore.variables?.revisionId === revision.id}
                    onClick={() => onRestore(revision.id)}
                  >
                    {t.restore}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div aria-live="polite">
        {selected !== undefined && detail.data ? (
          <div className="mt-4 border-t border-slate-200 pt-4">
            <h3 className="mb-2 font-semibold text-slate-900">{t.compareTitle}</h3>
            <RevisionDiff revision={detail.data.data} current={detail.data.current} />
          </div>
        ) : null}
      </div>
    </TitledSection>
  );
}
