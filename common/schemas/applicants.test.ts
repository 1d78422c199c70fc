import { describe, expect, it } from 'vitest';

import { firstIssueMessage, itGivesFieldMessages } from '../../test-support/schema-cases.ts';
import { itReturns } from '../../test-support/table-tests.ts';
import { todayIn } from '../dates.ts';
import {
  ageOn,
  applicantInputSchema,
  isEligibleAge,
  isValidSchedule,
  parseResumeList,
} from './applicants.ts';

/** The rules of docs/product.md §5 where they live: one row per case, the product's words in the messages. */

const valid = {
  nama: 'Budi Santoso',
  telepon: '081234567890',
  posisi: 'Security',
  jenis_kelamin: 'Laki-laki',
  tanggal_lahir: '1995-06-15',
  pesan: 'Jl. Merdeka 1, Jakarta',
  persetujuan: true,
};

function firstError(input: Record<string, unknown>) {
  return firstIssueMessage(applicantInputSchema, input);
}

describe('application age (21 to 38 inclusive)', () => {
  it.each([
    ['2005-03-02', '2026-03-02', 21, true], // 21st birthday today
    ['2005-03-03', '2026-03-02', 20, false], // 21 tomorrow
    ['1988-03-02', '2026-03-02', 38, true],
    ['1987-03-02', '2026-03-02', 39, false], // 39th birthday today
    ['1987-03-03', '2026-03-02', 38, true], // 39 tomorrow
    ['2004-02-29', '2025-02-28', 20, false], // leap-day birthday before the 29th exists
    ['2004-02-29', '2025-03-01', 21, true],
  ])('born %s, on %s: age %i, eligible %s', (birth, today, age, eligible) => {
    expect(ageOn(birth, today)).toBe(age);
    expect(isEligibleAge(birth, today)).toBe(eligible);
  });

  it.each([
    // 16:59 UTC on 1 March is still 1 March in Jakarta (UTC+7): not yet 21.
    ['2026-03-01T16:59:00Z', false],
    // 17:00 UTC on 1 March is 2 March in Jakarta: the 21st birthday.
    ['2026-03-01T17:00:00Z', true],
  ])('the age turns on the Jakarta day, not the UTC day (%s)', (instant, eligible) => {
    expect(isEligibleAge('2005-03-02', todayIn('Asia/Jakarta', new Date(instant)))).toBe(eligible);
  });
});

describe('application fields', () => {
  it('accepts a complete application', () => {
    expect(firstError(valid)).toBeUndefined();
  });

  itGivesFieldMessages(applicantInputSchema, valid, 'nama', 'name', [
    ['Budi Santoso', undefined],
    ['Siti', undefined],
    ['Budi123', 'Nama hanya boleh berisi huruf dan spasi'],
    ['Budi-Santoso', 'Nama hanya boleh berisi huruf dan spasi'],
    ['<script>', 'Nama hanya boleh berisi huruf dan spasi'],
    ['   ', 'Nama wajib diisi'],
  ]);

  itGivesFieldMessages(applicantInputSchema, valid, 'telepon', 'phone', [
    ['0812345678', undefined], // 10 digits
    ['081234567890123', undefined], // 15 digits
    ['081234567', 'Nomor telepon minimal 10 digit'],
    ['0812345678901234', 'Nomor telepon maksimal 15 digit'],
    ['0812-3456-789', 'Nomor telepon hanya boleh berisi angka'],
    ['+6281234567890', 'Nomor telepon hanya boleh berisi angka'],
    ['', 'Nomor telepon wajib diisi'],
  ]);

  itReturns(isValidSchedule, 'interview schedule %j valid: %s', [
    ['2026-05-01T09:30', true],
    ['', false],
    ['0000-00-00T00:00', false],
    ['2026-02-30T09:00', false],
    ['2026-05-01 09:30', false],
    ['2026-05-01T24:00', false],
  ]);
});

describe('parseResumeList (docs/product.md §3 resume shapes)', () => {
  it.each([
    ['["documents/a.pdf","documents/b.docx"]', ['documents/a.pdf', 'documents/b.docx']],
    [['documents/a.pdf', '', '  '], ['documents/a.pdf']],
    ['"[\\"documents/a.pdf\\"]"', ['documents/a.pdf']],
    ['documents/a.pdf', ['documents/a.pdf']],
    ['[not json', ['[not json']],
    ['', []],
    ['[]', []],
    [null, []],
    ['["documents/a.pdf", 5, null]', ['documents/a.pdf']],
  ])('reads %j as %j', (input, expected) => {
    expect(parseResumeList(input)).toEqual(expected);
  });
});
