import { startTransition, useOptimistic, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { addDays, todayIn } from '#common/dates';
import {
  CREDENTIAL_DOCUMENTS,
  type Credential,
  credentialIssues,
  MAX_ENDS_WITHIN_DAYS,
} from '#common/schemas/credentials';
import { DOCUMENT_LABELS } from '#common/guard-hiring-values';
import { commonText } from '#common/texts/common';
import { credentialsText as t } from '#common/texts/credentials';

import { ExportButton } from '../../components/ui/export-button.tsx';
import { Button, TextField } from '../../components/ui/field.tsx';
import { FilterPanel } from '../../components/ui/filter-panel.tsx';
import { FilteredListView } from '../../components/ui/query-view.tsx';
import { CardsOrTable } from '../../components/ui/cards-or-table.tsx';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { downloadCredentialsCsv, useCredentials } from './credentials.queries.ts';

/** `berakhir_dalam` of the address, when it is a whole number of days the API accepts. */
function parseDays(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const days = Number(value);
  return days <= MAX_ENDS_WITHIN_DAYS ? days : undefined;
}

/** Days from `today` to `day` (negative once past). */
const daysUntil = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** A date that ends, flagged when it has ended or ends within 60 days. */
function EndDate({ label, day, today }: { label: string; day: string; today: string }) {
  const days = daysUntil(today, day);
  const tone =
    days < 0
      ? 'bg-red-100 text-red-800'
      : days <= 60
        ? 'bg-amber-100 text-amber-900'
        : 'text-slate-600';
  return (
    <span className="block">
      {label}
      {days <= 60 ? (
        <span
          className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
        >
          {days < 0 ? t.expired : t.endsSoon(days)}
        </span>
      ) : null}
    </span>
  );
}

function Gada({ row }: { row: Credential }) {
  return <>{row.gada_tingkat ? t.gadaValue(row.gada_tingkat, row.gada_nomor) : t.none}</>;
}

function Kta({ row, today }: { row: Credential; today: string }) {
  if (!row.kta_nomor && !row.kta_berlaku_sampai) return <>{t.none}</>;
  return (
    <>
      {row.kta_nomor ? <span className="block">{row.kta_nomor}</span> : null}
      {row.kta_berlaku_sampai ? (
        <EndDate
          label={t.ktaUntil(row.kta_berlaku_sampai)}
          day={row.kta_berlaku_sampai}
          today={today}
        />
      ) : null}
    </>
  );
}

function Skck({ row, today }: { row: Credential; today: string }) {
  if (!row.skck_tanggal || !row.skck_berlaku_sampai) return <>{t.none}</>;
  return (
    <>
      <span className="block">{t.dated(row.skck_tanggal)}</span>
      <EndDate
        label={t.skckUntil(row.skck_berlaku_sampai)}
        day={row.skck_berlaku_sampai}
        today={today}
      />
    </>
  );
}

const STATE_TONE = {
  belum: 'bg-amber-100 text-amber-900',
  sah: 'bg-green-100 text-green-900',
  ditolak: 'bg-red-100 text-red-900',
} as const;

/**
 * Each credential document's verification, and what staff must act on (a rejected or unchecked
 * document, a credential without an end date; docs/decisions/052-guard-document-loop.md).
 */
function Verification({ row }: { row: Credential }) {
  const issues = credentialIssues(row).filter((issue) => issue.kind === 'tanpa_akhir');
  const checked = CREDENTIAL_DOCUMENTS.filter((jenis) => row.verifikasi[jenis] !== null);
  if (checked.length === 0 && issues.length === 0) return <>{t.none}</>;
  return (
    <ul className="flex flex-wrap gap-1">
      {checked.map((jenis) => {
        const state = row.verifikasi[jenis]!;
        return (
          <li
            key={jenis}
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`}
          >
            {t.verificationLine(DOCUMENT_LABELS[jenis], t.verificationStates[state])}
          </li>
        );
      })}
      {issues.map((issue) => (
        <li
          key={issue.jenis}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE.belum}`}
        >
          {t.noEndDate(issue.jenis === 'kta' ? 'KTA' : 'SKCK')}
        </li>
      ))}
    </ul>
  );
}

const nameLink = (row: Credential) => (
  <Link
    to={`/admin/pelamar/${row.pelamar_id}`}
    className="text-brand-700 font-semibold underline underline-offset-2"
  >
    {row.nama}
  </Link>
);

/**
 * /admin/kredensial (docs/decisions/047-credential-register.md): accepted applicants' Gada, KTA,
 * SKCK and health certificate, soonest to end first; a card per person on phones, a table from
 * 768 px; the 'berakhir dalam N hari' filter lives in the address, so the weekly mail links to it.
 */
export function CredentialRegister() {
  const [params, setParams] = useSearchParams();
  const applied = parseDays(params.get('berakhir_dalam'));
  const needsAction = params.get('perlu_tindakan') === '1';
  // The box answers the click at once: the router applies a new address inside a transition, and
  // a box bound to the address alone would stay unticked until the new list has loaded.
  const [isNeedsActionTicked, tickNeedsAction] = useOptimistic(needsAction);
  const filters = { endsWithin: applied, needsAction };
  const [typed, setTyped] = useState(params.get('berakhir_dalam') ?? '');
  const [error, setError] = useState<string>();
  const list = useCredentials(filters);
  /** The address keeps both filters, so the weekly mail's links and a reload show the same list. */
  const applyFilters = (days: string, isNeedsAction: boolean) =>
    setParams(
      {
        ...(days === '' ? {} : { berakhir_dalam: days }),
        ...(isNeedsAction ? { perlu_tindakan: '1' } : {}),
      },
      { replace: true },
    );
  // The company's today, as the server counts the days (TIME_ZONE).
  const today = todayIn(usePublicConfig().timeZone);

  const onFilter = (event: React.FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value !== '' && parseDays(value) === undefined) {
      setError(t.endsWithinInvalid);
      return;
    }
    setError(undefined);
    applyFilters(value, needsAction);
  };

  return (
    <div className="space-y-4">
      <FilterPanel activeCount={(applied === undefined ? 0 : 1) + (needsAction ? 1 : 0)}>
        <form
          onSubmit={onFilter}
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="w-full sm:w-64">
            <TextField
              label={t.endsWithinLabel}
              inputMode="numeric"
              value={typed}
              error={error}
              hint={t.endsWithinHint}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" className="min-h-11">
            {commonText.filterToggle}
          </Button>
          {/* Applied at once, like the applicant list's check boxes. */}
          <label className="flex min-h-11 items-center gap-2 self-end text-sm text-slate-800">
            <input
              type="checkbox"
              checked={isNeedsActionTicked}
              onChange={(event) => {
                const isTicked = event.target.checked;
                startTransition(() => {
                  tickNeedsAction(isTicked);
                  applyFilters(applied === undefined ? '' : String(applied), isTicked);
                });
              }}
              className="accent-brand-700 h-6 w-6"
            />
            {t.needsActionLabel}
          </label>
        </form>
      </FilterPanel>
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <span>
          {t.total(list.data?.length ?? 0)}
          {applied !== undefined ? ` · ${t.filteredUntil(applied, addDays(today, applied))}` : ''}
          {needsAction ? ` · ${t.needsActionShort}` : ''}
        </span>
        <ExportButton download={() => downloadCredentialsCsv(filters)} failedText={t.exportFailed}>
          {t.exportCsv}
        </ExportButton>
      </div>
      <FilteredListView query={list} texts={t}>
        {(rows) => (
          <section
            aria-label={t.title}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {/* Phones: one card per person; wider screens: a table. */}
            <CardsOrTable
              columns={[
                t.columns.name,
                t.columns.position,
                t.columns.gada,
                t.columns.kta,
                t.columns.skck,
                t.columns.suratSehat,
                t.columns.verification,
              ]}
              cards={rows.map((row) => (
                <li key={row.pelamar_id} className="space-y-1 px-4 py-3 text-sm text-slate-700">
                  <p>
                    {nameLink(row)} <span className="text-slate-500">· {row.posisi}</span>
                  </p>
                  <dl className="grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1">
                    <dt className="text-slate-500">{t.columns.gada}</dt>
                    <dd>
                      <Gada row={row} />
                    </dd>
                    <dt className="text-slate-500">{t.columns.kta}</dt>
                    <dd>
                      <Kta row={row} today={today} />
                    </dd>
                    <dt className="text-slate-500">{t.columns.skck}</dt>
                    <dd>
                      <Skck row={row} today={today} />
                    </dd>
                    <dt className="text-slate-500">{t.columns.suratSehat}</dt>
                    <dd>{row.surat_sehat_tanggal ? t.dated(row.surat_sehat_tanggal) : t.none}</dd>
                    <dt className="text-slate-500">{t.columns.verification}</dt>
                    <dd>
                      <Verification row={row} />
                    </dd>
                  </dl>
                </li>
              ))}
              rows={rows.map((row) => (
                <tr key={row.pelamar_id} className="align-top hover:bg-slate-50">
                  <td className="px-4 py-3">{nameLink(row)}</td>
                  <td className="px-4 py-3 text-slate-700">{row.posisi}</td>
                  <td className="px-4 py-3 text-slate-700">
                    <Gada row={row} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <Kta row={row} today={today} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <Skck row={row} today={today} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {row.surat_sehat_tanggal ? t.dated(row.surat_sehat_tanggal) : t.none}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <Verification row={row} />
                  </td>
                </tr>
              ))}
            />
          </section>
        )}
      </FilteredListView>
    </div>
  );
}
