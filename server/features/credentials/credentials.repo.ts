import type { Kysely } from 'kysely';

import { skckValidUntil } from '#common/schemas/guard-hiring';
import { type Credential, endDates, endsBy } from '#common/schemas/credentials';

import type { DB } from '../../db/schema.ts';

/**
 * The credential register (docs/decisions/047-credential-register.md): accepted applications
 * with their Gada, KTA, SKCK and health certificate dates. Plain Kysely (docs/conventions.md §3).
 * The register is the accepted people of one company, a few hundred rows at most, so the end
 * dates (the SKCK's is computed) are filtered and sorted here rather than in SQL.
 */

const ACCEPTED = 'Diterima';

/** The earliest day anything of `row` ends, or a day after any real one when nothing ends. */
const firstEnd = (row: Credential) => endDates(row).sort()[0] ?? '9999-12-31';

export function credentialsRepo(db: Kysely<DB>) {
  return {
    /**
     * Accepted applications, those whose credentials end soonest first (already ended ones
     * included); with `lastDay`, only those with a KTA or SKCK ending on or before it.
     */
    async list(lastDay?: string): Promise<Credential[]> {
      const rows = await db
        .selectFrom('applicants')
        .select([
          'id',
          'nama',
          'posisi',
          'gada_tingkat',
          'gada_nomor',
          'kta_nomor',
          'kta_berlaku_sampai',
          'skck_tanggal',
          'surat_sehat_tanggal',
        ])
        .where('status', '=', ACCEPTED)
        .orderBy('id')
        .execute();
      const credentials = rows.map(({ id, ...row }): Credential => ({
        pelamar_id: id,
        ...row,
        skck_berlaku_sampai: row.skck_tanggal ? skckValidUntil(row.skck_tanggal) : null,
      }));
      return credentials
        .filter((row) => lastDay === undefined || endsBy(row, lastDay))
        .sort(
          (a, b) =>
            firstEnd(a).localeCompare(firstEnd(b)) ||
            a.nama.localeCompare(b.nama, 'id') ||
            a.pelamar_id - b.pelamar_id,
        );
    },
  };
}
