import { birthDate } from '../applicants.ts';
import { axeViolations } from '../a11y/axe.ts';
import { dismissAlert, expect, loginAsApplicant, test } from '../fixtures.ts';
import { cameraJpeg } from '../../test-support/camera-photo.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';

/**
 * Requirements before the work (docs/decisions/052-guard-document-loop.md): on a phone the form
 * marks what is required, judges the age as soon as the date is in (with the range and a link to
 * other vacancies) and names a missing CV or photo beside its field, all before any file is sent;
 * the specification's dialog stays word for word.
 */

test('at 375 px the form names an out-of-range age and a missing document before any upload', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pelamar')) uploads.push(request.url());
  });
  await loginAsApplicant(page);
  await page.goto('/career');

  // The requirements come before the send button on a phone.
  const requirements = page.getByRole('heading', { name: 'Persyaratan Rekrutmen' });
  const send = page.getByRole('button', { name: 'Kirim Lamaran' });
  const requirementsTop = (await requirements.boundingBox())!.y;
  expect(requirementsTop).toBeLessThan((await send.boundingBox())!.y);

  // Required fields are marked for the eye and for screen readers.
  await expect(page.getByText('Kolom bertanda * wajib diisi.')).toBeVisible();
  await expect(page.getByLabel('Nama Lengkap')).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Resume / CV (PDF, DOC, DOCX)')).toHaveAttribute('aria-required', 'true'); // prettier-ignore

  await page.getByLabel('Nama Lengkap').fill('Bambang Wijaya');
  await page.getByLabel('No. Telepon').fill('081234567891');
  await page.getByLabel('Posisi').selectOption({ label: 'Security' });
  await page.getByLabel('Laki-laki').check();
  // 45 years old: said at once, with the range and a way to other vacancies.
  await page.getByLabel('Tanggal Lahir').fill(birthDate(45));
  const ageAlert = page.getByRole('alert').filter({ hasText: 'Usia Anda 45 tahun' });
  await expect(ageAlert).toHaveText(
    'Usia Anda 45 tahun. Lowongan ini untuk usia 21–38 tahun. Lihat lowongan lain',
  );
  await expect(ageAlert.getByRole('link', { name: 'Lihat lowongan lain' })).toHaveAttribute('href', '/lowongan'); // prettier-ignore
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Tanggal Lahir').fill(birthDate(30));
  await expect(ageAlert).toHaveCount(0);
  await page.getByLabel('Alamat').fill('Jl. Kenari No. 7, Bekasi');
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await page.getByLabel('Resume / CV (PDF, DOC, DOCX)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('CV Bambang'),
  });
  uploads.length = 0;
  // No photo: the specification's dialog word for word, then the photo named beside its field.
  await send.click();
  await expect(page.getByRole('dialog')).toContainText('Dokumen anda kosong');
  await expect(page.getByRole('dialog')).toContainText('Harap upload dokumen terlebih dahulu!');
  await dismissAlert(page);
  await expect(page.getByText('Foto wajib diunggah')).toBeVisible();
  await expect(page.getByText('CV wajib diunggah')).toHaveCount(0);
  expect(uploads.filter((url) => !url.includes('/berkas'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('form-missing-photo-375.png'), fullPage: true }); // prettier-ignore
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/form-missing-photo-375.png`, fullPage: true }); // prettier-ignore

  // Choosing it clears the message.
  await page.getByLabel('Foto (gambar)').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(800, 600),
  });
  await expect(page.getByText('Foto wajib diunggah')).toHaveCount(0);
});
