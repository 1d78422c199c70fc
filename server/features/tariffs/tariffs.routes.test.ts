import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

describe.each(TEST_DATABASES)('the tariff on %s', (dialect) => {
  let app: TestApp;
  const staff = {} as Record<Role, { headers: Record<string, string>; id: number }>;
  useTestApp(async (built) => {
    app = built;
    for (const role of ['hrd', 'admin', 'superadmin', 'bos', 'editor'] as const)
      staff[role] = await loginAs(app, role);
  }, dialect);

  const read = async () =>
    (await app.inject({ method: 'GET', url: '/api/penawaran/tarif' })).json();
  const put = (role: Role | null, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/penawaran/tarif',
      headers: role ? staff[role].headers : {},
      payload: payload as object,
    });

  it('answers the demo tariff to anyone, marked as examples', async () => {
    const tariff = await read();
    expect(tariff).toMatchObject({ tahun: 2026, contoh: true, ppn_persen: 11, fee_persen: 10 });
    expect(tariff.kota).toEqual(
      expect.arrayContaining([
        { kota: 'DKI Jakarta', provinsi: 'DKI Jakarta', umk: 5_729_876 },
        { kota: 'Kota Surabaya', provinsi: 'Jawa Timur', umk: 5_288_796 },
        { kota: 'Kota Medan', provinsi: 'Sumatera Utara', umk: 4_335_198 },
      ]),
    );
  });

  it.each(['admin', 'superadmin'] as const)('%s replaces the tariff, audited', async (role) => {
    const tariff = await read();
    const response = await put(role, { ...tariff, fee_persen: 8.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fee_persen: 8.5, contoh: false });
    expect(await read()).toMatchObject({ fee_persen: 8.5, contoh: false });
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', staff[role].id)
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('PUT /penawaran/tarif');
  });

  it.each(['bos', 'hrd', 'editor'] as const)('%s may not replace the tariff', async (role) => {
    expect((await put(role, await read())).statusCode).toBe(403);
  });

  it('refuses a tariff write without a token', async () => {
    expect((await put(null, await read())).statusCode).toBe(401);
  });

  it.each([
    [{ jkk_persen: 101 }, 'JKK (%) harus angka 0 sampai 100 dengan paling banyak 2 desimal'],
    [{ ppn_persen: -1 }, 'PPN (%) harus angka 0 sampai 100 dengan paling banyak 2 desimal'],
    [
      { fee_persen: 7.125 },
      'Fee manajemen (%) harus angka 0 sampai 100 dengan paling banyak 2 desimal',
    ],
    [{ jam_normal_mingguan: 85 }, 'Jam normal per minggu harus bilangan bulat 1 sampai 84'],
    [
      { jam_per_orang_mingguan: 0 },
      'Jam maksimal per orang per minggu harus bilangan bulat 1 sampai 84',
    ],
    [{ jp_batas_upah: 1.5 }, 'Batas upah JP (Rp) harus bilangan bulat rupiah, 0 atau lebih'],
    [{ kota: [] }, 'Tarif harus berisi 1 sampai 600 kota'],
    [
      {
        kota: [
          { kota: 'Kota A', provinsi: 'P', umk: 1 },
          { kota: 'kota a', provinsi: 'P', umk: 2 },
        ],
      },
      'Kota kota a tercantum lebih dari sekali',
    ],
  ])('refuses %j with a 400 naming the field, keeping the tariff', async (change, text) => {
    const before = await read();
    expectError(await put('admin', { ...before, ...change }), 400, text, 'invalid_input');
    expect(await read()).toEqual(before);
  });
});
