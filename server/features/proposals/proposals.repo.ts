import type { Insertable, Kysely } from 'kysely';

import type { DB, ProposalsTable } from '../../db/schema.ts';
import {
  PROPOSAL_COLUMNS as ROW_COLUMNS,
  REQUEST_COLUMNS,
} from '../../domain/proposal-versions.ts';

export function proposalsRepo(db: Kysely<DB>) {
  return {
    request(id: number) {
      return db
        .selectFrom('quote_requests')
        .select(REQUEST_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    list(requestId: number) {
      return db
        .selectFrom('proposals')
        .select(ROW_COLUMNS)
        .where('quote_request_id', '=', requestId)
        .orderBy('versi', 'asc')
        .execute();
    },

    find(requestId: number, versi: number) {
      return db
        .selectFrom('proposals')
        .select(ROW_COLUMNS)
        .where('quote_request_id', '=', requestId)
        .where('versi', '=', versi)
        .executeTakeFirst();
    },

    findByTokenHash(hash: string) {
      return db
        .selectFrom('proposals')
        .select(ROW_COLUMNS)
        .where('token_hash', '=', hash)
        .executeTakeFirst();
    },

    /** The PDF bytes the client was sent (undefined before sending). */
    async sentPdf(id: number) {
      const row = await db
        .selectFrom('proposals')
        .select(['pdf'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.pdf ? Buffer.from(row.pdf) : undefined;
    },

    /** The highest version number sent for the request, or null. */
    async newestSent(requestId: number) {
      return db
        .selectFrom('proposals')
        .select(ROW_COLUMNS)
        .where('quote_request_id', '=', requestId)
        .where('dikirim_at', 'is not', null)
        .orderBy('versi', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Inserts the next version number of the request; run inside a transaction that locked it. */
    async create(values: Omit<Insertable<ProposalsTable>, 'versi'>) {
      const last = await db
        .selectFrom('proposals')
        .select((eb) => eb.fn.max('versi').as('versi'))
        .where('quote_request_id', '=', values.quote_request_id)
        .executeTakeFirst();
      const versi = Number(last?.versi ?? 0) + 1;
      const inserted = await db
        .insertInto('proposals')
        .values({ ...values, versi })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: inserted.id, versi };
    },

    /** Approves a version that needs it; answers false when it was approved already or needs none. */
    async approve(id: number, by: string, at: string) {
      const result = await db
        .updateTable('proposals')
        .set({ disetujui_oleh: by, disetujui_at: at })
        .where('id', '=', id)
        .where('perlu_persetujuan', '=', 1)
        .where('disetujui_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records a send; the first one stores the token's parts and the PDF bytes for good. */
    async markSent(
      id: number,
      send: { by: string; at: string; nonce: string; hash: string; pdf: Buffer; pdfSha256: string },
    ) {
      await db
        .updateTable('proposals')
        .set({
          dikirim_oleh: send.by,
          dikirim_at: send.at,
          token_nonce: send.nonce,
          token_hash: send.hash,
          pdf: send.pdf,
          pdf_sha256: send.pdfSha256,
        })
        .where('id', '=', id)
        .where('token_hash', 'is', null)
        .execute();
    },

    /** A later send of the same version: the same link and bytes, a new time. */
    async markResent(id: number, by: string, at: string) {
      await db
        .updateTable('proposals')
        .set({ dikirim_oleh: by, dikirim_at: at })
        .where('id', '=', id)
        .execute();
    },

    async markSeen(id: number, at: string) {
      await db
        .updateTable('proposals')
        .set((eb) => ({
          dibuka_pertama_at: eb.fn.coalesce('dibuka_pertama_at', eb.val(at)),
          dibuka_terakhir_at: at,
        }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Records the client's answer once: the row is claimed by a conditional update, so of two
     * answers at once exactly one changes it (true) and the other sees it taken (false).
     */
    async answer(
      id: number,
      fields: Pick<
        Insertable<ProposalsTable>,
        | 'jawaban'
        | 'dijawab_at'
        | 'penerima_nama'
        | 'penerima_jabatan'
        | 'penerima_ip'
        | 'penerima_user_agent'
        | 'penerima_pdf_sha256'
        | 'alasan_tolak'
      >,
    ) {
      const result = await db
        .updateTable('proposals')
        .set(fields)
        .where('id', '=', id)
        .where('jawaban', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Versions below the minimum fee that wait for approval, oldest first. */
    approvalQueue() {
      return db
        .selectFrom('proposals')
        .innerJoin('quote_requests', 'quote_requests.id', 'proposals.quote_request_id')
        .select([
          'proposals.quote_request_id',
          'quote_requests.kode',
          'quote_requests.perusahaan',
          'proposals.versi',
          'proposals.total',
          'proposals.fee_persen',
          'proposals.tariff_id',
          'proposals.estimasi',
          'proposals.pos',
          'proposals.upah',
          'proposals.created_by',
          'proposals.created_at',
        ])
        .where('proposals.perlu_persetujuan', '=', 1)
        .where('proposals.disetujui_at', 'is', null)
        .where('proposals.dikirim_at', 'is', null)
        .orderBy('proposals.id', 'asc')
        .limit(200)
        .execute();
    },
  };
}

export type ProposalRequest = NonNullable<
  Awaited<ReturnType<ReturnType<typeof proposalsRepo>['request']>>
>;
