import { describe, expect, it } from 'vitest';

import { draftFromQuery, emptyPost, readDraft, sourceOf } from './estimator-input.ts';

const CITIES = ['DKI Jakarta', 'Kota Surabaya'];
const draft = (post: Partial<ReturnType<typeof emptyPost>> = {}) => ({
  layanan: 'keamanan' as const,
  kota: 'DKI Jakarta',
  pos: [{ ...emptyPost('Pos 1'), ...post }],
});

describe('readDraft', () => {
  it('reads whole numbers in range into the estimate input', () => {
    expect(readDraft(draft({ jam_per_hari: '24', hari_per_minggu: '7' }), CITIES)).toEqual({
      input: {
        layanan: 'keamanan',
        kota: 'DKI Jakarta',
        pos: [{ nama: 'Pos 1', jam_per_hari: 24, hari_per_minggu: 7, personel_per_shift: 1 }],
      },
    });
  });

  it.each([
    [{ jam_per_hari: '0' }, 'hoursInvalid'],
    [{ jam_per_hari: '25' }, 'hoursInvalid'],
    [{ jam_per_hari: '7.5' }, 'hoursInvalid'],
    [{ hari_per_minggu: '8' }, 'daysInvalid'],
    [{ personel_per_shift: '-1' }, 'peopleInvalid'],
    [{ nama: ' ' }, 'postNameRequired'],
  ])('names the field of %j', (post, field) => {
    expect(readDraft(draft(post), CITIES)).toEqual({ problem: { field, post: 0 } });
  });

  it('refuses a city outside the tariff', () => {
    expect(readDraft({ ...draft(), kota: 'Atlantis' }, CITIES)).toEqual({
      problem: { field: 'cityUnknown' },
    });
  });
});

describe('draftFromQuery', () => {
  it('reads the posts a form without JavaScript sent, and adds one on tambah', () => {
    const params = new URLSearchParams(
      'layanan=kebersihan&kota=Kota+Surabaya&nama=Lobi&jam=12&hari=6&personel=2&tambah=1',
    );
    const result = draftFromQuery(params, draft(), (n) => `Pos ${n}`);
    expect(result.layanan).toBe('kebersihan');
    expect(result.pos).toEqual([
      { nama: 'Lobi', jam_per_hari: '12', hari_per_minggu: '6', personel_per_shift: '2' },
      emptyPost('Pos 2'),
    ]);
  });
});

describe('sourceOf', () => {
  it.each([
    ['?utm_source=instagram&ref=x', 'instagram'],
    ['?ref=brosur', 'brosur'],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(sourceOf(search)).toBe(expected);
  });
});
