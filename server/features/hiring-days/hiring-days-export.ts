import { hiringDaysText as t } from '#common/texts/hiring-days';

import type { HiringDayRow } from '../../db/schema.ts';
import { formatWhen } from './hiring-days-mail.ts';

/**
 * A hiring day's participants and results as CSV, written the way the applicant export is
 * (docs/decisions/009-csv-export.md): UTF-8 with a byte-order mark, `;` between quoted fields,
 * and a leading apostrophe before anything a spreadsheet would run as a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const line = (cells: Array<string | number | null | undefined>) =>
  `${cells.map(cell).join(';')}\r\n`;

interface Row {
  pelamar_id: number;
  nama: string;
  telepon: string;
  posisi: string;
  kode: string;
  hadir_at: string | null;
  tinggi_badan: number | null;
  berat_badan: number | null;
  lulus: number | null;
  catatan: string | null;
}

export function participantsCsv(hiringDay: HiringDayRow, rows: Row[], timeZone: string) {
  const when = formatWhen(hiringDay.mulai, timeZone);
  let out = `\uFEFF${line([...t.csvHeaders])}`;
  for (const row of rows)
    out += line([
      hiringDay.judul,
      when,
      row.pelamar_id,
      row.nama,
      row.telepon,
      row.posisi,
      row.kode,
      row.hadir_at ? t.yes : t.no,
      row.hadir_at ? formatWhen(row.hadir_at, timeZone) : '',
      row.tinggi_badan,
      row.berat_badan,
      row.lulus === null ? '' : row.lulus ? t.passed : t.failed,
      row.catatan,
    ]);
  return out;
}
