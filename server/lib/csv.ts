/**
 * CSV for spreadsheets (docs/decisions/009-csv-export.md): UTF-8 with a byte-order mark and `;`
 * between fields, which Excel with Indonesian regional settings opens in columns with the right
 * characters. Every field is quoted, and a cell that a spreadsheet would run as a formula gets a
 * leading apostrophe (OWASP "CSV injection"). Used by every staff CSV export.
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
