import { expect, loginAsStaff, test } from '../fixtures.ts';

/** A session ended elsewhere: the next call, a file download included, leads to the login page. */

test('a CSV export after the session ended leads to the staff login page', async ({ page }) => {
  const staff = await loginAsStaff(page, 'hrd');
  await page.goto('/admin/pelamar');
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();
  // The same token is revoked from another tab or device.
  const logout = await page.request.post('/api/logout', {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  expect(logout.status()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
});
