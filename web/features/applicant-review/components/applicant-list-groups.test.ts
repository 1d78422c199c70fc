import { describe, expect, it } from 'vitest';

import type { ApplicantListItem } from '#common/schemas/applicants';

import { groupApplicants } from './applicant-list-groups.ts';

const row = (id: number, created_at: string): ApplicantListItem => ({
  id,
  nama: `Pelamar ${id}`,
  email: `p${id}@contoh.id`,
  telepon: '081234567890',
  posisi: 'Security',
  status: 'Menunggu',
  jadwal_interview: null,
  lowongan_id: null,
  memenuhi_syarat: true,
  created_at,
});

describe('applicant list groups', () => {
  it('groups by the day in the company time zone and numbers rows across groups', () => {
    // 17:30 UTC on 4 March is 00:30 on 5 March in Jakarta.
    const groups = groupApplicants(
      [
        row(3, '2026-03-04T17:30:00.000Z'),
        row(2, '2026-03-04T16:59:00.000Z'),
        row(1, '2026-03-01T02:00:00.000Z'),
      ],
      'Asia/Jakarta',
      '2026-03-05',
      26,
    );
    expect(groups.map((g) => [g.heading, g.rows.map((r) => [r.id, r.number])])).toEqual([
      ['Hari Ini', [[3, 26]]],
      ['Kemarin', [[2, 27]]],
      ['Minggu, 1 Maret 2026', [[1, 28]]],
    ]);
  });
});
