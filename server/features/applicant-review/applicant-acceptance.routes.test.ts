import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { applyAsGuard, createGuardVacancy } from '../../test/guard-applications.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

/**
 * Accepting an application with an unmet requirement or a rejected document needs
 * `konfirmasi: true`, and the history keeps why (docs/decisions/052-guard-document-loop.md).
 */

type History = { status: string; by: string; keterangan: string | null }[];

describe.each(TEST_DATABASES)('acceptance confirmation on %s', (dialect) => {
  let app: TestApp;
  let hrd: Awaited<ReturnType<typeof loginAs>>;
  let lowonganId: number;
  useTestApp(async (built) => {
    app = built;
    hrd = await loginAs(app, 'hrd');
    lowonganId = (await createGuardVacancy(app, hrd.headers)).id;
  }, dialect);

  const as = () => injectAs(app, hrd.headers);
  /** An application with an interview schedule, so a status may be saved. */
  async function scheduledApplication(overrides: Record<string, string> = {}) {
    const { id, headers } = await applyAsGuard(app, lowonganId, overrides);
    const scheduled = await as().put(`/api/pelamar/${id}/jadwal`, {
      jadwal_interview: '2030-02-03T09:00',
    });
    expect(scheduled.statusCode).toBe(200);
    return { id, headers };
  }
  const accept = (id: number, body: Record<string, unknown> = {}) =>
    as().put(`/api/pelamar/${id}/status`, { status: 'Diterima', ...body });
  const history = async (id: number) =>
    ((await as().get(`/api/pelamar/${id}`)).json() as { history: History }).history;

  it('accepts an application meeting every requirement without a confirmation', async () => {
    const { id } = await scheduledApplication();
    const answer = await accept(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'Diterima' });
    expect((await history(id)).at(-1)).toMatchObject({ status: 'Diterima', keterangan: null });
  });

  it('answers 409 requirements_unmet naming a rejected document, and changes nothing', async () => {
    const { id } = await scheduledApplication();
    const rejected = await as().put(`/api/pelamar/${id}/dokumen/ktp`, {
      verifikasi: 'ditolak',
      catatan: 'Foto buram',
    });
    expect(rejected.statusCode).toBe(200);
    expectError(
      await accept(id),
      409,
      'Persyaratan belum terpenuhi: Foto KTP ditolak: Foto buram. Kirim konfirmasi untuk tetap menerima pelamar ini.',
      'requirements_unmet',
    );
    expectError(await accept(id, { konfirmasi: false }), 409, /Foto KTP ditolak/, 'requirements_unmet'); // prettier-ignore
    const detail = (await as().get(`/api/pelamar/${id}`)).json() as { status: string };
    expect(detail.status).toBe('Menunggu');
    // Rejecting or keeping waiting needs no confirmation.
    expect((await as().put(`/api/pelamar/${id}/status`, { status: 'Ditolak' })).statusCode).toBe(200); // prettier-ignore
  });

  it('accepts with konfirmasi: true and records the reasons in the history', async () => {
    // 160 cm falls short of the vacancy's 165 cm for men.
    const { id } = await scheduledApplication({ tinggi_badan: '160' });
    await as().put(`/api/pelamar/${id}/dokumen/skck`, { verifikasi: 'ditolak', catatan: 'Kedaluwarsa' }); // prettier-ignore
    expectError(
      await accept(id),
      409,
      'Persyaratan belum terpenuhi: Tinggi badan di bawah 165 cm; SKCK ditolak: Kedaluwarsa. Kirim konfirmasi untuk tetap menerima pelamar ini.',
      'requirements_unmet',
    );
    const answer = await accept(id, { konfirmasi: true });
    expect(answer.statusCode).toBe(200);
    expect((await history(id)).at(-1)).toEqual(
      expect.objectContaining({
        status: 'Diterima',
        by: hrd.nama,
        keterangan:
          'Diterima dengan konfirmasi meski: Tinggi badan di bawah 165 cm; SKCK ditolak: Kedaluwarsa',
      }),
    );
    // Saved again as it is: no second check, no second history entry.
    expect((await accept(id)).statusCode).toBe(200);
    expect((await history(id)).filter((entry) => entry.status === 'Diterima')).toHaveLength(1);
  });

  it('refuses a konfirmasi that is not a boolean', async () => {
    const { id } = await scheduledApplication();
    expectError(await accept(id, { konfirmasi: 'ya' }), 400, 'konfirmasi harus true atau false');
  });

  it('skips, in a bulk acceptance, the applications that need a confirmation', async () => {
    const fine = await scheduledApplication();
    const short = await scheduledApplication({ tinggi_badan: '150' });
    const answer = await as().post('/api/pelamar/bulk', {
      action: 'status',
      status: 'Diterima',
      ids: [fine.id, short.id],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      updated: 1,
      skipped: [
        {
          id: short.id,
          reason:
            'Persyaratan belum terpenuhi: Tinggi badan di bawah 165 cm. Terima dari halaman detail pelamar.',
        },
      ],
    });
  });

  it('keeps the reasons from the applicant, who sees the acceptance only', async () => {
    const { id, headers } = await scheduledApplication({ tinggi_badan: '155' });
    await accept(id, { konfirmasi: true });
    const userId = (await app.db.selectFrom('applicants').select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id; // prettier-ignore
    const mine = await injectAs(app, headers).get(`/api/user/pelamar/${userId}`);
    const entries = (mine.json() as { history: Record<string, unknown>[] }).history;
    expect(entries.at(-1)).toMatchObject({ status: 'Diterima' });
    for (const entry of entries) expect(entry).not.toHaveProperty('keterangan');
  });
});
