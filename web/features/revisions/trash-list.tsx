import { useQuery } from '@tanstack/react-query';

import { formatDateTime } from '#common/dates';
import { TRASH_DAYS } from '#common/schemas/revisions';
import { revisionsText as t } from '#common/texts/revisions';

import { Button, Spinner } from '../../components/ui/field.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { trashQuery, useRestoreFromTrash } from './revisions.queries.ts';

const IMAGE_FIELDS = ['photo', 'photo_url'];

/** 'Sampah' (docs/decisions/034): deleted testimonies, FAQs, tenants and gallery photos, kept 30 days. */
export function TrashList() {
  const { timeZone } = usePublicConfig();
  const trash = useQuery(trashQuery());
  const restore = useRestoreFromTrash();

  async function onRestore(id: number) {
    try {
      await restore.mutateAsync(id);
      void toast('success', t.trashRestored);
    } catch (error) {
      void toast('error', failureText(error, t.trashRestoreFailed));
    }
  }

  return (
    <section className="space-y-4">
      <p className="text-slate-600">{t.trashIntro(TRASH_DAYS)}</p>
      <QueryView
        query={trash}
        pending={<Spinner label={t.trashTitle} />}
        errorText={t.trashLoadFailed}
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            {t.trashEmpty}
          </p>
        }
      >
        {(entries) => (
          <ul className="grid gap-3">
            {entries.map((entry) => {
              const image = IMAGE_FIELDS.map((field) => entry.data[field]).find(
                (value): value is string => typeof value === 'string' && value.length > 0,
              );
              return (
                <li
                  key={entry.id}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4"
                >
                  {image ? (
                    <img src={image} alt="" className="h-16 w-16 rounded object-cover" />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {t.entities[entry.entity]}
                    </p>
                    <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                      {entry.label}
                    </p>
                    <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                      {t.deletedAt} {formatDateTime(entry.deleted_at, timeZone)}{' '}
                      {t.by(entry.deleted_by)} · {t.purgeAt}{' '}
                      {formatDateTime(entry.purge_at, timeZone)}
                    </p>
                  </div>
                  <Button
                    type="button"
                    className="self-start sm:self-center"
                    isBusy={restore.isPending && restore.variables === entry.id}
                    onClick={() => onRestore(entry.id)}
                    aria-label={`${t.restore} ${t.entities[entry.entity]} ${entry.label}`}
                  >
                    {t.restore}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
