import type { Page } from '@playwright/test';

import { axeViolations, describeViolations } from '../a11y/axe.ts';
import { screenshots } from '../applicants.ts';
import { clickCaptcha, expect, test, unique } from '../fixtures.ts';

/**
 * The estimator and the quote request at /minta-penawaran (docs/decisions/053, 054): a price as
 * the buyer types, the same price without JavaScript, and a request answered with its reference.
 */

// Screenshots at two widths and axe over a full page take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

test('the estimator prices a 24/7 post in Jakarta as the buyer types, and sends the request', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/minta-penawaran?utm_source=uji-e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'Minta Penawaran' })).toBeVisible();
  await page.getByLabel('Kota').selectOption('DKI Jakarta');
  // The first post starts as 24 hours, 7 days, one per shift: the worked example.
  await expect(page.getByTestId('estimate-total')).toHaveText('Rp 37.779.630');
  // Two per shift: 336 hours need seven people at 48 hours each, 8 of them overtime
  // (7 × 9,457,661 = 66,203,627; + fee 6,620,363 + PPN 8,010,639).
  await page.getByLabel('Personel per shift').fill('2');
  await expect(page.getByTestId('estimate-total')).toHaveText('Rp 80.834.629');
  await page.getByLabel('Hari per minggu').fill('8');
  await expect(page.getByText('Hari per minggu harus bilangan bulat 1 sampai 7')).toBeVisible();
  await page.getByLabel('Hari per minggu').fill('7');
  await page.getByLabel('Personel per shift').fill('1');
  await expect(page.getByTestId('estimate-total')).toHaveText('Rp 37.779.630');
  await expect(page.getByText(/Ini perkiraan dari UMK kota/)).toBeVisible();
  await screenshots(page, 'estimator');
  await expectNoAxeViolations(page, '/minta-penawaran');

  await page.setViewportSize({ width: 375, height: 800 });
  const company = unique('PT Gudang E2E ');
  await page.getByLabel('Nama perusahaan *').fill(company);
  await page.getByLabel('Nama kontak *').fill('Budi Santoso');
  await page.getByLabel('Email *').fill('budi.e2e@contoh.id');
  await page.getByLabel('Telepon *').fill('0812 3456 7890');
  await page.getByLabel('Alamat lokasi *').fill('Jl. Industri 5, Bekasi');
  await page.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
  if (await page.getByRole('checkbox', { name: 'Saya bukan robot' }).count())
    await clickCaptcha(page);
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByRole('status')).toContainText(/PNW-\d{4}-\d{5}/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form asks the server, which renders the same estimate', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/minta-penawaran');
    await page.getByLabel('Kota').selectOption('Kota Surabaya');
    await page.getByLabel('Jam per hari').fill('12');
    await page.getByLabel('Hari per minggu').fill('6');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page).toHaveURL(/\/minta-penawaran\/hitung\?/);
    await expect(page.getByTestId('estimate-total')).toHaveText('Rp 16.207.476');
    await page.getByRole('button', { name: 'Tambah pos' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Nama pos')).toHaveCount(2);
  });
});

test('the English page prices in English and links back to the Indonesian one', async ({
  page,
}) => {
  await page.goto('/en/request-a-quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
  await expect(page.getByText('Total per month')).toBeVisible();
  await expect(page.locator('link[hreflang="id"]')).toHaveAttribute('href', /\/minta-penawaran$/);
});

test('the home page and each service page link to the estimator', async ({ page }) => {
  for (const path of ['/', '/layanan/keamanan', '/layanan/kebersihan', '/layanan/parkir']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Minta Penawaran' }).first()).toHaveAttribute(
      'href',
      '/minta-penawaran',
    );
  }
  await page.goto('/en/services/security');
  await expect(page.getByRole('link', { name: 'Request a Quote' }).first()).toHaveAttribute(
    'href',
    '/en/request-a-quote',
  );
});
