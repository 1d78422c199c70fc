import { z } from 'zod';

import { SPECIFIC_DATA_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  applicantDocumentSchema,
  DOCUMENT_LABELS,
  documentVerificationInputSchema,
  maskNik,
} from '#common/schemas/guard-hiring';
import { guardHiringText as t } from '#common/texts/guard-hiring';

import type { ApplicantRow, DB } from '../../db/schema.ts';
import {
  type ApplicantDocumentRow,
  findApplicantDocument,
  isDocumentKind,
  listApplicantDocuments,
  verificationOf,
  verifyApplicantDocument,
} from '../../domain/applicant-documents.ts';
import {
  applicantRequirements,
  duplicateIds,
  refreshRequirementFlag,
} from '../../domain/applicant-requirements.ts';
import { staffViewer } from '../../domain/applicant-rows.ts';
import { touchApplicant } from '../../domain/applicants/rows.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { conflict, errorResponses, notFound } from '../../lib/http-errors.ts';
import type { Storage } from '../../ports/storage.ts';
import { notifyDocumentRejected } from './applicant-notifications.ts';
import type { Kysely } from 'kysely';

/**
 * Guard-ready hiring on the staff side (docs/decisions/046-specific-personal-data.md): the
 * identity, checklist, documents and duplicates of one application (read with its detail), and
 * the verification of a document by hrd or superadmin, audited like every staff write.
 */

/** A document as staff read it: its link signed for `viewer`, none once the purge erased it. */
export function toDocumentDto(
  row: Pick<ApplicantDocumentRow, 'jenis' | 'file_key' | 'verifikasi' | 'catatan' | 'dihapus_at'>,
  storage: Pick<Storage, 'signedUrl'>,
  viewer: string,
) {
  return applicantDocumentSchema.parse({
    jenis: row.jenis,
    url: row.dihapus_at ? null : storage.signedUrl(row.file_key, undefined, viewer),
    verifikasi: verificationOf(row.verifikasi),
    catatan: row.catatan,
  });
}

/** The guard-hiring part of GET /api/pelamar/{id}. */
export async function guardDetail(
  db: Kysely<DB>,
  storage: Pick<Storage, 'signedUrl'>,
  row: ApplicantRow,
  staffId: number,
) {
  const [syarat, documents, duplikat] = await Promise.all([
    applicantRequirements(db, row),
    listApplicantDocuments(db, row.id),
    duplicateIds(db, row),
  ]);
  return {
    nik: row.nik,
    tinggi_badan: row.tinggi_badan,
    berat_badan: row.berat_badan,
    pendidikan: row.pendidikan,
    skck_tanggal: row.skck_tanggal,
    gada_tingkat: row.gada_tingkat,
    gada_nomor: row.gada_nomor,
    kta_nomor: row.kta_nomor,
    kta_berlaku_sampai: row.kta_berlaku_sampai,
    surat_sehat_tanggal: row.surat_sehat_tanggal,
    syarat,
    dokumen: documents.map((doc) => toDocumentDto(doc, storage, staffViewer(staffId))),
    duplikat,
  };
}

/** The staff list's NIK: masked, never whole (docs/api.md). */
export const listedNik = (nik: string | null) => (nik ? maskNik(nik) : null);

const documentParamSchema = idParamSchema.extend({ jenis: z.string().max(40) });

export const applicantReviewDocumentsRoutes: FeaturePlugin = async (app, { config }) => {
  app.put(
    '/pelamar/:id/dokumen/:jenis',
    {
      preHandler: app.requireStaff(SPECIFIC_DATA_ROLES),
      schema: {
        params: documentParamSchema,
        body: documentVerificationInputSchema,
        response: { 200: applicantDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, jenis } = request.params;
      if (!isDocumentKind(jenis)) throw notFound(t.documentNotFound);
      const at = app.clock().toISOString();
      const staff = request.staff!;
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await findApplicantDocument(trx, id, jenis);
        if (!before) return undefined;
        const row = await verifyApplicantDocument(trx, id, jenis, {
          ...request.body,
          by: staff.nama,
          at,
        });
        if (!row) {
          // Another staff member (or the applicant's new file) got there first.
          const now = await findApplicantDocument(trx, id, jenis);
          const state = verificationOf(now?.verifikasi ?? 'belum');
          throw conflict(
            t.verificationChanged(DOCUMENT_LABELS[jenis], t.verificationLabels[state], now?.verified_by ?? null), // prettier-ignore
            'verification_changed',
          );
        }
        // The applicant learns of a rejection and why, by mail written in this transaction.
        const isNewRejection =
          row.verifikasi === 'ditolak' &&
          (before.verifikasi !== 'ditolak' || before.catatan !== row.catatan);
        if (isNewRejection)
          await notifyDocumentRejected(app.mailer, request.log, trx, row, config.siteUrl);
        // A rejected document fails its requirement; the staff list's version moves either way.
        await touchApplicant(trx, id, at);
        await refreshRequirementFlag(trx, id, at);
        return row;
      });
      if (!saved) throw notFound(t.documentNotFound);
      request.log.info(
        { applicantId: id, jenis, verifikasi: saved.verifikasi, staffId: staff.id },
        'applicant document verified',
      );
      reply.header('cache-control', 'no-store');
      return toDocumentDto(saved, app.storage, staffViewer(staff.id));
    },
  );
};
