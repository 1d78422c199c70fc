import type { Kysely } from 'kysely';

import type { Estimate, PostInput } from '#common/pricing';
import { quoteReference, quoteSearchColumns } from '#common/schemas/quote-requests';

import type { DB, QuoteRequestsTable } from '../../db/schema.ts';
import { recordStage } from '../../domain/quote-request-stages.ts';

/** What a new quote request stores beside its estimate (docs/api.md, "Business clients"). */
export type NewQuoteRequest = Pick<
  QuoteRequestsTable,
  | 'perusahaan'
  | 'nama'
  | 'jabatan'
  | 'email'
  | 'telepon'
  | 'alamat_lokasi'
  | 'mulai'
  | 'catatan'
  | 'sumber'
> & {
  pos: PostInput[];
  estimasi: Estimate;
  tariff_id: number;
  language: 'id' | 'en';
  contact_message_id?: number | null;
};

/**
 * The next number of `tahun`'s sequence, taken inside the caller's transaction (0036): the upsert
 * holds the counter row until commit, so concurrent requests queue on it and each gets its own
 * number, and a request that rolls back gives its number back (no gaps).
 */
async function nextNumber(trx: Kysely<DB>, tahun: number) {
  const row = await trx
    .insertInto('quote_request_counters')
    .values({ tahun, nomor: 1 })
    .onConflict((oc) =>
      oc.column('tahun').doUpdateSet((eb) => ({
        nomor: eb('quote_request_counters.nomor', '+', 1),
      })),
    )
    .returning('nomor')
    .executeTakeFirstOrThrow();
  return row.nomor;
}

export function quoteRequestsRepo(db: Kysely<DB>) {
  return {
    /** The request made from contact message `messageId`, if any (one at most: 0048). */
    async fromMessage(messageId: number) {
      return db
        .selectFrom('quote_requests')
        .select(['id', 'kode'])
        .where('contact_message_id', '=', messageId)
        .executeTakeFirst();
    },
    /**
     * Stores the request as `baru` with its reference and first history line; run it inside a
     * transaction (the reference and the row commit together). `tahun` is the reference's year
     * in the company's time zone.
     */
    async create(request: NewQuoteRequest, at: { now: string; tahun: number }) {
      const nomor = await nextNumber(db, at.tahun);
      const kode = quoteReference(at.tahun, nomor);
      const { pos, estimasi, contact_message_id, ...fields } = request;
      const row = await db
        .insertInto('quote_requests')
        .values({
          ...fields,
          kode,
          layanan: estimasi.layanan,
          kota: estimasi.kota,
          pos: JSON.stringify(pos),
          estimasi: JSON.stringify(estimasi),
          total: estimasi.total,
          tahap: 'baru',
          dihubungi_at: null,
          persetujuan_at: at.now,
          contact_message_id: contact_message_id ?? null,
          ...quoteSearchColumns({ kode, ...fields }),
          created_at: at.now,
          updated_at: at.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordStage(db, { id: row.id, tahap: 'baru', alasan: null, by: null, now: at.now });
      return { id: row.id, kode };
    },
  };
}
