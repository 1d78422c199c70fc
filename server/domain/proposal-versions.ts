import type { Kysely, Selectable } from 'kysely';

import { addDays } from '#common/dates';
import type { Estimate, PostInput } from '#common/pricing';
import type { Proposal, ProposalStatus } from '#common/schemas/proposals';

import type { DB, ProposalsTable } from '../db/schema.ts';
import { zonedToUtc } from '../lib/dates.ts';
import { proposalToken, proposalUrl } from './proposal-links.ts';

/**
 * Proposal versions as staff see them (docs/decisions/055): the proposals feature and the
 * pipeline's detail (GET /api/prospek/{id}, its `proposal`) both list them here.
 */

/** A version's row without the PDF bytes (read only where they are served). */
export type ProposalRow = Omit<Selectable<ProposalsTable>, 'pdf'>;

export const PROPOSAL_COLUMNS = [
  'id',
  'quote_request_id',
  'versi',
  'tariff_id',
  'pos',
  'upah',
  'fee_persen',
  'berlaku_hari',
  'berlaku_sampai',
  'catatan',
  'estimasi',
  'total',
  'perlu_persetujuan',
  'disetujui_oleh',
  'disetujui_at',
  'created_by',
  'created_at',
  'dikirim_oleh',
  'dikirim_at',
  'token_hash',
  'token_nonce',
  'pdf_sha256',
  'dibuka_pertama_at',
  'dibuka_terakhir_at',
  'jawaban',
  'dijawab_at',
  'penerima_nama',
  'penerima_jabatan',
  'penerima_ip',
  'penerima_user_agent',
  'penerima_pdf_sha256',
  'alasan_tolak',
] as const satisfies readonly (keyof ProposalRow)[];

/** The request's fields a proposal shows or needs. */
export const REQUEST_COLUMNS = [
  'id',
  'kode',
  'perusahaan',
  'nama',
  'jabatan',
  'email',
  'alamat_lokasi',
  'layanan',
  'kota',
  'pos',
  'tariff_id',
  'tahap',
  'created_at',
] as const;

/** Where a version stands, from its row, the newest sent version of its request and the time. */
export function proposalStatus(
  row: Pick<ProposalRow, 'versi' | 'jawaban' | 'dikirim_at' | 'perlu_persetujuan' | 'disetujui_at'>,
  context: { newestSentVersi: number | null; isExpired: boolean },
): ProposalStatus {
  if (row.jawaban === 'diterima' || row.jawaban === 'ditolak') return row.jawaban;
  if (row.dikirim_at && context.newestSentVersi !== null && context.newestSentVersi > row.versi)
    return 'diganti';
  if (context.isExpired) return 'kedaluwarsa';
  if (row.dikirim_at) return 'terkirim';
  return row.perlu_persetujuan && !row.disetujui_at ? 'menunggu_persetujuan' : 'siap_dikirim';
}

/** A version as staff see it. `url` is the client's link of a sent version. */
export function toProposalDto(
  row: ProposalRow,
  status: ProposalStatus,
  url: string | null,
): Proposal {
  return {
    id: row.id,
    versi: row.versi,
    status,
    pos: JSON.parse(row.pos) as PostInput[],
    upah: row.upah,
    fee_persen: Number(row.fee_persen),
    berlaku_hari: row.berlaku_hari,
    berlaku_sampai: row.berlaku_sampai,
    catatan: row.catatan,
    estimasi: JSON.parse(row.estimasi) as Estimate,
    total: row.total,
    perlu_persetujuan: Boolean(row.perlu_persetujuan),
    disetujui_oleh: row.disetujui_oleh,
    disetujui_at: row.disetujui_at,
    created_by: row.created_by,
    created_at: row.created_at,
    dikirim_oleh: row.dikirim_oleh,
    dikirim_at: row.dikirim_at,
    url,
    dibuka_pertama_at: row.dibuka_pertama_at,
    dibuka_terakhir_at: row.dibuka_terakhir_at,
    jawaban: row.jawaban === 'diterima' || row.jawaban === 'ditolak' ? row.jawaban : null,
    dijawab_at: row.dijawab_at,
    penerima_nama: row.penerima_nama,
    penerima_jabatan: row.penerima_jabatan,
    penerima_pdf_sha256: row.penerima_pdf_sha256,
    alasan_tolak: row.alasan_tolak,
  };
}

/** The first instant after the offer's last day (its `berlaku_sampai`) in the company's zone. */
export function proposalEndsAt(berlakuSampai: string, timeZone: string) {
  return zonedToUtc(`${addDays(berlakuSampai, 1)}T00:00`, timeZone);
}

export interface VersionContext {
  siteUrl: string;
  /** The server's secret (JWT_SECRET), from which the links are derived. */
  secret: string;
  timeZone: string;
  now: Date;
}

/** The client's link of a sent version, or null. */
export function linkOf(row: Pick<ProposalRow, 'id' | 'token_nonce'>, context: VersionContext) {
  return row.token_nonce
    ? proposalUrl(context.siteUrl, proposalToken(context.secret, row.id, row.token_nonce))
    : null;
}

/** Every version of a request, oldest first, with its status and link. */
export async function proposalVersions(
  db: Kysely<DB>,
  requestId: number,
  context: VersionContext,
): Promise<Proposal[]> {
  const rows = await db
    .selectFrom('proposals')
    .select(PROPOSAL_COLUMNS)
    .where('quote_request_id', '=', requestId)
    .orderBy('versi', 'asc')
    .execute();
  return withStatus(rows, context);
}

/** DTOs of `rows` (all versions of one request). */
export function withStatus(rows: ProposalRow[], context: VersionContext) {
  const sent = rows.filter((row) => row.dikirim_at).map((row) => row.versi);
  const newestSentVersi = sent.length ? Math.max(...sent) : null;
  return rows.map((row) =>
    toProposalDto(
      row,
      proposalStatus(row, {
        newestSentVersi,
        isExpired: context.now >= proposalEndsAt(row.berlaku_sampai, context.timeZone),
      }),
      linkOf(row, context),
    ),
  );
}

/**
 * The proposals' part of the pipeline figures (GET /api/prospek/statistik): the monthly value on
 * the table (each request's newest sent version), the value accepted, and the median minutes
 * from a request to its acceptance.
 */
export async function proposalStats(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('proposals')
    .innerJoin('quote_requests', 'quote_requests.id', 'proposals.quote_request_id')
    .select([
      'proposals.quote_request_id',
      'proposals.versi',
      'proposals.total',
      'proposals.jawaban',
      'proposals.dijawab_at',
      'quote_requests.created_at',
    ])
    .where('proposals.dikirim_at', 'is not', null)
    .execute();
  const newest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = newest.get(row.quote_request_id);
    if (!seen || seen.versi < row.versi) newest.set(row.quote_request_id, row);
  }
  const accepted = rows.filter((row) => row.jawaban === 'diterima');
  const minutes = accepted
    .map((row) => (Date.parse(row.dijawab_at!) - Date.parse(row.created_at)) / 60_000)
    .sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  const median = minutes.length
    ? minutes.length % 2
      ? minutes[middle]!
      : (minutes[middle - 1]! + minutes[middle]!) / 2
    : null;
  return {
    nilai_ditawarkan: [...newest.values()].reduce((sum, row) => sum + row.total, 0),
    nilai_diterima: accepted.reduce((sum, row) => sum + row.total, 0),
    median_menit_sampai_diterima: median === null ? null : Math.round(median),
  };
}
