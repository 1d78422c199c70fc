import { expect, loginAsApplicant, pressAlertOk, test, unique } from '../fixtures.ts';
import { attachApplicationFiles, birthDate, nikFor } from '../applicants.ts';
import { pngBytes } from '../../test-support/sample-files.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test('a visitor finds an open vacancy, reads it and can share it on WhatsApp', async ({ page }) => {
  const kota = unique('Kota');
  const guard = await createVacancyThroughApi(page.request, { kota });
  const cleaner = await createVacancyThroughApi(page.request, {
    kota,
    posisi: 'Kebersihan',
    judul: unique('Cleaning Service '),
  });

  await page.goto('/lowongan');
  await expect(page.getByRole('heading', { level: 1, name: 'Lowongan Kerja' })).toBeVisible();
  await page.getByLabel('Kota').selectOption(kota);
  await page.getByLabel('Posisi').selectOption({ label: 'Cleaning' });
  await page.getByRole('button', { name: 'Terapkan Filter' }).click();
  await expect(page).toHaveURL(/posisi=Kebersihan/);
  await expect(page.getByRole('link', { name: cleaner.judul })).toBeVisible();
  await expect(page.getByRole('link', { name: guard.judul })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lowongan-${width}.png`, fullPage: true });
  }

  await page.goto(`/lowongan/${guard.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: guard.judul })).toBeVisible();
  await expect(page.getByText('Rp 4.500.000 – Rp 5.500.000')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lamar Sekarang' }).first()).toHaveAttribute(
    'href',
    `/career?lowongan=${guard.slug}`,
  );
  const share = page.getByRole('link', { name: 'Bagikan ke WhatsApp' });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href)).toContain(`/lowongan/${guard.slug}`);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: guard.judul });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-${width}.png`, fullPage: true });
  }
});

test('a closed vacancy answers 410 with a link to the open ones', async ({ page }) => {
  const closed = await createVacancyThroughApi(page.request, { status: 'ditutup' });
  const response = await page.goto(`/lowongan/${closed.slug}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Lowongan ini sudah ditutup' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${SHOTS}/closed-375.png`, fullPage: true });
  }
  await page.getByRole('link', { name: 'Lihat Lowongan yang Dibuka' }).click();
  await expect(page).toHaveURL(/\/lowongan$/);
});

test('Lamar Sekarang keeps the choice through login and asks the screening questions', async ({
  page,
}) => {
  const vacancy = await createVacancyThroughApi(page.request, {
    pertanyaan: [
      {
        teks: 'Apakah Anda memiliki sertifikat Gada Pratama yang masih berlaku?',
        jawaban_diharapkan: 'ya',
      },
    ],
  });
  await page.goto(`/lowongan/${vacancy.slug}`);
  await page.getByRole('link', { name: 'Lamar Sekarang' }).first().click();
  // No account yet: the career area sends the visitor to log in first.
  await expect(page).toHaveURL(/\/login-user$/);
  await loginAsApplicant(page);
  await page.goto('/career');
  await expect(page.getByLabel('Lowongan yang dilamar')).toHaveValue(vacancy.slug);
  await expect(page.getByLabel('Posisi', { exact: true })).toHaveCount(0);

  await page.getByLabel('Nama Lengkap').fill('Agus Pratama');
  await page.getByLabel('No. Telepon').fill('081234567890');
  await page.getByLabel('Laki-laki').check();
  const born = birthDate(27);
  await page.getByLabel('Tanggal Lahir').fill(born);
  await page.getByLabel('Alamat').fill('Jl. Kenanga No. 7, Bekasi');
  // A vacancy application carries the NIK and a KTP photo (docs/decisions/046).
  await page.getByLabel('NIK').fill(nikFor(born));
  await page.getByLabel('Foto KTP').setInputFiles({
    name: 'ktp.png',
    mimeType: 'image/png',
    buffer: await pngBytes(),
  });
  await attachApplicationFiles(page, { name: 'cv.pdf', text: 'CV Agus' });
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await expect(page.getByText('Jawab pertanyaan ini')).toBeVisible();
  await page
    .getByRole('group', { name: /Gada Pratama/ })
    .getByLabel('Tidak')
    .check();
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${SHOTS}/career-375.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
  await pressAlertOk(page);
  await expect(page).toHaveURL(/\/career\/detail$/);
});

test('Lamar Sekarang without an account goes straight to the login screen, the choice kept', async ({
  page,
}) => {
  const vacancy = await createVacancyThroughApi(page.request);
  await page.goto(`/lowongan/${vacancy.slug}`, { waitUntil: 'load' });
  // While the visitor reads, the login screen's script is fetched ahead.
  await expect(page.locator('link[rel="prefetch"][href*="/entry.login-user-"]')).toHaveCount(1);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') pages.push(new URL(request.url()).pathname);
  });
  await page.getByRole('link', { name: 'Lamar Sekarang' }).first().click();
  await expect(page).toHaveURL(/\/login-user$/);
  // Not through /career's page and scripts, only to be sent on from there.
  expect(pages).toEqual(['/login-user']);
  expect(await page.evaluate(() => localStorage.getItem('chosenVacancy'))).toBe(vacancy.slug);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters work through the query string and the page has its content', async ({
    page,
  }) => {
    const kota = unique('Kota');
    const parking = await createVacancyThroughApi(page.request, {
      kota,
      posisi: 'Pengelola Parkir',
      judul: unique('Juru Parkir '),
    });
    const guard = await createVacancyThroughApi(page.request, { kota });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/lowongan');
    await page.getByLabel('Kota').selectOption(kota);
    await page.getByLabel('Posisi').selectOption({ label: 'Parking Management' });
    await page.getByRole('button', { name: 'Terapkan Filter' }).click();
    await expect(page).toHaveURL(/posisi=Pengelola\+Parkir/);
    await expect(page.getByRole('link', { name: parking.judul })).toBeVisible();
    await expect(page.getByRole('link', { name: guard.judul })).toHaveCount(0);
    await page.getByRole('link', { name: parking.judul }).click();
    await expect(page.getByRole('heading', { level: 1, name: parking.judul })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeVisible();
  });
});
