import type { Kysely } from 'kysely';

import { skckValidUntil } from '#common/schemas/guard-hiring';
import {
  CREDENTIAL_DOCUMENTS,
  type Credential,
  type CredentialVerifications,
  credentialIssues,
  endDates,
  endsBy,
  hasRejectedDocument,
} from '#common/schemas/credentials';

import type { DB } from '../../db/schema.ts';
import { verificationOf } from '../../domain/applicant-documents.ts';
import { credentialRows } from '../../domain/applicants/counts.ts';

/**
 * The credential register (docs/decisions/047-credential-register.md): accepted applications
 * with their Gada, KTA, SKCK and health certificate dates and each document's verification
 * (docs/decisions/052-guard-document-loop.md). Plain Kysely (docs/conventions.md §3).
 * The register is the accepted people of one company, a few hundred rows at most, so the end
 * dates (the SKCK's is computed) are filtered and sorted here rather than in SQL.
 */

const ACCEPTED = 'Diterima';

/**
 * The earliest day anything of `row` ends; a rejected document first of all (it is not valid
 * at all), a day after any real one when nothing ends.
 */
const firstEnd = (row: Credential) =>
  hasRejectedDocument(row) ? '0000-00-00' : (endDates(row).sort()[0] ?? '9999-12-31');

export interface CredentialFilters {
  /** Only rows with something ending on or before this day (a rejected document counts). */
  lastDay?: string;
  /** Only rows that need staff to act (credentialIssues). */
  needsAction?: boolean;
}

const noVerifications = (): CredentialVerifications => ({
  skck: null,
  sertifikat_gada: null,
  kta: null,
  surat_sehat: null,
});

export function credentialsRepo(db: Kysely<DB>) {
  /** The verification of each credential document of the given applications. */
  async function verifications(ids: number[]) {
    const byApplicant = new Map<number, CredentialVerifications>();
    if (ids.length === 0) return byApplicant;
    const rows = await db
      .selectFrom('applicant_documents')
      .select(['pelamar_id', 'jenis', 'verifikasi'])
      .where('pelamar_id', 'in', ids)
      .where('jenis', 'in', [...CREDENTIAL_DOCUMENTS])
      .execute();
    for (const row of rows) {
      const entry = byApplicant.get(row.pelamar_id) ?? noVerifications();
      entry[row.jenis as keyof CredentialVerifications] = verificationOf(row.verifikasi);
      byApplicant.set(row.pelamar_id, entry);
    }
    return byApplicant;
  }

  return {
    /**
     * Accepted applications, those whose credentials end soonest first (rejected and already
     * ended ones included).
     */
    async list(filters: CredentialFilters = {}): Promise<Credential[]> {
      const rows = await credentialRows(db, ACCEPTED);
      const checked = await verifications(rows.map((row) => row.id));
      const credentials = rows.map(({ id, ...row }): Credential => ({
        pelamar_id: id,
        ...row,
        skck_berlaku_sampai: row.skck_tanggal ? skckValidUntil(row.skck_tanggal) : null,
        verifikasi: checked.get(id) ?? noVerifications(),
      }));
      const { lastDay, needsAction } = filters;
      return credentials
        .filter((row) => lastDay === undefined || endsBy(row, lastDay))
        .filter((row) => !needsAction || credentialIssues(row).length > 0)
        .sort(
          (a, b) =>
            firstEnd(a).localeCompare(firstEnd(b)) ||
            a.nama.localeCompare(b.nama, 'id') ||
            a.pelamar_id - b.pelamar_id,
        );
    },
  };
}
