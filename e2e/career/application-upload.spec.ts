import type { Page } from '@playwright/test';

import { birthDate } from '../applicants.ts';
import { expect, loginAsApplicant, test } from '../fixtures.ts';
import { cameraJpeg } from '../../test-support/camera-photo.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';

/**
 * The application form on a bad phone connection (docs/decisions/041, 048): the photo is shrunk
 * in the browser, each file goes ahead as it is chosen, typed fields survive a reload, and a send
 * cut off on the way can be repeated with one tap without choosing the files again.
 */

/** The applicant's id, from the token's payload. */
const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { id: number }).id;

/** Opens the application form and fills in its typed fields. */
async function openFilledForm(page: Page) {
  await page.goto('/career');
  await page.getByLabel('Nama Lengkap').fill('Dewi Lestari');
  await page.getByLabel('No. Telepon').fill('081234567890');
  await page.getByLabel('Posisi').selectOption({ label: 'Security' });
  await page.getByLabel('Perempuan').check();
  await page.getByLabel('Tanggal Lahir').fill(birthDate(26));
  await page.getByLabel('Alamat').fill('Jl. Melati No. 3, Depok');
}

/** Attaches a CV and the JPEG `photo` as the file `name`. */
async function attachFiles(page: Page, name: string, photo: Buffer) {
  await page.getByLabel('Resume / CV (PDF, DOC, DOCX)').setInputFiles({
    name: 'cv-dewi.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('CV Dewi Lestari'),
  });
  await page.getByLabel('Foto (gambar)').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: photo,
  });
}

/** Gives the consent and presses 'Kirim Lamaran'. */
async function consentAndSend(page: Page) {
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
}

/**
 * Notes the photo the form hands to XMLHttpRequest (multipart bodies with files cannot be read
 * from Playwright's request): its bytes, type and decoded size.
 */
async function recordSentPhoto(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const photo = body instanceof FormData ? body.get('foto') : null;
      if (photo instanceof Blob)
        (window as unknown as { sentPhoto: unknown }).sentPhoto = createImageBitmap(photo).then(
          (bitmap) => ({
            bytes: photo.size,
            type: photo.type,
            width: bitmap.width,
            height: bitmap.height,
          }),
        );
      return send.call(this, body);
    };
  });
}

test('a 4000 × 3000 camera photo leaves the browser shrunk to 1600 px in a worker, under 800 KB', async ({
  page,
}) => {
  await loginAsApplicant(page);
  await recordSentPhoto(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openFilledForm(page);
  const camera = await cameraJpeg();
  expect(camera.length).toBeGreaterThan(1_500_000);
  await attachFiles(page, 'IMG_20261126.jpg', camera);
  await consentAndSend(page);
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();
  const photo = await page.evaluate(
    () => (window as unknown as { sentPhoto: Promise<Record<string, number | string>> }).sentPhoto,
  );
  expect(photo.bytes).toBeLessThan(800 * 1024);
  // WebP where the browser writes it (docs/decisions/041), shrunk off the page's thread.
  expect(photo.type).toBe('image/webp');
  expect(photo).toMatchObject({ width: 1600, height: 1200 });
  expect(workers.some((url) => /shrink-photo-worker/.test(url))).toBe(true);
});

test('each file goes ahead as it is chosen; the application itself carries only their ids', async ({
  page,
}) => {
  await loginAsApplicant(page);
  const ahead: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/pelamar/berkas') && response.status() === 201)
      ahead.push(response.url());
  });
  await openFilledForm(page);
  await attachFiles(page, 'IMG_20261127.jpg', await cameraJpeg(1200, 900));
  // Both went before 'Kirim Lamaran' was pressed.
  await expect.poll(() => ahead.length).toBe(2);
  const application = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/pelamar'),
  );
  await consentAndSend(page);
  const body = (await application).postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toContain('name="berkas"');
  expect(body).not.toContain('filename=');
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();
});

test('typed fields survive a reload and are gone once the application is sent', async ({
  page,
}) => {
  const account = await loginAsApplicant(page);
  await openFilledForm(page);
  await page.reload();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Dewi Lestari');
  await expect(page.getByLabel('No. Telepon')).toHaveValue('081234567890');
  await expect(page.getByLabel('Posisi')).toHaveValue('Security');
  await expect(page.getByLabel('Perempuan')).toBeChecked();
  await expect(page.getByLabel('Alamat')).toHaveValue('Jl. Melati No. 3, Depok');
  // The consent is given anew, and files are never kept.
  await expect(page.getByLabel(/Saya telah membaca dan menyetujui/)).not.toBeChecked();
  const key = `sigap.draft.lamaran.${userIdOf(account.token)}`;
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toContain('Dewi Lestari');

  await attachFiles(page, 'foto.jpg', await cameraJpeg(800, 600));
  await consentAndSend(page);
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});

test('a send cut off on the way says so and goes again with one tap, stored once', async ({
  page,
}) => {
  const account = await loginAsApplicant(page);
  await openFilledForm(page);
  await attachFiles(page, 'foto.jpg', await cameraJpeg(1200, 900));
  let attempts = 0;
  await page.route('**/api/pelamar', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await consentAndSend(page);
  const notice = page.getByRole('alert').filter({ hasText: 'Pengiriman terputus' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Dewi Lestari');
  await notice.getByRole('button', { name: 'Kirim Ulang' }).click();
  await expect(page.getByText('Lamaran anda berhasil dikirim')).toBeVisible();
  expect(attempts).toBe(2);
  const mine = await page.request.get(`/api/user/pelamar/${userIdOf(account.token)}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(mine.status()).toBe(200);
});
