import { axeViolations } from '../a11y/axe.ts';
import { birthDate, screenshots } from '../applicants.ts';
import { expect, loginAsApplicant, test } from '../fixtures.ts';
import { cameraJpeg } from '../../test-support/camera-photo.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';
import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

/**
 * The application form at 375 px (docs/decisions/058): the vacancy's hard requirements are
 * checked as the fields are filled, the Gada level is asked once, and a server whose dependency
 * is down (503) loses nothing typed or chosen and offers to send again.
 */

test('height, education and Gada are judged as they are filled, Gada asked once', async ({
  page,
  request,
}) => {
  const vacancy = await createVacancyThroughApi(request, { syarat: GUARD_REQUIREMENTS });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsApplicant(page);
  await page.goto(`/career?lowongan=${vacancy.slug}`);
  await page.getByLabel('Laki-laki').check();
  const identity = page.getByRole('group', { name: 'Identitas dan dokumen' });
  await expect(identity.getByText('Lowongan ini meminta Gada Pratama.')).toBeVisible();
  await expect(page.getByText(/Gada/).filter({ hasText: /\?$/ })).toHaveCount(0);
  await expect(page.getByLabel('Tingkat Gada')).toHaveCount(1);

  await identity.getByLabel('Tinggi badan (cm)').fill('150');
  await expect(identity.getByText('Tinggi badan di bawah 165 cm')).toBeVisible();
  await identity.getByLabel('Tinggi badan (cm)').fill('170');
  await expect(identity.getByText('Tinggi badan di bawah 165 cm')).toHaveCount(0);
  await identity.getByLabel('Pendidikan terakhir').selectOption('SMP');
  await expect(identity.getByText('Pendidikan di bawah SMA/SMK')).toBeVisible();
  // The requirements come before the send button on a phone.
  const requirements = page.getByRole('heading', { name: 'Persyaratan Rekrutmen' });
  const send = page.getByRole('button', { name: 'Kirim Lamaran' });
  expect((await requirements.boundingBox())!.y).toBeLessThan((await send.boundingBox())!.y);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'application-live-checks');
});

test('a 503 keeps everything typed and chosen, says why and sends again', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsApplicant(page);
  await page.goto('/career');
  await page.getByLabel('Nama Lengkap').fill('Sari Wulandari');
  await page.getByLabel('No. Telepon').fill(`0813${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Posisi').selectOption('Kebersihan');
  await page.getByLabel('Perempuan').check();
  await page.getByLabel('Tanggal Lahir').fill(birthDate(26));
  await page.getByLabel('Alamat').fill('Jl. Melati No. 3, Depok');
  await page.getByLabel('Resume / CV (PDF, DOC, DOCX)').setInputFiles({
    name: 'cv-sari.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('CV Sari Wulandari'),
  });
  await page.getByLabel('Foto (gambar)').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(800, 600),
  });
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();

  const down =
    'Server sedang tidak dapat menyimpan data. Data Anda belum tersimpan; silakan kirim lagi sebentar lagi.';
  await page.route('**/api/pelamar', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'retry-after': '5' },
          body: JSON.stringify({ error: down, code: 'unavailable' }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  const notice = page.getByRole('alert').filter({ hasText: down });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Isian dan berkas Anda masih ada di halaman ini.');
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Sari Wulandari');
  await expect(page.getByLabel('Alamat')).toHaveValue('Jl. Melati No. 3, Depok');
  await expect(page.getByLabel('Perempuan')).toBeChecked();
  await expect(page.getByLabel(/Saya telah membaca dan menyetujui/)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await page.unroute('**/api/pelamar');
  await notice.getByRole('button', { name: 'Kirim Ulang' }).click();
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();
});
