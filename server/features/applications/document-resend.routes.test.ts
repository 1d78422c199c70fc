import { describe, expect, it } from 'vitest';

import { multipartParts, pdfBytes, pngBytes } from '../../../test-support/sample-files.ts';
import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { MAX_DOCUMENT_BYTES } from '#common/rules';

import { JOBS_ON_DEMAND, type TestApp } from '../../test/build-test-app.ts';
import { storedFiles } from '../../test/damaged-images.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { applyAsGuard, createGuardVacancy } from '../../test/guard-applications.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs } from '../../test/login-as.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';

/**
 * The loop of a rejected document (docs/decisions/052-guard-document-loop.md): staff reject it
 * (the applicant is mailed, through the job table), the applicant sees it and sends it again
 * (back to `belum`, audited, the old file gone), and two staff verifying at once: one wins.
 */

type Mine = {
  id: number;
  dokumen: { jenis: string; verifikasi: string; catatan: string | null }[];
};

describe.each(TEST_DATABASES)('re-sending a rejected document on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  let hrd: Awaited<ReturnType<typeof loginAs>>;
  let superadmin: Awaited<ReturnType<typeof loginAs>>;
  let lowonganId: number;
  useTestAppWithSmtp(
    async (built, sink) => {
      app = built;
      smtp = sink;
      hrd = await loginAs(app, 'hrd');
      superadmin = await loginAs(app, 'superadmin');
      lowonganId = (await createGuardVacancy(app, hrd.headers)).id;
    },
    dialect,
    {},
    JOBS_ON_DEMAND,
  );

  const verify = (
    id: number,
    jenis: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = hrd.headers,
  ) => injectAs(app, headers).put(`/api/pelamar/${id}/dokumen/${jenis}`, body);
  const resend = (
    headers: Record<string, string>,
    jenis: string,
    file: { data: Buffer; filename: string; contentType: string },
    field = 'file',
  ) => {
    const form = multipartParts([{ name: field, ...file }]);
    return app.inject({
      method: 'PUT',
      url: `/api/user/pelamar/dokumen/${jenis}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  async function mine(headers: Record<string, string>, id: number) {
    const { user_id } = await app.db.selectFrom('applicants').select('user_id').where('id', '=', id).executeTakeFirstOrThrow(); // prettier-ignore
    const answer = await injectAs(app, headers).get(`/api/user/pelamar/${user_id}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<Mine>();
  }
  const fileKey = async (id: number, jenis: string) =>
    (await app.db.selectFrom('applicant_documents').select('file_key').where('pelamar_id', '=', id).where('jenis', '=', jenis).executeTakeFirstOrThrow()).file_key; // prettier-ignore

  it('shows the applicant each document with its state and note, and mails the rejection', async () => {
    const { id, headers } = await applyAsGuard(app, lowonganId);
    expect((await mine(headers, id)).dokumen).toEqual([
      { jenis: 'ktp', verifikasi: 'belum', catatan: null },
      { jenis: 'skck', verifikasi: 'belum', catatan: null },
      { jenis: 'sertifikat_gada', verifikasi: 'belum', catatan: null },
      { jenis: 'surat_sehat', verifikasi: 'belum', catatan: null },
    ]);
    expect((await verify(id, 'skck', { verifikasi: 'ditolak', catatan: 'Foto buram, tanggal tidak terbaca' })).statusCode).toBe(200); // prettier-ignore
    expect((await verify(id, 'ktp', { verifikasi: 'sah', catatan: null })).statusCode).toBe(200);
    expect((await mine(headers, id)).dokumen.slice(0, 2)).toEqual([
      { jenis: 'ktp', verifikasi: 'sah', catatan: null },
      { jenis: 'skck', verifikasi: 'ditolak', catatan: 'Foto buram, tanggal tidak terbaca' },
    ]);
    // One mail job, written with the verification; a verification that rejects nothing sends none.
    const { email } = await app.db.selectFrom('applicants').select('email').where('id', '=', id).executeTakeFirstOrThrow(); // prettier-ignore
    await app.jobs.runDue();
    const mails = smtp.received.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    // Header lines unfolded, quoted-printable soft breaks joined.
    const raw = mails[0]!.raw.replace(/\r\n[ \t]+/g, ' ').replace(/=\r\n/g, '');
    expect(raw).toMatch(/^Subject: SKCK Anda perlu dikirim ulang$/m);
    expect(raw).toContain('Foto buram, tanggal tidak terbaca');
    expect(raw).toContain('/career/detail');
  });

  it('takes a new file for a rejected document: back to belum, old file gone, audited, listed', async () => {
    const { id, headers } = await applyAsGuard(app, lowonganId);
    await verify(id, 'skck', { verifikasi: 'ditolak', catatan: 'Foto buram' });
    const oldKey = await fileKey(id, 'skck');
    const answer = await resend(headers, 'skck', { data: await pngBytes(80, 80), filename: 'skck.png', contentType: 'image/png' }); // prettier-ignore
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ jenis: 'skck', verifikasi: 'belum', catatan: null });
    const newKey = await fileKey(id, 'skck');
    expect(newKey).not.toBe(oldKey);
    const files = await storedFiles(app.config.dataDir);
    expect(files.some((file) => file.endsWith(oldKey.split('/').pop()!))).toBe(false);
    expect(files.some((file) => file.endsWith(newKey.split('/').pop()!))).toBe(true);
    const audit = await app.db.selectFrom('audit_log').select(['action', 'target', 'role']).where('action', '=', 'PUT /user/pelamar/dokumen/:jenis').execute(); // prettier-ignore
    expect(audit).toContainEqual({ action: 'PUT /user/pelamar/dokumen/:jenis', target: `${id}/skck`, role: 'pelamar' }); // prettier-ignore
    // Staff find it among the documents waiting for them.
    const waiting = await injectAs(app, hrd.headers).get('/api/pelamar?dokumen=belum&pageSize=100');
    expect((waiting.json() as { id: number }[]).map((row) => row.id)).toContain(id);
    // No longer rejected: a second re-send is a 409.
    expectError(
      await resend(headers, 'skck', { data: pdfBytes('skck'), filename: 'skck.pdf', contentType: 'application/pdf' }), // prettier-ignore
      409,
      'SKCK tidak sedang ditolak, jadi tidak perlu dikirim ulang.',
      'not_rejected',
    );
  });

  it('refuses a wrong type (415) or a file over the limit (413) naming the document; nothing replaced', async () => {
    const { id, headers } = await applyAsGuard(app, lowonganId);
    await verify(id, 'ktp', { verifikasi: 'ditolak', catatan: 'Terpotong' });
    const oldKey = await fileKey(id, 'ktp');
    expectError(
      await resend(headers, 'ktp', { data: Buffer.from('just text, not a scan'), filename: 'ktp.png', contentType: 'image/png' }), // prettier-ignore
      415,
      /^Foto KTP: Jenis file tidak didukung/,
      'unsupported_media_type',
    );
    const huge = Buffer.concat([pdfBytes('x'), Buffer.alloc(MAX_DOCUMENT_BYTES + 10, 0x20)]);
    expectError(
      await resend(headers, 'ktp', { data: huge, filename: 'ktp.pdf', contentType: 'application/pdf' }), // prettier-ignore
      413,
      /^Foto KTP: Ukuran file terlalu besar/,
    );
    expectError(await resend(headers, 'ktp', { data: await pngBytes(), filename: 'a.png', contentType: 'image/png' }, 'foto'), 400, 'Kolom file "foto" tidak dikenal'); // prettier-ignore
    expect(await fileKey(id, 'ktp')).toBe(oldKey);
    expect((await mine(headers, id)).dokumen[0]).toEqual({ jenis: 'ktp', verifikasi: 'ditolak', catatan: 'Terpotong' }); // prettier-ignore
    // Unknown kinds and documents the application does not have: 404.
    expectError(await resend(headers, 'paspor', { data: pdfBytes(), filename: 'p.pdf', contentType: 'application/pdf' }), 404, 'Dokumen tidak ditemukan'); // prettier-ignore
    expectError(await resend(headers, 'kta', { data: pdfBytes(), filename: 'k.pdf', contentType: 'application/pdf' }), 404, 'Dokumen tidak ditemukan'); // prettier-ignore
    // Staff cannot use the applicant's call.
    expect((await resend(hrd.headers, 'ktp', { data: pdfBytes(), filename: 'k.pdf', contentType: 'application/pdf' })).statusCode).toBe(401); // prettier-ignore
  });

  it('of ten concurrent re-sends exactly one replaces the file; the others answer 409', async () => {
    const { id, headers } = await applyAsGuard(app, lowonganId);
    await verify(id, 'sertifikat_gada', { verifikasi: 'ditolak', catatan: 'Buram' });
    const png = await pngBytes(70, 70);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => resend(headers, 'sertifikat_gada', { data: png, filename: 'g.png', contentType: 'image/png' })), // prettier-ignore
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    // Only the winner's file is kept: the application has exactly one Gada file stored.
    const key = await fileKey(id, 'sertifikat_gada');
    const before = (await storedFiles(app.config.dataDir)).length;
    expect((await storedFiles(app.config.dataDir)).filter((f) => f.endsWith(key.split('/').pop()!))).toHaveLength(1); // prettier-ignore
    expect(before).toBeGreaterThan(0);
  });

  it('two staff verifying the same document at once: one wins, the other sees the new state', async () => {
    const { id } = await applyAsGuard(app, lowonganId);
    const [first, second] = await Promise.all([
      verify(id, 'ktp', { verifikasi: 'sah', catatan: null, sebelumnya: 'belum' }),
      verify(id, 'ktp', { verifikasi: 'ditolak', catatan: 'Buram', sebelumnya: 'belum' }, superadmin.headers), // prettier-ignore
    ]);
    const answers = [first, second];
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    const won = answers.find((answer) => answer.statusCode === 200)!.json() as { verifikasi: string }; // prettier-ignore
    const winner = won.verifikasi === 'sah' ? hrd.nama : superadmin.nama;
    const shown = won.verifikasi === 'sah' ? 'sah' : 'ditolak';
    expectError(
      lost,
      409,
      `Foto KTP baru saja diubah oleh ${winner} menjadi '${shown}'. Periksa lagi sebelum menyimpan.`,
      'verification_changed',
    );
    // Saved from what is now shown, it goes through.
    expect((await verify(id, 'ktp', { verifikasi: 'sah', catatan: null, sebelumnya: shown })).statusCode).toBe(200); // prettier-ignore
    expectError(await verify(id, 'ktp', { verifikasi: 'sah', sebelumnya: 'nanti' }), 400, 'sebelumnya harus salah satu dari: belum, sah, ditolak'); // prettier-ignore
  });
});
