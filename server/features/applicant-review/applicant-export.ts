import type { ApplicationVacancy } from '#common/schemas/applicants';
import { DOCUMENT_LABELS, type DocumentKind, maskNik } from '#common/schemas/guard-hiring';
import { applicantsText } from '#common/texts/applicants';

import type { ApplicantRow, ApplicationFields } from '../../db/schema.ts';
import type { CredentialColumn } from '../../domain/applicant-rows.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { wallClock } from '../../lib/dates.ts';

/**
 * CSV export of the staff list (docs/decisions/009-csv-export.md); cells and lines are written by
 * server/lib/csv.ts.
 */

/** 'YYYY-MM-DD HH:mm' of an instant in the company's time zone. */
export const localDateTime = (iso: string, timeZone: string) =>
  wallClock(iso, timeZone).replace('T', ' ');

export type ExportRow = Pick<
  ApplicantRow,
  | 'id'
  | keyof ApplicationFields
  | 'status'
  | 'jadwal_interview'
  | 'created_at'
  | 'lowongan_id'
  | CredentialColumn
> & { dokumen: { jenis: string; verifikasi: string; dihapus_at: string | null }[] };

/** 'KTP: sah, SKCK: dihapus': each document's state, the erased ones named as such. */
const documentsCell = (documents: ExportRow['dokumen']) =>
  documents
    .map((doc) =>
      applicantsText.csvDocument(
        DOCUMENT_LABELS[doc.jenis as DocumentKind] ?? doc.jenis,
        doc.dihapus_at ? applicantsText.csvDocumentErased : doc.verifikasi,
      ),
    )
    .join(', ');

/**
 * The whole file, line by line, so a large export streams instead of sitting in memory. Each
 * application names its vacancy (title, city, public link) beside the position.
 */
export async function* applicantsCsv(
  rows: AsyncIterable<ExportRow>,
  timeZone: string,
  context: { vacancies: ReadonlyMap<number, ApplicationVacancy>; siteUrl: string },
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine([...applicantsText.csvHeaders]);
  for await (const row of rows) {
    const vacancy = row.lowongan_id === null ? undefined : context.vacancies.get(row.lowongan_id);
    yield csvLine([
      row.id,
      row.nama,
      row.email,
      row.telepon,
      row.posisi,
      vacancy?.judul ?? '',
      vacancy?.kota ?? '',
      vacancy ? `${context.siteUrl}/lowongan/${vacancy.slug}` : '',
      row.jenis_kelamin,
      row.tanggal_lahir,
      row.pesan,
      row.status,
      // Stored as the local wall-clock text of config.timeZone ('YYYY-MM-DDTHH:mm').
      row.jadwal_interview ? row.jadwal_interview.replace('T', ' ') : '',
      localDateTime(row.created_at, timeZone),
      // The staff CSV is a list: the NIK masked as on screen (docs/decisions/047-credential-register.md).
      row.nik ? maskNik(row.nik) : '',
      row.tinggi_badan,
      row.berat_badan,
      row.pendidikan,
      row.skck_tanggal,
      row.gada_tingkat,
      row.gada_nomor,
      row.kta_nomor,
      row.kta_berlaku_sampai,
      row.surat_sehat_tanggal,
      documentsCell(row.dokumen),
    ]);
  }
}
