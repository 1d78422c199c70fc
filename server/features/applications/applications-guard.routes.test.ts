import { describe, expect, it } from 'vitest';

import { NO_REQUIREMENTS } from '#common/schemas/guard-hiring';

import { pdfBytes, pngBytes } from '../../../test-support/sample-files.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { storedFiles } from '../../test/damaged-images.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import {
  createGuardVacancy,
  dayFromNow,
  FULL_REQUIREMENTS,
  GUARD_DOCUMENTS,
  guardFields,
  nikFor,
  sendGuardApplication,
} from '../../test/guard-applications.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { vacancyInput } from '../../test/vacancies.ts';

describe.each(TEST_DATABASES)('vacancy requirements and guard applications on %s', (dialect) => {
  let app: TestApp;
  let hrd: Record<string, string>;
  useTestApp(async (built) => {
    app = built;
    hrd = (await loginAs(app, 'hrd')).headers;
  }, dialect);

  describe('vacancy syarat', () => {
    it('is stored, answered to staff and shown on the public list and page', async () => {
      const vacancy = await createGuardVacancy(app, hrd);
      expect(vacancy.syarat).toEqual(FULL_REQUIREMENTS);
      const list = (await app.inject({ url: '/api/lowongan' })).json() as {
        id: number;
        syarat: unknown;
      }[];
      expect(list.find((v) => v.id === vacancy.id)?.syarat).toEqual(FULL_REQUIREMENTS);
      const page = await app.inject({ url: `/api/lowongan/${vacancy.slug}` });
      expect(page.json().syarat).toEqual(FULL_REQUIREMENTS);
    });

    it('absent or null means no requirement; PUT replaces it', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/lowongan',
        headers: hrd,
        payload: { ...vacancyInput(), syarat: undefined },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().syarat).toEqual(NO_REQUIREMENTS);
      const id = created.json().id as number;
      const partial = { gada_min: 'Madya', skck: true };
      const saved = await injectAs(app, hrd).put(`/api/lowongan/${id}`, {
        ...vacancyInput(),
        syarat: partial,
      });
      expect(saved.json().syarat).toEqual({ ...NO_REQUIREMENTS, ...partial });
      const cleared = await injectAs(app, hrd).put(`/api/lowongan/${id}`, {
        ...vacancyInput(),
        syarat: null,
      });
      expect(cleared.json().syarat).toEqual(NO_REQUIREMENTS);
    });

    it.each([
      [{ gada_min: 'Super' }, 'Gada minimal harus salah satu dari: Pratama, Madya, Utama'],
      [{ pendidikan_min: 'SMA' }, 'Pendidikan minimal harus salah satu dari: SD, SMP, SMA/SMK, D3, S1'], // prettier-ignore
      [{ tinggi_min_pria: 0 }, 'Tinggi minimal harus bilangan bulat 100–230 cm'],
      [{ tinggi_min_wanita: 400 }, 'Tinggi minimal harus bilangan bulat 100–230 cm'],
      [{ tinggi_min_pria: 165.5 }, 'Tinggi minimal harus bilangan bulat 100–230 cm'],
      [{ skck: 'ya' }, 'Wajib SKCK harus ya atau tidak'],
    ])('refuses syarat %j with 400 naming the field', async (syarat, message) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/lowongan',
        headers: hrd,
        payload: { ...vacancyInput(), syarat },
      });
      expectError(answer, 400, message);
    });
  });

  describe('applying', () => {
    async function countRows() {
      const [applicants, documents] = await Promise.all([
        app.db
          .selectFrom('applicants')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('applicant_documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { applicants: Number(applicants.n), documents: Number(documents.n) };
    }

    it('stores the identity, credentials, normalised phone and one document row per kind', async () => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const sentNik = nikFor(4321);
      const sent = await sendGuardApplication(
        app,
        applicant.headers,
        { ...guardFields(vacancy.id), telepon: '6281234567890', nik: sentNik },
        [...GUARD_DOCUMENTS, 'kta'],
        { pdf: ['skck'] },
      );
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ memenuhi_syarat: true, lowongan_id: vacancy.id });
      expect(sent.json()).not.toHaveProperty('nik');
      const row = await app.db
        .selectFrom('applicants')
        .selectAll()
        .where('id', '=', sent.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        nik: sentNik,
        telepon_normal: '6281234567890',
        tinggi_badan: 172,
        berat_badan: 68,
        pendidikan: 'SMA/SMK',
        gada_tingkat: 'Pratama',
        gada_nomor: 'GP/2024/001234',
      });
      const documents = await app.db
        .selectFrom('applicant_documents')
        .select(['jenis', 'file_key', 'verifikasi'])
        .where('pelamar_id', '=', row.id)
        .orderBy('jenis')
        .execute();
      expect(documents.map((d) => d.jenis)).toEqual([
        'kta',
        'ktp',
        'sertifikat_gada',
        'skck',
        'surat_sehat',
      ]);
      expect(documents.every((d) => d.verifikasi === 'belum')).toBe(true);
      // The photo of a document is re-encoded as the application photo; a PDF kept as a PDF.
      expect(documents.find((d) => d.jenis === 'ktp')?.file_key).toMatch(/^photos\/.+\.webp$/);
      expect(documents.find((d) => d.jenis === 'skck')?.file_key).toMatch(/^documents\/.+\.pdf$/);
    });

    it('stores the normalised phone of an application to a position only', async () => {
      const applicant = await loginAsApplicant(app);
      const sent = await sendGuardApplication(
        app,
        applicant.headers,
        {
          ...guardFields(0),
          lowongan_id: undefined,
          posisi: 'Kebersihan',
          telepon: '6281298765432',
        },
        [],
      );
      expect(sent.statusCode).toBe(201);
      const row = await app.db
        .selectFrom('applicants')
        .select(['telepon_normal', 'nik'])
        .where('id', '=', sent.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ telepon_normal: '6281298765432', nik: null });
    });

    it('asks only what the vacancy asks: NIK and KTP for a vacancy without requirements', async () => {
      const vacancy = await createGuardVacancy(app, hrd, NO_REQUIREMENTS);
      const applicant = await loginAsApplicant(app);
      const bare = {
        ...guardFields(vacancy.id),
        tinggi_badan: undefined,
        berat_badan: undefined,
        pendidikan: undefined,
        skck_tanggal: undefined,
        gada_tingkat: undefined,
        gada_nomor: undefined,
        surat_sehat_tanggal: undefined,
      };
      expectError(
        await sendGuardApplication(app, applicant.headers, bare, []),
        400,
        'Foto KTP wajib diunggah',
      );
      const sent = await sendGuardApplication(app, applicant.headers, bare, ['ktp']);
      expect(sent.statusCode).toBe(201);
      expect(sent.json().memenuhi_syarat).toBe(true);
    });

    it('a woman’s NIK carries her birth day plus 40', async () => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const sent = await sendGuardApplication(app, applicant.headers, {
        ...guardFields(vacancy.id),
        jenis_kelamin: 'Perempuan',
        nik: '3275014106950002',
      });
      expect(sent.statusCode).toBe(201);
    });

    const bad: [string, Record<string, string | undefined>, string, (readonly string[])?][] = [
      ['no NIK', { nik: undefined }, 'NIK wajib diisi'],
      ['a NIK of 15 digits', { nik: nikFor().slice(0, 15) }, 'NIK harus 16 angka'],
      ['a NIK of 17 digits', { nik: `${nikFor()}1` }, 'NIK harus 16 angka'],
      ['a NIK with letters', { nik: '32750101069500A1' }, 'NIK harus 16 angka'],
      ['an unknown province', { nik: `99${nikFor().slice(2)}` }, 'NIK tidak valid: kode provinsi tidak dikenal'], // prettier-ignore
      ['a birth date that disagrees', { tanggal_lahir: '1995-06-02' }, 'NIK tidak sesuai dengan tanggal lahir dan jenis kelamin'], // prettier-ignore
      ['a sex that disagrees', { jenis_kelamin: 'Perempuan' }, 'NIK tidak sesuai dengan tanggal lahir dan jenis kelamin'], // prettier-ignore
      ['a height of 0', { tinggi_badan: '0' }, 'Tinggi badan harus bilangan bulat 100–230 cm'],
      ['a height of 400', { tinggi_badan: '400' }, 'Tinggi badan harus bilangan bulat 100–230 cm'],
      ['no height', { tinggi_badan: undefined }, 'Tinggi badan wajib diisi'],
      ['a weight in letters', { berat_badan: 'enam puluh' }, 'Berat badan harus bilangan bulat 30–200 kg'], // prettier-ignore
      ['an unknown education', { pendidikan: 'SMA' }, 'Pendidikan terakhir harus salah satu dari: SD, SMP, SMA/SMK, D3, S1'], // prettier-ignore
      ['an SKCK date in the future', { skck_tanggal: dayFromNow(3) }, 'Tanggal SKCK tidak boleh di masa depan'], // prettier-ignore
      ['an SKCK date that is no date', { skck_tanggal: '2025-02-30' }, 'Tanggal SKCK harus tanggal yang valid (YYYY-MM-DD)'], // prettier-ignore
      ['an unknown Gada level', { gada_tingkat: 'Super' }, 'Tingkat Gada harus salah satu dari: Pratama, Madya, Utama'], // prettier-ignore
      ['no Gada number', { gada_nomor: undefined }, 'Nomor sertifikat Gada wajib diisi'],
      ['a KTA number without its expiry', { kta_nomor: 'KTA-123' }, 'Masa berlaku KTA wajib diisi'], // prettier-ignore
      ['no health certificate date', { surat_sehat_tanggal: undefined }, 'Tanggal surat keterangan sehat wajib diisi'], // prettier-ignore
      ['no KTP', {}, 'Foto KTP wajib diunggah', ['skck', 'sertifikat_gada', 'surat_sehat']],
      ['no SKCK', {}, 'SKCK wajib diunggah', ['ktp', 'sertifikat_gada', 'surat_sehat']],
      ['no Gada certificate', {}, 'Sertifikat Gada wajib diunggah', ['ktp', 'skck', 'surat_sehat']], // prettier-ignore
      ['no health certificate', {}, 'Surat keterangan sehat wajib diunggah', ['ktp', 'skck', 'sertifikat_gada']], // prettier-ignore
    ];
    it.each(bad)('refuses %s with 400 naming the field, storing nothing', async (_name, change, message, docs) => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const [rowsBefore, filesBefore] = [await countRows(), await storedFiles(app.config.dataDir)];
      const answer = await sendGuardApplication(
        app,
        applicant.headers,
        { ...guardFields(vacancy.id), ...change },
        docs ?? GUARD_DOCUMENTS,
      );
      expectError(answer, 400, message);
      expect(await countRows()).toEqual(rowsBefore);
      expect(await storedFiles(app.config.dataDir)).toEqual(filesBefore);
    }); // prettier-ignore

    it('refuses a document that is neither an image nor a PDF with 415', async () => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const answer = await sendGuardApplication(
        app,
        applicant.headers,
        guardFields(vacancy.id),
        GUARD_DOCUMENTS,
        { bytes: { skck: Buffer.from('bukan dokumen\n'.repeat(50)) } },
      );
      expectError(answer, 415, /Jenis file tidak didukung/);
    });

    it('a PDF cut short is a 400 naming the document, storing nothing', async () => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const filesBefore = await storedFiles(app.config.dataDir);
      const pdf = pdfBytes('SKCK');
      const answer = await sendGuardApplication(
        app,
        applicant.headers,
        guardFields(vacancy.id),
        GUARD_DOCUMENTS,
        { pdf: ['skck'], bytes: { skck: pdf.subarray(0, pdf.length - 40) } },
      );
      expectError(answer, 400, 'SKCK: file PDF rusak atau tidak lengkap. Silakan unggah ulang.');
      expect(await storedFiles(app.config.dataDir)).toEqual(filesBefore);
    });

    it('a damaged document photo is a 400 and leaves no file behind', async () => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const filesBefore = await storedFiles(app.config.dataDir);
      const png = await pngBytes(400, 400);
      const answer = await sendGuardApplication(
        app,
        applicant.headers,
        guardFields(vacancy.id),
        GUARD_DOCUMENTS,
        { bytes: { surat_sehat: png.subarray(0, Math.floor(png.length / 2)) } },
      );
      expect(answer.statusCode).toBe(400);
      expect(await storedFiles(app.config.dataDir)).toEqual(filesBefore);
    });

    it.each([
      ['a height below the minimum', { tinggi_badan: '160' }],
      ['an education below the minimum', { pendidikan: 'SMP' }],
      ['an SKCK older than six months', { skck_tanggal: dayFromNow(-200) }],
    ])('stores %s and flags it, never refuses', async (_name, change) => {
      const vacancy = await createGuardVacancy(app, hrd);
      const applicant = await loginAsApplicant(app);
      const sent = await sendGuardApplication(app, applicant.headers, {
        ...guardFields(vacancy.id),
        ...change,
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().memenuhi_syarat).toBe(false);
    });

    it('stores a Gada level below the minimum and flags it', async () => {
      const vacancy = await createGuardVacancy(app, hrd, {
        ...FULL_REQUIREMENTS,
        gada_min: 'Madya',
      });
      const applicant = await loginAsApplicant(app);
      const sent = await sendGuardApplication(app, applicant.headers, guardFields(vacancy.id));
      expect(sent.statusCode).toBe(201);
      expect(sent.json().memenuhi_syarat).toBe(false);
    });
  });
});
