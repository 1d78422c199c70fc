import { createHash } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { computeEstimate } from '#common/pricing';
import type { Role } from '#common/roles';
import type { Proposal } from '#common/schemas/proposals';

import type { TestApp } from '../../test/build-test-app.ts';
import { JOBS_ON_DEMAND } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAsEachRole, type StaffHeaders } from '../../test/login-as.ts';
import { EXAMPLE_TARIFF, insertQuoteRequest, useExampleTariff } from '../../test/proposals.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';

const DAY_MS = 24 * 3600_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(TEST_DATABASES)('proposal versions and approval on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  let tariffId: number;
  useTestAppWithSmtp(
    async (built) => {
      app = built;
      headers = await loginAsEachRole(app);
      tariffId = await useExampleTariff(app);
    },
    dialect,
    {},
    JOBS_ON_DEMAND,
  );

  const call = (role: Role | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: role ? headers[role] : {},
      ...(payload ? { payload } : {}),
    });
  const newRequest = () => insertQuoteRequest(app, tariffId);

  it('admin makes a version from the request: its posts, the UMK, the tariff fee and 30 days', async () => {
    const { id } = await newRequest();
    const response = await call('admin', 'POST', `/api/prospek/${id}/proposal`, {
      catatan: 'Klien minta diskon',
    });
    expect(response.statusCode).toBe(201);
    const version = response.json() as Proposal;
    expect(version).toMatchObject({
      versi: 1,
      status: 'siap_dikirim',
      upah: 5_729_876,
      fee_persen: 10,
      berlaku_hari: 30,
      total: 37_779_630,
      perlu_persetujuan: false,
      catatan: 'Klien minta diskon',
      url: null,
    });
    expect(version.estimasi.pos[0]!.rincian_per_orang.jumlah).toBe(7_735_387);
    expect(version.created_by).toMatch(/admin/);
  });

  it('a wage above the UMK and another fee give a new version with its own totals', async () => {
    const { id } = await newRequest();
    await call('admin', 'POST', `/api/prospek/${id}/proposal`, {});
    const response = await call('superadmin', 'POST', `/api/prospek/${id}/proposal`, {
      upah: 6_000_000,
      fee_persen: 8.5,
      berlaku_hari: 14,
      pos: [{ nama: 'Lobi', jam_per_hari: 12, hari_per_minggu: 6, personel_per_shift: 2 }],
    });
    expect(response.statusCode).toBe(201);
    const version = response.json() as Proposal;
    expect(version).toMatchObject({ versi: 2, upah: 6_000_000, fee_persen: 8.5, berlaku_hari: 14 });
    expect(version.estimasi.pos).toHaveLength(1);
    expect(version.estimasi.pos[0]!.rincian_per_orang.upah).toBe(6_000_000);
    const list = (await call('bos', 'GET', `/api/prospek/${id}/proposal`)).json() as Proposal[];
    expect(list.map((item) => item.versi)).toEqual([1, 2]);
  });

  it.each([
    [{ upah: 5_729_875 }, 'Upah tidak boleh di bawah UMK (Rp 5.729.876)'],
    [{ upah: 1.5 }, 'Upah harus berupa angka bulat rupiah'],
    [{ fee_persen: 100.5 }, 'Fee harus antara 0 dan 100 persen, paling banyak dua desimal'],
    [{ fee_persen: -1 }, 'Fee harus antara 0 dan 100 persen, paling banyak dua desimal'],
    [{ berlaku_hari: 0 }, 'Masa berlaku harus antara 1 dan 365 hari'],
    [{ berlaku_hari: 366 }, 'Masa berlaku harus antara 1 dan 365 hari'],
    [{ berlaku_hari: '30' }, 'Masa berlaku harus antara 1 dan 365 hari'],
  ])('refuses %j naming the field', async (body, text) => {
    const { id } = await newRequest();
    expectError(await call('admin', 'POST', `/api/prospek/${id}/proposal`, body), 400, text);
    expect((await call('admin', 'GET', `/api/prospek/${id}/proposal`)).json()).toEqual([]);
  });

  it('edited posts make a new version priced as the estimate; the older version keeps its own', async () => {
    const { id } = await newRequest();
    const first = (
      await call('admin', 'POST', `/api/prospek/${id}/proposal`, {})
    ).json() as Proposal;
    const pos = [
      { nama: 'Gerbang', jam_per_hari: 24, hari_per_minggu: 7, personel_per_shift: 2 },
      { nama: 'Patroli', jam_per_hari: 8, hari_per_minggu: 5, personel_per_shift: 1 },
    ];
    const response = await call('admin', 'POST', `/api/prospek/${id}/proposal`, { pos });
    expect(response.statusCode).toBe(201);
    const second = response.json() as Proposal;
    const expected = computeEstimate(EXAMPLE_TARIFF, {
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      pos,
    })!;
    expect(second).toMatchObject({ versi: 2, pos, total: expected.total });
    expect(second.estimasi).toEqual(expected);
    // Two 24/7 people: 336 hours, 7 people; the 40-hour post: one person.
    expect(second.estimasi.pos.map((post) => post.personel)).toEqual([7, 1]);
    const list = (await call('admin', 'GET', `/api/prospek/${id}/proposal`)).json() as Proposal[];
    expect(list[0]).toMatchObject({ versi: 1, total: first.total, pos: first.pos });
    expect(list[0]!.total).toBe(37_779_630);
  });

  it('a wage below the UMK answers 400 naming the wage with its own code, also with edited posts', async () => {
    const { id } = await newRequest();
    expectError(
      await call('admin', 'POST', `/api/prospek/${id}/proposal`, {
        upah: 5_000_000,
        pos: [{ nama: 'Lobi', jam_per_hari: 8, hari_per_minggu: 5, personel_per_shift: 1 }],
      }),
      400,
      'Upah tidak boleh di bawah UMK (Rp 5.729.876)',
      'wage_below_umk',
    );
  });

  it.each([
    [{ pos: [] }, 'Pos harus berisi 1 sampai 50 pos'],
    [{ pos: 'Lobi' }, 'Pos harus berisi 1 sampai 50 pos'],
    [
      { pos: [{ nama: ' ', jam_per_hari: 8, hari_per_minggu: 5, personel_per_shift: 1 }] },
      'Nama pos wajib diisi',
    ],
    [
      { pos: [{ nama: 'Lobi', jam_per_hari: 25, hari_per_minggu: 5, personel_per_shift: 1 }] },
      'Jam per hari harus bilangan bulat 1 sampai 24',
    ],
    [
      { pos: [{ nama: 'Lobi', jam_per_hari: 8, hari_per_minggu: 8, personel_per_shift: 1 }] },
      'Hari per minggu harus bilangan bulat 1 sampai 7',
    ],
    [
      { pos: [{ nama: 'Lobi', jam_per_hari: 8, hari_per_minggu: 5, personel_per_shift: 0.5 }] },
      'Personel per shift harus bilangan bulat 1 sampai 50',
    ],
    [
      {
        pos: Array.from({ length: 51 }, (_, i) => ({
          nama: `Pos ${i}`,
          jam_per_hari: 8,
          hari_per_minggu: 5,
          personel_per_shift: 1,
        })),
      },
      'Pos harus berisi 1 sampai 50 pos',
    ],
  ])('refuses the posts %j naming the field, and makes no version', async (body, text) => {
    const { id } = await newRequest();
    expectError(await call('admin', 'POST', `/api/prospek/${id}/proposal`, body), 400, text);
    expect((await call('admin', 'GET', `/api/prospek/${id}/proposal`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown request and refuses other roles', async () => {
    expectError(
      await call('admin', 'POST', '/api/prospek/2147483647/proposal', {}),
      404,
      'Permintaan penawaran tidak ditemukan',
    );
    expect((await call('admin', 'POST', '/api/prospek/2147483648/proposal', {})).statusCode).toBe(
      400,
    );
    const { id } = await newRequest();
    for (const role of ['bos', 'editor', 'hrd'] as const)
      expect((await call(role, 'POST', `/api/prospek/${id}/proposal`, {})).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/prospek/${id}/proposal`, {})).statusCode).toBe(401);
  });

  it('numbers versions made at the same moment one after another', async () => {
    const { id } = await newRequest();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call('admin', 'POST', `/api/prospek/${id}/proposal`, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const numbers = answers
      .map((answer) => (answer.json() as Proposal).versi)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('a fee below the minimum needs bos or superadmin before sending; the queue shows the difference', async () => {
    const { id, kode } = await newRequest();
    const made = (
      await call('admin', 'POST', `/api/prospek/${id}/proposal`, { fee_persen: 5 })
    ).json() as Proposal;
    expect(made).toMatchObject({ perlu_persetujuan: true, status: 'menunggu_persetujuan' });
    expectError(
      await call('admin', 'POST', `/api/prospek/${id}/proposal/1/kirim`),
      409,
      'Versi ini perlu disetujui bos atau superadmin sebelum dikirim',
      'approval_required',
    );
    const queue = (await call('bos', 'GET', '/api/prospek/proposal/persetujuan')).json() as {
      kode: string;
      versi: number;
      fee_persen: number;
      fee_tarif_persen: number;
      selisih: number;
    }[];
    const item = queue.find((entry) => entry.kode === kode)!;
    // 30,941,548 of staff cost: a fee of 10 % is 3,094,155, of 5 % 1,547,077; with 11 % PPN on
    // each, the month differs by (34,035,703 + 3,743,927) − (32,488,625 + 3,573,749).
    expect(item).toMatchObject({
      versi: 1,
      fee_persen: 5,
      fee_tarif_persen: 10,
      selisih: 1_717_256,
    });
    expect((await call('admin', 'POST', `/api/prospek/${id}/proposal/1/setujui`)).statusCode).toBe(
      403,
    );
    const approved = await call('bos', 'POST', `/api/prospek/${id}/proposal/1/setujui`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'siap_dikirim',
      disetujui_oleh: expect.stringMatching(/bos/),
    });
    expectError(
      await call('superadmin', 'POST', `/api/prospek/${id}/proposal/1/setujui`),
      409,
      'Versi ini sudah disetujui',
    );
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'role'])
      .where('action', '=', 'POST /prospek/:id/proposal/:versi/setujui')
      .where('target', '=', `${id}/1`)
      .execute();
    expect(audit).toEqual([
      { action: 'POST /prospek/:id/proposal/:versi/setujui', target: `${id}/1`, role: 'bos' },
    ]);
    const after = (await call('bos', 'GET', '/api/prospek/proposal/persetujuan')).json() as {
      kode: string;
    }[];
    expect(after.some((entry) => entry.kode === kode)).toBe(false);
    expect((await call('admin', 'POST', `/api/prospek/${id}/proposal/1/kirim`)).statusCode).toBe(
      200,
    );
  });

  it('a version at the tariff fee needs no approval', async () => {
    const { id } = await newRequest();
    await call('admin', 'POST', `/api/prospek/${id}/proposal`, { fee_persen: 7 });
    expectError(
      await call('bos', 'POST', `/api/prospek/${id}/proposal/1/setujui`),
      409,
      'Versi ini tidak memerlukan persetujuan',
    );
  });

  it('serves a version as a PDF to admin, superadmin and bos', async () => {
    const { id, kode } = await newRequest();
    await call('admin', 'POST', `/api/prospek/${id}/proposal`, {});
    for (const role of ['admin', 'superadmin', 'bos'] as const) {
      const response = await call(role, 'GET', `/api/prospek/${id}/proposal/1.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.headers['content-disposition']).toContain(`${kode}-V1.pdf`);
    }
    expect((await call('editor', 'GET', `/api/prospek/${id}/proposal/1.pdf`)).statusCode).toBe(403);
    expectError(
      await call('admin', 'GET', `/api/prospek/${id}/proposal/9.pdf`),
      404,
      'Versi penawaran tidak ditemukan',
    );
  });
});

