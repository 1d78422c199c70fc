import { CREDENTIAL_DOCUMENTS, type Credential } from '#common/schemas/credentials';
import { credentialsText as t } from '#common/texts/credentials';

import { CSV_BOM, csvLine } from '../../lib/csv.ts';

/** The register as CSV, the same rows and order as GET /api/kredensial (docs/decisions/009-csv-export.md). */
export function credentialsCsv(rows: Credential[]) {
  return (
    CSV_BOM +
    csvLine([...t.csvHeaders]) +
    rows
      .map((row) =>
        csvLine([
          row.pelamar_id,
          row.nama,
          row.posisi,
          row.gada_tingkat,
          row.gada_nomor,
          row.kta_nomor,
          row.kta_berlaku_sampai,
          row.skck_tanggal,
          row.skck_berlaku_sampai,
          row.surat_sehat_tanggal,
          // Each document's verification (docs/decisions/052-guard-document-loop.md).
          ...CREDENTIAL_DOCUMENTS.map((jenis) => row.verifikasi[jenis]),
        ]),
      )
      .join('')
  );
}
