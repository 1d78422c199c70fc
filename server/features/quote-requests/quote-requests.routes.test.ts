import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { GUARD_POST, quoteRequestInput } from '../../test/quote-requests.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

describe.each(TEST_DATABASES)('estimates and quote requests on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const estimate = (payload: unknown, lang = '') =>
    app.inject({
      method: 'POST',
      url: `/api/penawaran/estimasi${lang}`,
      payload: payload as object,
    });
  const request = (payload: unknown, lang = '') =>
    app.inject({ method: 'POST', url: `/api/penawaran${lang}`, payload: payload as object });
  const storedCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('quote_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('prices a 24/7 post in Jakarta as the worked example, to the rupiah', async () => {
    const response = await estimate({
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      pos: [GUARD_POST],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      umk: 5_729_876,
      tahun: 2026,
      pos: [
        {
          nama: 'Gerbang utama',
          personel: 4,
          jam_mingguan_per_orang: 42,
          rincian_per_orang: {
            upah: 5_729_876,
            lembur: 574_092,
            bpjs_tk: 374_734,
            bpjs_kes: 229_195,
            thr: 477_490,
            perlengkapan: 350_000,
            jumlah: 7_735_387,
          },
          jumlah: 30_941_548,
        },
      ],
      personel: 4,
      biaya_personel: 30_941_548,
      fee: 3_094_155,
      dpp: 34_035_703,
      ppn: 3_743_927,
      total: 37_779_630,
    });
  });

  it('prices a 12-hour 6-day post in Surabaya by hand: two people, no overtime', async () => {
    const response = await estimate({
      layanan: 'keamanan',
      kota: 'Kota Surabaya',
      pos: [{ nama: 'Lobi', jam_per_hari: 12, hari_per_minggu: 6, personel_per_shift: 1 }],
    });
    // 5,288,796 + 0 + (240,111 + 105,776) + 211,552 + 440,733 + 350,000 = 6,636,968 a person
    expect(response.json()).toMatchObject({
      personel: 2,
      biaya_personel: 13_273_936,
      fee: 1_327_394,
      ppn: 1_606_146,
      total: 16_207_476,
    });
  });

  const valid = { layanan: 'keamanan', kota: 'DKI Jakarta', pos: [GUARD_POST] };
  const withPost = (post: object) => ({ ...valid, pos: [{ ...GUARD_POST, ...post }] });
  it.each([
    [{ ...valid, layanan: 'taman' }, 'Layanan harus keamanan, kebersihan atau parkir'],
    [{ ...valid, kota: '' }, 'Kota wajib dipilih'],
    [withPost({ jam_per_hari: 0 }), 'Jam per hari harus bilangan bulat 1 sampai 24'],
    [withPost({ jam_per_hari: 25 }), 'Jam per hari harus bilangan bulat 1 sampai 24'],
    [withPost({ jam_per_hari: 7.5 }), 'Jam per hari harus bilangan bulat 1 sampai 24'],
    [withPost({ hari_per_minggu: 8 }), 'Hari per minggu harus bilangan bulat 1 sampai 7'],
    [withPost({ personel_per_shift: -1 }), 'Personel per shift harus bilangan bulat 1 sampai 50'],
    [withPost({ personel_per_shift: '2' }), 'Personel per shift harus bilangan bulat 1 sampai 50'],
    [withPost({ nama: ' ' }), 'Nama pos wajib diisi'],
    [{ ...valid, pos: [] }, 'Pos harus berisi 1 sampai 50 pos'],
    [{ ...valid, pos: Array(51).fill(GUARD_POST) }, 'Pos harus berisi 1 sampai 50 pos'],
  ])('refuses %j with a 400 naming the field', async (payload, text) => {
    expectError(await estimate(payload), 400, text, 'invalid_input');
  });

  it('answers an unknown city with a 400 and its code, in English on the English page', async () => {
    expectError(
      await estimate({ ...valid, kota: 'Atlantis' }),
      400,
      'Kota tidak ada dalam tarif',
      'city_unknown',
    );
    expectError(
      await estimate({ ...valid, kota: 'Atlantis' }, '?lang=en'),
      400,
      'The city is not in the tariff',
      'city_unknown',
    );
    expectError(
      await estimate(withPost({ hari_per_minggu: 8 }), '?lang=en'),
      400,
      'Days a week must be a whole number from 1 to 7',
    );
  });

  it('stores a quote request as baru with a PNW reference, its estimate and its source', async () => {
    const response = await request(quoteRequestInput({ sumber: 'Instagram' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.kode).toMatch(/^PNW-\d{4}-\d{5}$/);
    expect(body.estimasi.total).toBe(37_779_630);
    const row = await app.db
      .selectFrom('quote_requests')
      .selectAll()
      .where('kode', '=', body.kode)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tahap: 'baru', total: 37_779_630, sumber: 'instagram' });
    expect(JSON.parse(row.estimasi)).toEqual(body.estimasi);
  });

  it.each([
    [{ persetujuan: false }, 'Persetujuan Kebijakan Privasi wajib dicentang', 'consent_required'],
    [
      { persetujuan: undefined },
      'Persetujuan Kebijakan Privasi wajib dicentang',
      'consent_required',
    ],
    [{ perusahaan: '' }, 'Nama perusahaan wajib diisi', 'invalid_input'],
    [{ nama: undefined }, 'Nama kontak wajib diisi', 'invalid_input'],
    [{ email: 'bukan-email' }, 'Email tidak valid', 'invalid_input'],
    [{ telepon: '12' }, 'Telepon harus berisi 8 sampai 15 angka', 'invalid_input'],
    [{ alamat_lokasi: '' }, 'Alamat lokasi wajib diisi', 'invalid_input'],
    [{ mulai: '2027-13-45' }, 'Tanggal mulai harus berformat YYYY-MM-DD', 'invalid_input'],
  ] as const)('refuses a request with %j and stores nothing', async (overrides, text, code) => {
    const before = await storedCount();
    expectError(await request(quoteRequestInput(overrides as object)), 400, text, code);
    expect(await storedCount()).toBe(before);
  });

  it('answers a request from the English page in English', async () => {
    expectError(
      await request(quoteRequestInput({ persetujuan: false }), '?lang=en'),
      400,
      'Please tick the consent to the Privacy Policy',
      'consent_required',
    );
  });

  it('gives fifty concurrent requests fifty distinct references with no gap', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => request(quoteRequestInput())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((r) => Number(r.json().kode.slice(-5))).sort((a, b) => a - b);
    const first = numbers[0];
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  });

  it('keeps the estimate a request was sent with when the tariff changes later', async () => {
    const { kode } = (await request(quoteRequestInput())).json();
    const admin = await loginAs(app, 'admin');
    const tariff = (await app.inject({ method: 'GET', url: '/api/penawaran/tarif' })).json();
    const raised = {
      ...tariff,
      kota: tariff.kota.map((city: { kota: string; umk: number }) =>
        city.kota === 'DKI Jakarta' ? { ...city, umk: 6_000_000 } : city,
      ),
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/penawaran/tarif',
      headers: admin.headers,
      payload: raised,
    });
    expect(put.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('quote_requests')
      .select(['estimasi', 'tariff_id'])
      .where('kode', '=', kode)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.estimasi).umk).toBe(5_729_876);
    const fresh = await estimate(valid);
    expect(fresh.json().umk).toBe(6_000_000);
  });
});
