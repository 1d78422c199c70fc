import { expect, loginAsStaff, test } from '../fixtures.ts';

/** A session ended elsewhere: the next call, a file download included, leads to the login page. */

test('a CSV export after the session ended leads to the staff login page', async ({ page }) => {
  const staff = await loginAsStaff(page, 'hrd');
  await page.goto('/admin/pelamar');
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();
  // The screen polls for new applicants and messages: any of those calls, answered 401, would
  // lead to the login page before the click. They are held until the export has done it, so the
  // test proves the download path, not whichever call happened to come first.
  let releaseHeld = () => {};
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  await page.route('**/api/**', async (route) => {
    if (!route.request().url().includes('/pelamar/export.csv')) await held;
    await route.fallback();
  });
  // The same token is revoked from another tab or device.
  const logout = await page.request.post('/api/logout', {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  expect(logout.status()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Unduh CSV' }).click();
  await expect(page).toHaveURL(/\/login$/);
  releaseHeld();
  await expect(page.getByLabel('Username')).toBeVisible();
});
