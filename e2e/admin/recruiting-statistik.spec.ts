import { screenshots } from '../applicants.ts';
import { expect, loginAsStaff, test } from '../fixtures.ts';

/** /admin/statistik for admin, hrd, superadmin and bos (docs/decisions/025); editor is refused. */

for (const role of ['admin', 'hrd', 'superadmin', 'bos']) {
  test(`${role} opens the recruiting dashboard from the sidebar`, async ({ page }) => {
    await loginAsStaff(page, role);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Statistik' }).click();
    await expect(page).toHaveURL(/\/admin\/statistik$/);
    await expect(page.getByRole('heading', { name: 'Statistik Rekrutmen' })).toBeVisible();
    await expect(page.getByText('Total Pelamar')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pelamar per Posisi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pelamar per Status' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Waktu dari Lamaran ke Keputusan' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Pelamar per Minggu (12 minggu terakhir)' }).locator('canvas'),
    ).toBeVisible();
    // Only the roles that edit applicants get the settings form; bos reads.
    await expect(page.getByRole('heading', { name: 'Pengaturan Rekrutmen' })).toHaveCount(
      role === 'bos' ? 0 : 1,
    );
    if (role === 'hrd') await screenshots(page, 'statistik');
  });
}

test('editor is refused the dashboard and sent back to /admin', async ({ page }) => {
  const editor = await loginAsStaff(page, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Kontak Pesan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statistik' })).toHaveCount(0);
  await page.goto('/admin/statistik');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak!' })).toBeVisible();
  await expect(page.getByText('Halaman ini hanya bisa diakses oleh HRD')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Statistik Rekrutmen' })).toHaveCount(0);
  const stats = await page.request.get('/api/pelamar/stats', {
    headers: { authorization: `Bearer ${editor.token}` },
  });
  expect(stats.status()).toBe(403);
});
