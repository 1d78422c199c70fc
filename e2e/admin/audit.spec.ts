import { createStaff, expect, staffLoginToken, test } from '../fixtures.ts';
import { expectHrdRefused, openFromSuperAdminMenu } from './super-admin-only.ts';

/** Superadmin reads who did what at /admin/audit (docs/decisions/024); nobody else can. */
test.describe('audit log screen', () => {
  test('superadmin finds a staff login and filters by person and action', async ({ page }) => {
    const hrd = await createStaff(page.request, 'hrd');
    await staffLoginToken(page.request, hrd.nama, hrd.password);
    await openFromSuperAdminMenu(page, 'Log Audit');

    await page.getByLabel('Staff', { exact: true }).fill(hrd.nama);
    const hrdRows = page.getByRole('row').filter({ hasText: hrd.nama });
    await expect(hrdRows).toHaveCount(1);
    await expect(hrdRows).toContainText(`${hrd.nama} masuk ke panel admin`);
    await expect(hrdRows).toContainText('HRD');
    await page.getByLabel('Staff', { exact: true }).fill('');

    await page.getByLabel('Aksi', { exact: true }).selectOption({ label: 'Menambah akun staff' });
    const added = page.getByRole('row').filter({ hasText: 'menambah akun staff' });
    await expect(added.first()).toContainText('superadmin menambah akun staff');
    await expect(added.first()).toContainText('Super Admin');
    await expect(page.getByRole('row').filter({ hasText: 'masuk ke panel admin' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset filter' }).click();
    await page.getByLabel('Staff', { exact: true }).fill('superadmin');
    await expect(
      page.getByRole('row').filter({ hasText: 'masuk ke panel admin' }).first(),
    ).toBeVisible();
  });

  test('an hrd has no audit link and is refused the page', async ({ page }) => {
    await expectHrdRefused(page, '/admin/audit', 'Log Audit');
  });
});
