import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import { auditActionLabel, auditRoleLabel, describeAuditEntry } from '#common/audit-entries';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '#common/schemas/audit';
import { auditText as t } from '#common/texts/audit';
import { formatDateTime } from '#common/dates';

import { Button, SelectField, TextField } from '../../components/ui/field.tsx';
import { FilterPanel, countActive } from '../../components/ui/filter-panel.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { CardsOrTable } from '../../components/ui/cards-or-table.tsx';
import { FilteredListView } from '../../components/ui/query-view.tsx';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { type AuditFilters, auditActionsQuery, useAuditPage } from './audit.queries.ts';

/**
 * One record as a sentence ('uxadmin mengaktifkan verifikasi dua langkah'), the thing linked while
 * it exists, and the stored route and target below it in small type for the investigator.
 */
function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { actor, act, thing } = describeAuditEntry({
    ...entry,
    actorName: entry.actor_name,
    subjectName: entry.subject_name,
  });
  return (
    <>
      <p className="text-slate-900">
        <span className="font-semibold">{actor}</span> {act}
        {thing ? (
          <>
            {' '}
            {entry.link ? (
              <Link
                to={entry.link}
                className="text-brand-700 font-medium underline underline-offset-2"
              >
                {thing}
              </Link>
            ) : (
              thing
            )}
          </>
        ) : null}
      </p>
      <p className="mt-0.5 font-mono text-xs break-all text-slate-500">
        <span className="sr-only">{t.technicalDetail}: </span>
        {entry.action}
        {entry.target ? ` · ${entry.target}` : ''}
      </p>
    </>
  );
}

/** /admin/audit (docs/decisions/024): the audit log with filters by person, action and date. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  // Times written out in the company's time zone ('28 November 2026 pukul 21.54', docs/decisions/058).
  const { timeZone } = usePublicConfig();
  const list = useAuditPage(filters, page);
  const actions = useQuery(auditActionsQuery());
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const change = (key: keyof AuditFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <FilterPanel activeCount={countActive({ ...filters })}>
        <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={filters.q ?? ''}
            onChange={(event) => change('q')(event.target.value)}
          />
          <TextField
            label={t.actorLabel}
            value={filters.actor ?? ''}
            onChange={(event) => change('actor')(event.target.value)}
          />
          <SelectField
            label={t.actionLabel}
            value={filters.action ?? ''}
            onChange={(event) => change('action')(event.target.value)}
          >
            <SelectOptions
              emptyLabel={t.allActions}
              options={optionsOf(actions.data ?? [], auditActionLabel)}
            />
          </SelectField>
          <TextField
            label={t.fromLabel}
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => change('from')(event.target.value)}
          />
          <TextField
            label={t.toLabel}
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => change('to')(event.target.value)}
          />
        </div>
      </FilterPanel>
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{t.total(list.data?.total ?? 0)}</span>
        <Button
          variant="secondary"
          onClick={() => {
            setFilters({});
            setPage(1);
          }}
        >
          {t.reset}
        </Button>
      </div>
      <FilteredListView query={list} texts={t} isEmpty={(result) => result.rows.length === 0}>
        {(result) => (
          <section
            aria-label={t.title}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {/* Phones: a card per record, read top to bottom; from 768 px the table. */}
            <CardsOrTable
              columns={[t.colTime, t.colEvent, t.colRole]}
              cards={result.rows.map((row) => (
                <li key={row.id} className="space-y-1 px-4 py-3 text-sm">
                  <p className="text-xs text-slate-600">
                    <time dateTime={row.created_at}>
                      {formatDateTime(row.created_at, timeZone)}
                    </time>{' '}
                    · {auditRoleLabel(row.role)}
                  </p>
                  <AuditSentence entry={row} />
                </li>
              ))}
              rows={result.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2 align-top text-slate-700 md:whitespace-nowrap">
                    <time dateTime={row.created_at}>
                      {formatDateTime(row.created_at, timeZone)}
                    </time>
                  </td>
                  <td className="min-w-44 px-3 py-2 align-top">
                    <AuditSentence entry={row} />
                  </td>
                  <td className="px-3 py-2 align-top">{auditRoleLabel(row.role)}</td>
                </tr>
              ))}
            />
          </section>
        )}
      </FilteredListView>
      <div className="flex items-center justify-center gap-3 text-sm">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t.previous}
        </Button>
        <span>{t.pageOf(page, pages)}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t.next}
        </Button>
      </div>
    </div>
  );
}
