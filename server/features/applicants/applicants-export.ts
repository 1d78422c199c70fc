import { applicantsText } from '#common/texts/applicants';

import type { ApplicantRow, ApplicationFields } from '../../db/schema.ts';

/**
 * CSV export of the staff list (docs/decisions/009-csv-export.md): UTF-8 with a byte-order mark
 * and `;` between fields, which Excel with Indonesian regional settings opens in columns with the
 * right characters. Every field is quoted, and a cell that a spreadsheet would run as a formula
 * gets a leading apostrophe (OWASP "CSV injection").
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** Cells starting with these run as formulas in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: Array<string | number | null | undefined>) {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** 'YYYY-MM-DD HH:mm' of an instant in the company's time zone. */
export function localDateTime(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

export type ExportRow = Pick<
  ApplicantRow,
  'id' | keyof ApplicationFields | 'status' | 'jadwal_interview' | 'created_at'
>;

/** The whole file, line by line, so a large export streams instead of sitting in memory. */
export async function* applicantsCsv(
  rows: AsyncIterable<ExportRow>,
  timeZone: string,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine([...applicantsText.csvHeaders]);
  for await (const row of rows) {
    yield csvLine([
      row.id,
      row.nama,
      row.email,
      row.telepon,
      row.posisi,
      row.jenis_kelamin,
      row.tanggal_lahir,
      row.pesan,
      row.status,
      // Stored as the local wall-clock text of config.timeZone ('YYYY-MM-DDTHH:mm').
      row.jadwal_interview ? row.jadwal_interview.replace('T', ' ') : '',
      localDateTime(row.created_at, timeZone),
    ]);
  }
}
