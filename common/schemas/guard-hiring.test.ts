import { describe, expect, test } from 'vitest';

import { itReturns } from '../../test-support/table-tests.ts';
import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import {
  NO_REQUIREMENTS,
  addMonths,
  evaluateRequirements,
  guardFieldsSchema,
  maskNik,
  meetsAll,
  nikProblem,
  normalizePhone,
  requirementLines,
  requiredDocuments,
} from './guard-hiring.ts';

const today = () => '2026-11-26';
/** The guard requirements with a health certificate too: every requirement asked. */
const guardVacancy = { ...GUARD_REQUIREMENTS, surat_sehat: true };

describe('nikProblem', () => {
  test('a man: digits 7–12 are the birth date DDMMYY', () => {
    expect(nikProblem('3171011505900001', '1990-05-15', 'Laki-laki')).toBeNull();
  });
  test('a woman: 40 is added to the day', () => {
    expect(nikProblem('3171015505900001', '1990-05-15', 'Perempuan')).toBeNull();
    expect(nikProblem('3171011505900001', '1990-05-15', 'Perempuan')).toMatch(/tanggal lahir/);
  });
  test.each([
    ['317101150590000', /16 angka/],
    ['31710115059000012', /16 angka/],
    ['31710115059000AB', /16 angka/],
    ['9971011505900001', /provinsi/],
    ['3171011505900000', /0000/],
    ['3171011605900001', /tanggal lahir/],
  ])('%s is refused', (nik, message) => {
    expect(nikProblem(nik, '1990-05-15', 'Laki-laki')).toMatch(message);
  });
  test('without a birth date the birth-date digits are left to that field', () => {
    expect(nikProblem('3171011605900001', undefined, 'Laki-laki')).toBeNull();
  });
});

test('maskNik keeps the first four and the last two digits', () => {
  expect(maskNik('3171011505900001')).toBe('3171**********01');
});

itReturns(normalizePhone, 'normalizePhone(%s)', [
  ['081234567890', '6281234567890'],
  ['+62 812-3456-7890', '6281234567890'],
  ['6281234567890', '6281234567890'],
]);

test('addMonths clamps to the last day of the month', () => {
  expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  expect(addMonths('2026-05-26', 6)).toBe('2026-11-26');
});

describe('guardFieldsSchema', () => {
  const schema = guardFieldsSchema(guardVacancy, today);
  const valid = {
    nik: '3171011505900001',
    tinggi_badan: '170',
    berat_badan: '65',
    pendidikan: 'SMA/SMK',
    skck_tanggal: '2026-10-01',
    gada_tingkat: 'Pratama',
    gada_nomor: 'GP-123/2025',
    surat_sehat_tanggal: '2026-11-01',
  };
  const messages = (input: object) =>
    schema
      .safeParse(input)
      .error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`) ?? [];

  test('a complete form passes, numbers from text', () => {
    expect(schema.parse(valid)).toMatchObject({ tinggi_badan: 170, berat_badan: 65 });
  });
  test.each([
    [{ tinggi_badan: '0' }, 'tinggi_badan: Tinggi badan harus bilangan bulat 100–230 cm'],
    [{ tinggi_badan: '400' }, 'tinggi_badan: Tinggi badan harus bilangan bulat 100–230 cm'],
    [{ tinggi_badan: '' }, 'tinggi_badan: Tinggi badan wajib diisi'],
    [{ skck_tanggal: '2026-11-27' }, 'skck_tanggal: Tanggal SKCK tidak boleh di masa depan'],
    [
      { skck_tanggal: '2026-02-30' },
      'skck_tanggal: Tanggal SKCK harus tanggal yang valid (YYYY-MM-DD)',
    ],
    [
      { gada_tingkat: 'Super' },
      'gada_tingkat: Tingkat Gada harus salah satu dari: Pratama, Madya, Utama',
    ],
    [{ kta_nomor: 'KTA-1' }, 'kta_berlaku_sampai: Masa berlaku KTA wajib diisi'],
  ])('%o is refused naming its field', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });
  test('fields a vacancy does not ask for may stay empty', () => {
    const plain = guardFieldsSchema(NO_REQUIREMENTS, today);
    expect(plain.parse({ nik: '3171011505900001', tinggi_badan: '', kta_nomor: '' })).toEqual({
      nik: '3171011505900001',
    });
  });
});

test('requiredDocuments: the KTP always, the rest as the vacancy asks', () => {
  expect(requiredDocuments(NO_REQUIREMENTS)).toEqual(['ktp']);
  expect(requiredDocuments(guardVacancy)).toEqual([
    'ktp',
    'skck',
    'sertifikat_gada',
    'surat_sehat',
  ]);
});

test('requirementLines lists what the public page shows under Persyaratan', () => {
  expect(requirementLines(guardVacancy)).toEqual([
    'Usia 21–38 tahun',
    'Pendidikan minimal SMA/SMK',
    'Tinggi badan minimal pria 165 cm, wanita 160 cm',
    'Memiliki sertifikat Gada Pratama atau lebih tinggi',
    'SKCK yang masih berlaku (terbit dalam 6 bulan terakhir)',
    'Surat keterangan sehat dari dokter',
  ]);
});

describe('evaluateRequirements', () => {
  const facts = {
    tanggal_lahir: '1995-05-15',
    jenis_kelamin: 'Perempuan',
    tinggi_badan: 161,
    pendidikan: 'D3',
    gada_tingkat: 'Madya',
    skck_tanggal: '2026-06-01',
    surat_sehat: true,
  };
  test('a woman of 161 cm meets the 160 cm limit; every line met', () => {
    const results = evaluateRequirements(guardVacancy, facts, '2026-11-26');
    expect(results.map((r) => [r.kode, r.terpenuhi])).toEqual([
      ['usia', true],
      ['tinggi', true],
      ['pendidikan', true],
      ['gada', true],
      ['skck', true],
      ['surat_sehat', true],
    ]);
    expect(meetsAll(results)).toBe(true);
  });
  test('what falls short is flagged with its reason', () => {
    const results = evaluateRequirements(
      guardVacancy,
      { ...facts, jenis_kelamin: 'Laki-laki', skck_tanggal: '2026-05-01', pertanyaan: false },
      '2026-11-26',
    );
    expect(results.filter((r) => r.terpenuhi === false).map((r) => r.keterangan)).toEqual([
      'Tinggi badan di bawah 165 cm',
      'SKCK lebih dari 6 bulan',
      'Jawaban pertanyaan seleksi tidak sesuai',
    ]);
    expect(meetsAll(results)).toBe(false);
  });
  test('the self-check cannot tell the health certificate: null, not a failure', () => {
    const { surat_sehat: _, ...selfCheck } = facts;
    const results = evaluateRequirements(guardVacancy, selfCheck, '2026-11-26');
    expect(results.find((r) => r.kode === 'surat_sehat')?.terpenuhi).toBeNull();
    expect(meetsAll(results)).toBe(true);
  });
  test('a document staff rejected fails its requirement with the note', () => {
    const results = evaluateRequirements(
      guardVacancy,
      { ...facts, dokumen: { skck: { verifikasi: 'ditolak', catatan: 'Foto buram' } } },
      '2026-11-26',
    );
    expect(results.find((r) => r.kode === 'skck')).toEqual({
      kode: 'skck',
      terpenuhi: false,
      keterangan: 'SKCK ditolak: Foto buram',
    });
  });
});
