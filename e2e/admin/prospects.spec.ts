import type { APIRequestContext, Page } from '@playwright/test';

import { axeViolations, describeViolations } from '../a11y/axe.ts';
import { screenshots } from '../applicants.ts';
import { expect, loginAsStaff, solveCaptcha, test, unique } from '../fixtures.ts';

/** The sales pipeline and the tariff screen (docs/decisions/053, 054). */

// Screenshots at two widths and axe over a full screen take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

async function sendQuoteRequest(request: APIRequestContext, perusahaan: string) {
  const response = await request.post('/api/penawaran', {
    data: {
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      pos: [{ nama: 'Gerbang', jam_per_hari: 24, hari_per_minggu: 7, personel_per_shift: 1 }],
      perusahaan,
      nama: 'Sari Wulandari',
      email: 'sari@contoh.id',
      telepon: '0812 1111 2222',
      alamat_lokasi: 'Jl. Gudang 9, Bekasi',
      persetujuan: true,
      captchaToken: await solveCaptcha(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { kode: string };
}

test('admin moves a request across the board by keyboard, with a reason for kalah', async ({
  page,
}) => {
  const company = unique('PT Papan ');
  const { kode } = await sendQuoteRequest(page.request, company);
  await loginAsStaff(page, 'admin');
  await page.goto('/admin/prospek');
  await expect(page.getByRole('heading', { name: 'Prospek', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: kode })).toBeVisible();
  await page.getByRole('button', { name: 'Papan' }).click();
  await page.getByLabel('Cari prospek').fill(company);
  const menu = page.getByLabel(`Pindahkan ${kode} ke tahap`);
  await menu.focus();
  await menu.selectOption('dihubungi');
  await expect(page.getByText(`${kode} dipindah ke Dihubungi`)).toBeVisible();
  await menu.selectOption('kalah');
  await page.getByLabel('Mengapa prospek ini kalah?').fill('Anggaran klien dipotong');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${kode} dipindah ke Kalah`)).toBeVisible();
  await screenshots(page, 'prospect-board');
  await expectNoAxeViolations(page, '/admin/prospek');

  await page.getByRole('link', { name: kode }).click();
  await expect(page.getByRole('heading', { name: `Prospek ${kode}` })).toBeVisible();
  await expect(page.getByText('Anggaran klien dipotong')).toBeVisible();
  await expect(page.getByRole('link', { name: /Telepon 0812 1111 2222/ })).toHaveAttribute(
    'href',
    'tel:081211112222',
  );
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/6281211112222',
  );
  await expect(page.getByTestId('estimate-total')).toHaveText('Rp 37.779.630');
  await screenshots(page, 'prospect-detail');
  await expectNoAxeViolations(page, '/admin/prospek/id');
});

test('admin edits a city wage on the tariff screen and the estimate follows', async ({ page }) => {
  await loginAsStaff(page, 'admin');
  await page.goto('/admin/tarif');
  await expect(page.getByRole('heading', { name: 'Tarif Penawaran', level: 1 })).toBeVisible();
  await screenshots(page, 'tariff');
  await expectNoAxeViolations(page, '/admin/tarif');
  const city = unique('Kota Uji ');
  await page.getByRole('button', { name: 'Tambah kota' }).click();
  const rows = page.getByRole('row');
  const last = rows.last();
  await last.getByRole('textbox').nth(0).fill(city);
  await last.getByRole('textbox').nth(1).fill('Provinsi Uji');
  await last.getByRole('spinbutton').fill('5000000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Tarif disimpan')).toBeVisible();
  const tariff = await (await page.request.get('/api/penawaran/tarif')).json();
  expect(tariff.kota).toContainEqual({ kota: city, provinsi: 'Provinsi Uji', umk: 5_000_000 });
  expect(tariff.contoh).toBe(false);
});

test('the board and the tariff table fit a phone; the stage menu still works there', async ({
  page,
}) => {
  const company = unique('PT Ponsel ');
  const { kode } = await sendQuoteRequest(page.request, company);
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsStaff(page, 'admin');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/admin/prospek');
  await page.getByRole('button', { name: 'Papan' }).click();
  await page.getByLabel('Cari prospek').fill(company);
  const menu = page.getByLabel(`Pindahkan ${kode} ke tahap`);
  await expect(menu).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  // The columns scroll inside their own region, which the keyboard can reach.
  const board = page.getByRole('region', { name: 'Papan prospek' });
  await expect(board).toBeVisible();
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await menu.focus();
  await menu.selectOption('survei');
  await expect(page.getByText(`${kode} dipindah ke Survei`)).toBeVisible();
  // The card now sits in a column off screen: its screen-reader-only label must not widen the page.
  await expect.poll(pageWidth).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, '/admin/prospek (375 px)');

  await page.goto('/admin/tarif');
  await expect(page.getByRole('heading', { name: 'Tarif Penawaran', level: 1 })).toBeVisible();
  const cities = page.getByRole('region', { name: /Daftar kota/ });
  await expect(cities).toBeVisible();
  await expect(page.locator('caption')).toContainText('Daftar kota');
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  // The UMK of the first city is reachable and editable on the phone.
  const umk = cities.getByRole('spinbutton').first();
  await umk.scrollIntoViewIfNeeded();
  await expect(umk).toBeInViewport();
  await expectNoAxeViolations(page, '/admin/tarif (375 px)');
  await page.screenshot({ path: test.info().outputPath('tariff-375.png'), fullPage: true });
});
