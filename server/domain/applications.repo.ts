import type { Kysely } from 'kysely';

import { DEFAULT_APPLICANT_STATUS } from '#common/rules';
import { type DocumentKind, normalizePhone } from '#common/schemas/guard-hiring';
import type { Answer } from '#common/schemas/vacancies';

import type { ApplicationFields, DB } from '../db/schema.ts';
import { insertApplicantDocuments } from './applicant-documents.ts';
import { findApplicantRow, findApplicationOf, insertApplicant } from './applicants/rows.ts';
import { recordConsent } from './consents.ts';
import { claimStagedUploads } from './staged-uploads.ts';

/** Plain Kysely access to applications; knows nothing about HTTP (docs/conventions.md §3). */

export interface NewApplication extends ApplicationFields {
  user_id: number;
  /** Private storage keys. */
  resume: string[];
  foto: string;
  created_at: string;
  /** created_at's calendar day in the company's time zone. */
  created_day: string;
  /** The vacancy applied to, the answers given and whether they meet expectations (docs/decisions/031). */
  lowongan_id?: number | null;
  jawaban?: Answer[] | null;
  memenuhi_syarat?: boolean;
  /** Identity and credentials (docs/decisions/046); null when not asked. */
  nik?: string | null;
  tinggi_badan?: number | null;
  berat_badan?: number | null;
  pendidikan?: string | null;
  skck_tanggal?: string | null;
  gada_tingkat?: string | null;
  gada_nomor?: string | null;
  kta_nomor?: string | null;
  kta_berlaku_sampai?: string | null;
  surat_sehat_tanggal?: string | null;
  /** Stored document files, one per kind. */
  dokumen?: { jenis: DocumentKind; file_key: string }[];
  /** Staged files this application claims (docs/decisions/048); their keys are among the above. */
  staged?: string[];
}

/** Lower-cased name, e-mail and position: what the staff list's text search matches. */
export function applicantSearchText(values: { nama: string; email: string; posisi: string }) {
  return [values.nama, values.email, values.posisi].join(' ').toLowerCase();
}

export function applicationsRepo(db: Kysely<DB>) {
  return {
    /** Inserts an application; a second one for the same user fails with a unique violation. */
    async create({ dokumen: _documents, staged: _staged, ...values }: NewApplication) {
      return insertApplicant(db, {
        ...values,
        // Every application, so duplicates by phone are one index lookup (docs/decisions/046).
        telepon_normal: normalizePhone(values.telepon),
        resume: JSON.stringify(values.resume),
        lowongan_id: values.lowongan_id ?? null,
        jawaban: values.jawaban ? JSON.stringify(values.jawaban) : null,
        memenuhi_syarat: values.memenuhi_syarat === false ? 0 : 1,
        status: DEFAULT_APPLICANT_STATUS,
        jadwal_interview: null,
        updated_at: values.created_at,
        search_text: applicantSearchText(values),
      });
    },
    /**
     * Inserts an application and the applicant's consent to the current privacy notice, together,
     * and claims its staged files: throws StagedUploadsGone (rolled back) when one is gone.
     */
    async createWithConsent(values: NewApplication) {
      return db.transaction().execute(async (trx) => {
        const row = await applicationsRepo(trx).create(values);
        await insertApplicantDocuments(trx, row.id, values.dokumen ?? [], values.created_at);
        await recordConsent(trx, values.user_id, 'lamaran');
        await claimStagedUploads(trx, values.user_id, values.staged ?? []);
        return row;
      });
    },
    findByUserId: (userId: number) => findApplicationOf(db, userId),
    findById: (id: number) => findApplicantRow(db, id),
  };
}
