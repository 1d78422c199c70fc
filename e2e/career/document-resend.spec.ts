import { applyThroughApi, letterName, screenshots, superadminApi } from '../applicants.ts';
import { axeViolations } from '../a11y/axe.ts';
import { expect, loginAsApplicant, test } from '../fixtures.ts';
import { cameraJpeg } from '../../test-support/camera-photo.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

/**
 * The applicant mends a rejected document on a phone (docs/decisions/052-guard-document-loop.md):
 * /career/detail lists each document with its state and the staff note, and a rejected one is
 * sent again (the camera photo shrunk first), back to waiting for staff.
 */

test('at 375 px the applicant sees a rejected KTP with the note and sends a new photo', async ({
  page,
}) => {
  // Two applications' worth of uploads, a camera photo shrunk and two axe runs on a shared machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  const vacancy = await createVacancyThroughApi(page.request, {});
  const account = await loginAsApplicant(page);
  const application = await applyThroughApi(page.request, account.token, {
    nama: letterName('Rudi'),
    lowongan_id: String(vacancy.id),
  });
  const staff = await superadminApi(page.request);
  await staff.put(`/pelamar/${application.id}/dokumen/ktp`, {
    verifikasi: 'ditolak',
    catatan: 'Foto buram, NIK tidak terbaca',
  });

  await page.goto('/career/detail');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Dokumen identitas dan kredensial' }) });
  await expect(card.getByRole('heading', { name: 'Foto KTP' })).toBeVisible();
  await expect(card.getByText('Ditolak', { exact: true })).toBeVisible();
  await expect(
    card.getByText('Catatan tim rekrutmen: Foto buram, NIK tidak terbaca'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'career-detail-document-rejected');
  await page.setViewportSize({ width: 375, height: 800 });

  // Sending without a file names what is missing; then a big camera photo, shrunk before sending.
  await card.getByRole('button', { name: 'Kirim ulang', exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText('Pilih file terlebih dahulu');
  await card.getByLabel('Kirim ulang Foto KTP').setInputFiles({
    name: 'IMG_KTP_baru.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(),
  });
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' && request.url().endsWith('/api/user/pelamar/dokumen/ktp'),
  );
  await card.getByRole('button', { name: 'Kirim ulang', exact: true }).click();
  const request = await sent;
  // The photo was shrunk on the phone: far below the camera's several megabytes.
  expect(Number((await request.allHeaders())['content-length'])).toBeLessThan(1_000_000);
  await expect(page.getByRole('status').getByText('Foto KTP terkirim dan menunggu pemeriksaan ulang.')).toBeVisible(); // prettier-ignore
  await expect(card.getByText('Menunggu pemeriksaan')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Kirim ulang', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);

  // Staff see it waiting again, and a reload shows the same.
  const detail = (await staff.get(`/pelamar/${application.id}`)) as {
    dokumen: { jenis: string; verifikasi: string }[];
  };
  expect(detail.dokumen.find((d) => d.jenis === 'ktp')?.verifikasi).toBe('belum');
  await page.reload();
  await expect(card.getByText('Menunggu pemeriksaan')).toBeVisible();
  await screenshots(page, 'career-detail-document-resent');
});
