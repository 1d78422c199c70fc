import { describe, expect, it } from 'vitest';

import type { Vacancy } from '#common/schemas/vacancies';

import { GUARD_REQUIREMENTS, sampleVacancyInput } from '../../../test-support/vacancies.ts';
import { jobPostingJsonLd, utcOffset } from './job-posting-json-ld.ts';

const TODAY = '2026-11-25';
const CONTEXT = {
  today: TODAY,
  timeZone: 'Asia/Jakarta',
  origin: 'https://www.contoh.co.id',
  organizationName: 'PT Sigap Prima Astrea',
};

const vacancy = (overrides: Partial<Vacancy> = {}): Vacancy => ({
  id: 7,
  slug: 'satpam-mal-bekasi',
  ...sampleVacancyInput({ ditutup_pada: '2026-12-15' }),
  pertanyaan: [], // stored questions carry ids, input ones need not
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  ...overrides,
});

/** Google's required JobPosting properties, each checked for a real value. */
function expectRequiredProperties(ld: Record<string, any>) {
  expect(ld['@context']).toBe('https://schema.org/');
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toEqual(expect.any(String));
  expect(ld.title.length).toBeGreaterThan(0);
  expect(ld.description).toEqual(expect.stringContaining('Gada Pratama'));
  expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(ld.hiringOrganization).toMatchObject({
    '@type': 'Organization',
    name: expect.any(String),
  });
  expect(ld.jobLocation).toMatchObject({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: expect.any(String),
      addressRegion: expect.any(String),
      addressCountry: 'ID',
    },
  });
}

describe('JobPosting JSON-LD in every state of a vacancy', () => {
  it.each([
    ['a draft', vacancy({ status: 'draft' })],
    ['a vacancy closed by hand', vacancy({ status: 'ditutup' })],
    ['an open vacancy past its closing date', vacancy({ ditutup_pada: '2026-11-24' })],
    [
      'a closed vacancy whose date is still ahead',
      vacancy({ status: 'ditutup', ditutup_pada: '2027-01-01' }),
    ],
  ])('%s carries none', (_label, v) => {
    expect(jobPostingJsonLd(v, CONTEXT)).toBeNull();
  });

  it('an open vacancy carries every required and the recommended properties it has', () => {
    const ld = jobPostingJsonLd(vacancy(), CONTEXT)!;
    expectRequiredProperties(ld);
    expect(ld).toMatchObject({
      title: 'Satpam Mal',
      datePosted: '2026-11-20',
      validThrough: '2026-12-15T23:59:59+07:00',
      employmentType: ['FULL_TIME', 'TEMPORARY'],
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'PT Sigap Prima Astrea', value: '7' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'IDR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 4_500_000,
          maxValue: 5_500_000,
          unitText: 'MONTH',
        },
      },
      jobLocation: { name: 'Mal Bekasi Raya' },
    });
  });

  it('the requirements are its qualifications; a minimum education its educationRequirements', () => {
    const none = jobPostingJsonLd(vacancy(), CONTEXT)!;
    expect(none.qualifications).toBe('Usia 21–38 tahun');
    expect(none).not.toHaveProperty('educationRequirements');

    const syarat = GUARD_REQUIREMENTS;
    const guard = jobPostingJsonLd({ ...vacancy(), syarat } as Vacancy, CONTEXT)!;
    expect(guard.qualifications).toBe(
      'Usia 21–38 tahun; Pendidikan minimal SMA/SMK; Tinggi badan minimal pria 165 cm, wanita 160 cm; ' +
        'Memiliki sertifikat Gada Pratama atau lebih tinggi; SKCK yang masih berlaku (terbit dalam 6 bulan terakhir)',
    );
    expect(guard.educationRequirements).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'high school',
    });
    const primary = jobPostingJsonLd(
      { ...vacancy(), syarat: { ...syarat, pendidikan_min: 'SMP' } } as Vacancy,
      CONTEXT,
    )!;
    expect(primary.educationRequirements).toBe('Pendidikan minimal SMP');
  });

  it('an open vacancy on its last day is still open', () => {
    expectRequiredProperties(jobPostingJsonLd(vacancy({ ditutup_pada: TODAY }), CONTEXT)!);
  });

  it('a hidden salary is left out; a daily job is paid by the day', () => {
    const hidden = jobPostingJsonLd(vacancy({ tampilkan_gaji: false }), CONTEXT)!;
    expectRequiredProperties(hidden);
    expect(hidden).not.toHaveProperty('baseSalary');
    const daily = jobPostingJsonLd(
      vacancy({ jenis: 'Harian', gaji_min: 150_000, gaji_max: null, lokasi: null }),
      CONTEXT,
    )!;
    expectRequiredProperties(daily);
    expect(daily.employmentType).toEqual(['PER_DIEM']);
    expect(daily.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 150_000,
      unitText: 'DAY',
    });
    expect(daily.jobLocation).not.toHaveProperty('name');
  });

  it.each([
    ['Asia/Jakarta', '+07:00'],
    ['Asia/Makassar', '+08:00'],
    ['Asia/Jayapura', '+09:00'],
    ['UTC', '+00:00'],
  ])('the closing day ends at midnight in %s (%s)', (zone, offset) => {
    expect(utcOffset(zone, '2026-12-15')).toBe(offset);
  });
});
