import { sql } from 'kysely';

import { searchKey } from '#common/schemas/quote-requests';

import type { AnyDb } from './helpers.ts';
import { isPostgres } from './helpers.ts';

/**
 * The pipeline list at 100,000 requests (docs/decisions/054, "The list at scale"):
 *
 * - `quote_request_counts` holds the number of requests per stage and service, kept by triggers
 *   on every insert, stage or service change and delete, whoever writes the row (the public
 *   form, staff, the demo seed, a bench). X-Total-Count without a search sums at most 21 rows
 *   instead of counting the table.
 * - `cari_perusahaan`, `cari_nama`, `cari_email`: normalized names (`searchKey`) and the lower-case
 *   e-mail, each with an index a prefix match walks (`text_pattern_ops` on PostgreSQL, whose
 *   LIKE needs it under a non-C collation; GLOB over the binary index on SQLite). No trigram
 *   index: the same plan on both databases.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await db.schema.alterTable('quote_requests').addColumn('cari_perusahaan', 'text').execute();
  await db.schema.alterTable('quote_requests').addColumn('cari_nama', 'text').execute();
  await db.schema.alterTable('quote_requests').addColumn('cari_email', 'text').execute();
  // Existing rows: the key is computed in JavaScript, as new rows get it (common/schemas).
  const rows = (await db
    .selectFrom('quote_requests')
    .select(['id', 'perusahaan', 'nama', 'email'])
    .execute()) as { id: number; perusahaan: string; nama: string; email: string }[];
  for (const row of rows)
    await db
      .updateTable('quote_requests')
      .set({
        cari_perusahaan: searchKey(row.perusahaan),
        cari_nama: searchKey(row.nama),
        cari_email: row.email.trim().toLowerCase(),
      })
      .where('id', '=', row.id)
      .execute();
  const ops = pg ? sql.raw(' text_pattern_ops') : sql.raw('');
  // SQLite's unique index on kode serves a reference's prefix already; PostgreSQL's does not.
  const prefixed = ['cari_perusahaan', 'cari_nama', 'cari_email', ...(pg ? ['kode'] : [])];
  for (const column of prefixed)
    await sql`create index ${sql.raw(`quote_requests_${column}_prefix_idx`)} on quote_requests (${sql.raw(column)}${ops})`.execute(
      db,
    );
  // A stage filter walks (tahap, id) already (0036); a service with a stage uses both.
  await sql`create index quote_requests_tahap_layanan_idx on quote_requests (tahap, layanan, id)`.execute(
    db,
  );

  await db.schema
    .createTable('quote_request_counts')
    .addColumn('tahap', 'text', (col) => col.notNull())
    .addColumn('layanan', 'text', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('quote_request_counts_pkey', ['tahap', 'layanan'])
    .execute();
  await sql`insert into quote_request_counts (tahap, layanan, n)
    select tahap, layanan, count(*) from quote_requests group by tahap, layanan`.execute(db);

  const add = (row: 'new') =>
    `insert into quote_request_counts (tahap, layanan, n) values (${row}.tahap, ${row}.layanan, 1)
       on conflict (tahap, layanan) do update set n = quote_request_counts.n + 1;`;
  const remove = `update quote_request_counts set n = n - 1
       where tahap = old.tahap and layanan = old.layanan;`;
  if (pg) {
    await sql
      .raw(
        `create function quote_request_counts_keep() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${remove} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add('new')} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger quote_request_counts_keep after insert or delete or update of tahap, layanan
      on quote_requests for each row execute function quote_request_counts_keep()`.execute(db);
  } else {
    await sql
      .raw(
        `create trigger quote_request_counts_insert after insert on quote_requests begin ${add('new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger quote_request_counts_update after update of tahap, layanan on quote_requests begin ${remove} ${add('new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger quote_request_counts_delete after delete on quote_requests begin ${remove} end`,
      )
      .execute(db);
  }
}
