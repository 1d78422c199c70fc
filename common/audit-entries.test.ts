import { describe, expect, it } from 'vitest';

import {
  auditActionLabel,
  auditRoleLabel,
  auditSubject,
  auditSubjectPath,
  describeAuditEntry,
} from './audit-entries.ts';

describe('the audit log in words', () => {
  it.each([
    [
      { actor: 'Budi', action: 'POST /staff/mfa/enable', target: null },
      { actor: 'Budi', act: 'mengaktifkan verifikasi dua langkah', thing: null },
    ],
    [
      { actor: 'sari', action: 'PUT /pelamar/:id/status', target: '12' },
      { actor: 'sari', act: 'mengubah status', thing: 'pelamar #12' },
    ],
    [
      { actor: 'sari', action: 'DELETE /staff/:id/mfa', target: '4' },
      { actor: 'sari', act: 'mereset verifikasi dua langkah', thing: 'akun staff #4' },
    ],
    [
      { actor: 'eko', action: 'PUT /pages/:slug/draft', target: 'tentang-kami' },
      { actor: 'eko', act: 'menyimpan draf', thing: 'halaman tentang-kami' },
    ],
    [
      { actor: 'eko', action: 'DELETE /staff/sessions/:id', target: 'abc' },
      { actor: 'eko', act: 'mengakhiri satu sesi', thing: null },
    ],
    [
      { actor: null, action: 'GET /files/:kind/:name', target: 'photos/a.webp' },
      { actor: '(tautan dokumen)', act: 'melihat berkas lamaran', thing: null },
    ],
    [
      { actor: 'sari', action: 'POST /pelamar/bulk status Diterima', target: '1,2' },
      { actor: 'sari', act: 'mengubah banyak pelamar sekaligus (status Diterima)', thing: null },
    ],
    [
      { actor: 'sari', action: 'PUT /pelamar/:id/dokumen/:jenis', target: '12/skck' },
      { actor: 'sari', act: 'memverifikasi berkas SKCK milik', thing: 'pelamar #12' },
    ],
    [
      { actor: 'sari', action: 'GET /pelamar/:id/dokumen/:jenis', target: '12/ktp' },
      { actor: 'sari', act: 'melihat berkas Foto KTP milik', thing: 'pelamar #12' },
    ],
    [
      { actor: 'sari', action: 'PATCH /baru', target: null },
      { actor: 'sari', act: 'melakukan PATCH /baru', thing: null },
    ],
  ])('reads %o as a sentence', (entry, words) => {
    expect(describeAuditEntry(entry)).toEqual(words);
  });

  it('writes the names the server found instead of numbers (docs/decisions/058)', () => {
    expect(
      describeAuditEntry({
        actor: 'sari',
        action: 'GET /pelamar/:id/dokumen/:jenis',
        target: '12/skck',
        subjectName: 'Budi Santoso',
      }),
    ).toEqual({ actor: 'sari', act: 'melihat berkas SKCK milik', thing: 'Budi Santoso' });
    // A file whose owner the server found: a photo or the CV, named with its owner.
    expect(
      describeAuditEntry({
        actor: 'sari',
        action: 'GET /files/:kind/:name',
        target: 'documents/abc.pdf',
        subjectName: 'Budi Santoso',
      }),
    ).toEqual({ actor: 'sari', act: 'melihat berkas lamaran (CV) milik', thing: 'Budi Santoso' });
    // An applicant's own act: the name on the application, else the account number.
    const resend = {
      actor: 'pelamar#7',
      action: 'PUT /user/pelamar/dokumen/:jenis',
      target: '12/skck',
    };
    expect(describeAuditEntry({ ...resend, actorName: 'Budi Santoso' }).actor).toBe('Budi Santoso');
    expect(describeAuditEntry(resend)).toEqual({
      actor: 'Pelamar #7',
      act: 'mengirim ulang berkas SKCK',
      thing: null,
    });
  });

  it('names filter options with the kind of thing, so no two read alike', () => {
    expect(auditActionLabel('PUT /lowongan/:id')).toBe('Mengubah lowongan');
    expect(auditActionLabel('PUT /faqs/:id')).toBe('Mengubah FAQ');
    expect(auditActionLabel('login')).toBe('Masuk ke panel admin');
  });

  it('names roles as the header does', () => {
    expect(auditRoleLabel('superadmin')).toBe('Super Admin');
    expect(auditRoleLabel('pelamar')).toBe('Pelamar');
    expect(auditRoleLabel(null)).toBe('-');
  });

  it('links only things a staff screen shows', () => {
    expect(auditSubjectPath(auditSubject('GET /pelamar/:id', '7')!)).toBe('/admin/pelamar/7');
    expect(auditSubject('GET /pelamar/export.csv', null)).toBeNull();
    expect(auditSubjectPath(auditSubject('DELETE /gallery/delete/:id', '3')!)).toBeNull();
  });
});
