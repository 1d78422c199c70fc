import { beforeAll, describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';
import type { ContactMessage } from '#common/schemas/contact-messages';
import type { ProspectDetail, ProspectStats } from '#common/schemas/prospects';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAsEachRole, type StaffHeaders } from '../../test/login-as.ts';
import { GUARD_POST } from '../../test/quote-requests.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

describe.each(TEST_DATABASES)('a contact message turned into a quote request on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestApp((built) => (app = built), dialect);
  beforeAll(async () => {
    headers = await loginAsEachRole(app);
  });

  /** A message as the contact form stores it (the form's captcha is not what is tested here). */
  async function newMessage() {
    const now = new Date().toISOString();
    const nama = unique('Rina');
    const row = await app.db
      .insertInto('contact_messages')
      .values({
        nama,
        email: 'rina@contoh.id',
        telepon: '0812 3456 7890',
        pesan: 'Kami butuh satpam untuk gudang di Jakarta, mohon penawarannya.',
        created_at: now,
        updated_at: now,
        created_day: now.slice(0, 10),
        search_text: nama.toLowerCase(),
        submission_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, nama };
  }
  const body = (nama: string) => ({
    perusahaan: unique('PT Gudang Kontak'),
    nama,
    jabatan: null,
    email: 'rina@contoh.id',
    telepon: '0812 3456 7890',
    alamat_lokasi: 'Jl. Gudang 1, Jakarta Utara',
    layanan: 'keamanan',
    kota: 'DKI Jakarta',
    pos: [GUARD_POST],
  });
  const convert = (role: Role | null, id: number, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/kontak/${id}/penawaran`,
      headers: role ? headers[role] : {},
      payload,
    });

  it('admin makes a request with source kontak, linked to the message, priced as the estimate', async () => {
    const message = await newMessage();
    const response = await convert('admin', message.id, body(message.nama));
    expect(response.statusCode).toBe(201);
    const created = response.json() as { id: number; kode: string; estimasi: { total: number } };
    expect(created.kode).toMatch(/^PNW-\d{4}-\d{5}$/);
    expect(created.estimasi.total).toBe(37_779_630);

    const detail = (
      await app.inject({ method: 'GET', url: `/api/prospek/${created.id}`, headers: headers.bos })
    ).json() as ProspectDetail;
    expect(detail).toMatchObject({
      kode: created.kode,
      nama: message.nama,
      sumber: 'kontak',
      tahap: 'baru',
      contact_message_id: message.id,
      total: 37_779_630,
    });
    // The inbox shows which request the message became.
    const inbox = (
      await app.inject({ method: 'GET', url: '/api/kontak', headers: headers.editor })
    ).json() as ContactMessage[];
    expect(inbox.find((row) => row.id === message.id)?.penawaran).toEqual({
      id: created.id,
      kode: created.kode,
    });
    // The pipeline's figures count it by its source.
    const stats = (
      await app.inject({ method: 'GET', url: '/api/prospek/statistik', headers: headers.bos })
    ).json() as ProspectStats;
    expect(stats.per_sumber.kontak).toBeGreaterThanOrEqual(1);
    // The audit log keeps who did it.
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target'])
      .where('action', '=', 'POST /kontak/:id/penawaran')
      .where('target', '=', String(message.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a second conversion answers 409 already_converted naming the request', async () => {
    const message = await newMessage();
    const first = (await convert('superadmin', message.id, body(message.nama))).json() as {
      kode: string;
    };
    expectError(
      await convert('admin', message.id, body(message.nama)),
      409,
      `Pesan ini sudah jadi permintaan penawaran ${first.kode}`,
      'already_converted',
    );
  });

  it('two staff converting at once: one 201, one 409, one request', async () => {
    const message = await newMessage();
    const answers = await Promise.all([
      convert('admin', message.id, body(message.nama)),
      convert('superadmin', message.id, body(message.nama)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'already_converted' });
    const rows = await app.db
      .selectFrom('quote_requests')
      .select('kode')
      .where('contact_message_id', '=', message.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((loser.json() as { error: string }).error).toContain(rows[0]!.kode);
  });

  it('only admin and superadmin convert; others 403, no token 401', async () => {
    const message = await newMessage();
    for (const role of ['bos', 'editor', 'hrd'] as const)
      expect((await convert(role, message.id, body(message.nama))).statusCode).toBe(403);
    expect((await convert(null, message.id, body(message.nama))).statusCode).toBe(401);
  });

  it('answers 404 for an unknown message and 400 naming the field for bad input', async () => {
    expectError(
      await convert('admin', 2_147_483_647, body('Rina')),
      404,
      'Pesan kontak tidak ditemukan',
    );
    const message = await newMessage();
    expectError(
      await convert('admin', message.id, { ...body(message.nama), perusahaan: ' ' }),
      400,
      'Nama perusahaan wajib diisi',
    );
    expectError(
      await convert('admin', message.id, { ...body(message.nama), kota: 'Atlantis' }),
      400,
      'Kota tidak ada dalam tarif',
      'city_unknown',
    );
    expectError(
      await convert('admin', message.id, { ...body(message.nama), pos: [] }),
      400,
      'Pos harus berisi 1 sampai 50 pos',
    );
    // Refused input leaves the message free to convert.
    expect((await convert('admin', message.id, body(message.nama))).statusCode).toBe(201);
  });
});
