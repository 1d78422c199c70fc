import { jobsText as t } from '#common/texts/jobs';
import { commonText } from '#common/texts/common';

import { Button, Spinner } from '../../components/ui/field.tsx';
import { ScrollableTable } from '../../components/ui/scrollable-table.tsx';
import { TableHead } from '../../components/ui/table-head.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { useJobs, useRetryJob } from './jobs.queries.ts';

/** Outgoing mail and periodic tasks, failed first, with 'Kirim ulang' on each failed job. */
export function JobList() {
  const jobs = useJobs();
  const retry = useRetryJob();
  const { timeZone } = usePublicConfig();
  const format = (iso: string) =>
    new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );

  async function onRetry(id: number) {
    try {
      await retry.mutateAsync(id);
      await showSuccess(commonText.success, t.retried, 1500);
    } catch {
      await showError(commonText.error, t.retryFailed);
    }
  }

  if (jobs.isPending) return <Spinner label={commonText.loading} />;
  if (jobs.isError) return <p className="text-sm text-red-700">{t.loadFailed}</p>;
  if (jobs.data.length === 0) return <p className="text-sm text-slate-600">{t.empty}</p>;
  return (
    <ScrollableTable label={t.title}>
      <table className="w-full text-left text-sm">
        <TableHead
          columns={[
            t.columns.id,
            t.columns.type,
            t.columns.status,
            t.columns.attempts,
            t.columns.time,
            t.columns.error,
            <span className="sr-only">{t.retry}</span>,
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {jobs.data.map((job) => (
            <tr key={job.id} className={job.status === 'failed' ? 'bg-red-50' : undefined}>
              <td className="px-4 py-3 text-slate-500">#{job.id}</td>
              <td className="px-4 py-3 font-semibold text-slate-900">{job.type}</td>
              <td className="px-4 py-3">{t.statuses[job.status]}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {job.periodic ? job.attempts : `${job.attempts}/${job.max_attempts}`}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {format(job.status === 'queued' ? job.run_at : job.updated_at)}
              </td>
              <td className="px-4 py-3 wrap-anywhere text-slate-700">{job.last_error ?? '–'}</td>
              <td className="px-4 py-3">
                {job.status === 'failed' ? (
                  <Button
                    onClick={() => void onRetry(job.id)}
                    disabled={retry.isPending}
                    aria-label={`${t.retry} #${job.id}`}
                  >
                    {t.retry}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
