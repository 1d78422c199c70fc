import { birthDate, nikFor, screenshots, superadminApi } from '../applicants.ts';
import { expect, loginAsApplicant, test } from '../fixtures.ts';
import { cameraJpeg } from '../../test-support/camera-photo.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';
import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

/**
 * Applying to a security vacancy on a phone (docs/decisions/046): the NIK and KTP always, and the
 * height, education, SKCK and Gada certificate its requirements ask, each a photo or a PDF.
 */

test('a job seeker applies to a security vacancy with documents at 375 px; a NIK that does not fit is named', async ({
  page,
  request,
}) => {
  const vacancy = await createVacancyThroughApi(request, {
    syarat: GUARD_REQUIREMENTS,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsApplicant(page);
  await page.goto(`/career?lowongan=${vacancy.slug}`);
  const born = birthDate(27);

  await page.getByLabel('Nama Lengkap').fill('Agus Setiawan');
  await page.getByLabel('No. Telepon').fill(`0813${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Laki-laki').check();
  await page.getByLabel('Tanggal Lahir').fill(born);
  await page.getByLabel('Alamat').fill('Jl. Kenanga No. 8, Bekasi');
  await page.getByLabel('Resume / CV (PDF, DOC, DOCX)').setInputFiles({
    name: 'cv-agus.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('CV Agus Setiawan'),
  });
  await page.getByLabel('Foto (gambar)').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(800, 600),
  });

  // A woman's NIK (day + 40) for a man: named, nothing sent.
  const identity = page.getByRole('group', { name: 'Identitas dan dokumen' });
  await identity.getByLabel('NIK').fill(nikFor(born, 'Perempuan'));
  await identity.getByLabel('Foto KTP').setInputFiles({
    name: 'IMG_KTP.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(),
  });
  await identity.getByLabel('Tinggi badan (cm)').fill('172');
  await identity.getByLabel('Berat badan (kg)').fill('68');
  await identity.getByLabel('Pendidikan terakhir').selectOption('SMA/SMK');
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(
    identity.getByText('NIK tidak sesuai dengan tanggal lahir dan jenis kelamin'),
  ).toBeVisible();
  await expect(identity.getByText('SKCK wajib diunggah')).toBeVisible();
  await expect(identity.getByText('Nomor sertifikat Gada wajib diisi')).toBeVisible();
  await expect(identity.getByLabel('NIK')).toBeFocused();
  await screenshots(page, 'guard-application-errors');
  await page.setViewportSize({ width: 375, height: 800 });

  const nik = nikFor(born);
  await identity.getByLabel('NIK').fill(nik);
  await identity.getByLabel('SKCK', { exact: true }).setInputFiles({
    name: 'skck.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('SKCK Agus Setiawan'),
  });
  const skckDate = birthDate(0).replace(/-\d{2}$/, '-01');
  await identity.getByLabel('Tanggal SKCK').fill(skckDate);
  await identity.getByLabel('Sertifikat Gada', { exact: true }).setInputFiles({
    name: 'gada.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(1200, 900),
  });
  await identity.getByLabel('Tingkat Gada').selectOption('Pratama');
  await identity.getByLabel('Nomor sertifikat Gada').fill('GP/2025/004512');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();

  // The NIK never stayed on the device; the staff detail has it with every document.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(nik);
  const staff = await superadminApi(request);
  // The vacancy is this test's own: its one application is this one.
  const [mine] = (await staff.get(`/pelamar?lowongan=${vacancy.id}`)) as { id: number }[];
  const detail = (await staff.get(`/pelamar/${mine.id}`)) as {
    nik: string;
    tinggi_badan: number;
    gada_nomor: string;
    dokumen: { jenis: string }[];
  };
  expect(detail).toMatchObject({ nik, tinggi_badan: 172, gada_nomor: 'GP/2025/004512' });
  expect(detail.dokumen.map((d) => d.jenis).sort()).toEqual(['ktp', 'sertifikat_gada', 'skck']);
});