describe.each(TEST_DATABASES)("the client's link on %s", (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  let tariffId: number;
  let nowMs = Date.now();
  useTestAppWithSmtp(
    async (built) => {
      app = built;
      headers = await loginAsEachRole(app);
      tariffId = await useExampleTariff(app);
    },
    dialect,
    { SALES_EMAIL: 'sales@sigap.test' },
    { ...JOBS_ON_DEMAND, now: () => nowMs },
  );
  beforeAll(() => {
    nowMs = Date.now();
  });

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: headers.admin, ...(payload ? { payload } : {}) });
  const client = (method: 'GET' | 'POST', url: string, payload?: object, ip = '203.0.113.7') =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Uji' },
      ...(payload ? { payload } : {}),
    });
  const tokenOf = (url: string) => url.split('/penawaran/')[1]!;
  const mailsTo = async (to: string) =>
    (await app.db.selectFrom('jobs').select('payload').where('type', '=', 'mail').execute())
      .map(
        (row) =>
          JSON.parse(row.payload) as {
            to: string;
            subject: string;
            text: string;
            attachments?: { content: string; encoding?: string }[];
          },
      )
      .filter((mail) => mail.to === to);
  /** A request with one sent version; answers the request and the link's token. */
  const sentProposal = async (body: object = {}) => {
    const request = await insertQuoteRequest(app, tariffId);
    await staff('POST', `/api/prospek/${request.id}/proposal`, {
      catatan: 'rahasia internal',
      ...body,
    });
    const sent = await staff('POST', `/api/prospek/${request.id}/proposal/1/kirim`);
    expect(sent.statusCode).toBe(200);
    const { url, whatsapp } = sent.json() as { url: string; whatsapp: string };
    return { request, url, whatsapp, token: tokenOf(url) };
  };

  it('sending mails the client the link, answers it for WhatsApp and moves the request to penawaran', async () => {
    const { request, url, whatsapp, token } = await sentProposal();
    expect(url).toMatch(/\/penawaran\/[A-Za-z0-9_-]{43}$/);
    expect(whatsapp).toContain(url);
    const [mail] = await mailsTo(request.email);
    expect(mail!.text).toContain(url);
    const stage = await app.db
      .selectFrom('quote_requests')
      .select('tahap')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stage.tahap).toBe('penawaran');
    // The token is not stored: only its hash and the nonce it is derived from.
    const row = await app.db
      .selectFrom('proposals')
      .selectAll()
      .where('quote_request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify({ ...row, pdf: null })).not.toContain(token);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    // Sending again keeps the same link.
    const again = await staff('POST', `/api/prospek/${request.id}/proposal/1/kirim`);
    expect((again.json() as { url: string }).url).toBe(url);
  });

  it('the link shows the version without internal notes and records first and last opening', async () => {
    const { request, token } = await sentProposal();
    const first = await client('GET', `/api/penawaran/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      versi: 1,
      perusahaan: request.perusahaan,
      fee_persen: 10,
      ppn_persen: 11,
      jawaban: null,
    });
    expect(JSON.stringify(body)).not.toContain('rahasia internal');
    expect(body).not.toHaveProperty('catatan');
    expect(body).not.toHaveProperty('created_by');
    // Ten minutes later (staff sessions stay valid), the client opens it again.
    nowMs += 600_000;
    try {
      await client('GET', `/api/penawaran/${token}`);
      const [version] = (
        await staff('GET', `/api/prospek/${request.id}/proposal`)
      ).json() as Proposal[];
      expect(version!.dibuka_pertama_at).not.toBeNull();
      expect(
        Date.parse(version!.dibuka_terakhir_at!) - Date.parse(version!.dibuka_pertama_at!),
      ).toBe(600_000);
      expect(version!.status).toBe('terkirim');
    } finally {
      nowMs -= 600_000;
    }
  });

  it('a guessed or altered token answers 404', async () => {
    const { token } = await sentProposal();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [altered, 'x'.repeat(43), 'pendek', `${token}x`])
      expectError(
        await client('GET', `/api/penawaran/${guess}`),
        404,
        'Tautan penawaran tidak ditemukan',
      );
    expect(
      (
        await client('POST', `/api/penawaran/${altered}/terima`, {
          nama: 'A',
          jabatan: 'B',
          setuju: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a newer sent version retires the older link with a pointer to the newest', async () => {
    const { request, token } = await sentProposal();
    await staff('POST', `/api/prospek/${request.id}/proposal`, { upah: 6_000_000 });
    const newer = (await staff('POST', `/api/prospek/${request.id}/proposal/2/kirim`)).json() as {
      url: string;
    };
    const old = await client('GET', `/api/penawaran/${token}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({
      code: 'proposal_replaced',
      terbaru: { versi: 2, url: newer.url },
    });
    expect(
      (
        await client('POST', `/api/penawaran/${token}/terima`, {
          nama: 'A',
          jabatan: 'B',
          setuju: true,
        })
      ).statusCode,
    ).toBe(410);
    expect((await client('GET', `/api/penawaran/${tokenOf(newer.url)}`)).statusCode).toBe(200);
    const versions = (
      await staff('GET', `/api/prospek/${request.id}/proposal`)
    ).json() as Proposal[];
    expect(versions.map((version) => version.status)).toEqual(['diganti', 'terkirim']);
    expectError(
      await staff('POST', `/api/prospek/${request.id}/proposal/1/kirim`),
      409,
      /lebih baru/,
    );
  });

  it('an expired link answers 410 with the sales contact', async () => {
    const { token } = await sentProposal({ berlaku_hari: 1 });
    expect((await client('GET', `/api/penawaran/${token}`)).statusCode).toBe(200);
    nowMs += 2 * DAY_MS + 3600_000;
    try {
      const expired = await client('GET', `/api/penawaran/${token}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        code: 'proposal_expired',
        kontak: { nama: expect.any(String), telepon: expect.any(Array), email: expect.any(String) },
      });
      expect(
        (
          await client('POST', `/api/penawaran/${token}/terima`, {
            nama: 'A',
            jabatan: 'B',
            setuju: true,
          })
        ).statusCode,
      ).toBe(410);
    } finally {
      nowMs -= 2 * DAY_MS + 3600_000;
    }
  });

  it('two tabs accepting at once: one acceptance, the others 409, and the hash is of the bytes served', async () => {
    const { request, token } = await sentProposal();
    const pdf = await client('GET', `/api/penawaran/${token}/proposal.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client('POST', `/api/penawaran/${token}/terima`, {
          nama: `Budi ${index}`,
          jabatan: 'Direktur',
          setuju: true,
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200))
      expectError(answer, 409, 'Penawaran ini sudah dijawab', 'already_answered');
    expect(accepted[0]!.json()).toMatchObject({
      jawaban: 'diterima',
      pdf_sha256: sha256(pdf.rawPayload),
    });
    const row = await app.db
      .selectFrom('proposals')
      .selectAll()
      .where('quote_request_id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      jawaban: 'diterima',
      penerima_jabatan: 'Direktur',
      penerima_ip: '203.0.113.7',
      penerima_user_agent: 'Mozilla/5.0 (Linux; Android 14) Uji',
      penerima_pdf_sha256: sha256(pdf.rawPayload),
    });
    // The PDF served after acceptance is still the same bytes.
    const later = await client('GET', `/api/penawaran/${token}/proposal.pdf`);
    expect(sha256(later.rawPayload)).toBe(row.penerima_pdf_sha256);
    const stage = await app.db
      .selectFrom('quote_requests')
      .select('tahap')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stage.tahap).toBe('menang');
    const history = await app.db
      .selectFrom('quote_request_history')
      .select(['tahap', 'changed_by'])
      .where('quote_request_id', '=', request.id)
      .orderBy('id')
      .execute();
    expect(history.map((entry) => entry.tahap)).toEqual(['penawaran', 'menang']);
    // Both sides get the confirmation with the PDF attached.
    for (const to of [request.email, 'sales@sigap.test']) {
      const mail = (await mailsTo(to)).find((item) => item.subject.includes('diterima'))!;
      expect(mail.attachments![0]!.encoding).toBe('base64');
      expect(sha256(Buffer.from(mail.attachments![0]!.content, 'base64'))).toBe(
        row.penerima_pdf_sha256,
      );
    }
    const detail = (await staff('GET', `/api/prospek/${request.id}`)).json() as {
      proposal: Proposal[];
    };
    expect(detail.proposal).toMatchObject([{ versi: 1, status: 'diterima', jawaban: 'diterima' }]);
    const stats = (await staff('GET', '/api/prospek/statistik')).json() as Record<string, number>;
    expect(stats.nilai_diterima).toBeGreaterThanOrEqual(37_779_630);
    expect(stats.nilai_ditawarkan).toBeGreaterThanOrEqual(stats.nilai_diterima!);
    expect(stats.median_menit_sampai_diterima).toEqual(expect.any(Number));
    const shown = (await client('GET', `/api/penawaran/${token}`)).json() as Record<
      string,
      unknown
    >;
    expect(shown).toMatchObject({ jawaban: 'diterima', penerima_nama: row.penerima_nama });
    expectError(
      await client('POST', `/api/penawaran/${token}/tolak`, { alasan: 'berubah pikiran' }),
      409,
      'Penawaran ini sudah dijawab',
      'already_answered',
    );
  });

  it('accepting needs a name, a position and the confirmed terms', async () => {
    const { token } = await sentProposal();
    expectError(
      await client('POST', `/api/penawaran/${token}/terima`, {
        nama: 'Budi',
        jabatan: 'Direktur',
        setuju: false,
      }),
      400,
      'Centang bahwa Anda telah membaca syarat dan ketentuan',
    );
    expectError(
      await client('POST', `/api/penawaran/${token}/terima`, {
        nama: ' ',
        jabatan: 'Direktur',
        setuju: true,
      }),
      400,
      'Nama wajib diisi',
    );
    expectError(
      await client('POST', `/api/penawaran/${token}/terima`, { nama: 'Budi', setuju: true }),
      400,
      'Jabatan wajib diisi',
    );
  });

  it('declining with a reason moves the request to kalah', async () => {
    const { request, token } = await sentProposal();
    expectError(
      await client('POST', `/api/penawaran/${token}/tolak`, {}),
      400,
      'Alasan wajib diisi',
    );
    const declined = await client('POST', `/api/penawaran/${token}/tolak`, {
      alasan: 'Harga di atas anggaran',
    });
    expect(declined.statusCode).toBe(200);
    const history = await app.db
      .selectFrom('quote_request_history')
      .select(['tahap', 'alasan'])
      .where('quote_request_id', '=', request.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ tahap: 'kalah', alasan: 'Harga di atas anggaran' });
  });
});

describe('the link is limited per address', () => {
  let app: TestApp;
  useTestAppWithSmtp(
    (built) => (app = built),
    'sqlite',
    { RATE_LIMIT_FACTOR: '1' },
    JOBS_ON_DEMAND,
  );

  it('answers 429 after 60 guesses from one address, while another address still gets its 404', async () => {
    const guess = (ip: string) =>
      app.inject({ method: 'GET', url: `/api/penawaran/${'g'.repeat(43)}`, remoteAddress: ip });
    const answers = await Promise.all(Array.from({ length: 61 }, () => guess('198.51.100.1')));
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(60);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
    expect((await guess('198.51.100.2')).statusCode).toBe(404);
  });
});
