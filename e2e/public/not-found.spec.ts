import { expect, test } from '../fixtures.ts';

test('an unknown address shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/alamat-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 text is in the raw HTML, before any script runs', async ({ request }) => {
  const response = await request.get('/halaman/tidak/ada');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Halaman tidak ditemukan');
});
