import { createStaff, expect, staffLoginToken, test } from '../fixtures.ts';
import { expectHrdRefused, openFromSuperAdminMenu } from './super-admin-only.ts';

/** Issue 9: superadmin reads who did what at /admin/audit; nobody else can. */
test.describe('audit log screen', () => {
  test('superadmin finds a staff login and filters by person and action', async ({ page }) => {
    const hrd = await createStaff(page.request, 'hrd');
    await staffLoginToken(page.request, hrd.nama, hrd.password);
    await openFromSuperAdminMenu(page, 'Log Audit');

    await page.getByLabel('Staff', { exact: true }).fill(hrd.nama);
    const hrdRows = page.getByRole('row').filter({ hasText: hrd.nama });
    await expect(hrdRows).toHaveCount(1);
    await expect(hrdRows).toContainText('Login');
    await expect(hrdRows).toContainText('hrd');
    await page.getByLabel('Staff', { exact: true }).fill('');

    await page.getByLabel('Aksi', { exact: true }).selectOption({ label: 'Menambah staff' });
    const added = page.getByRole('row').filter({ hasText: 'Menambah staff' });
    await expect(added.first()).toContainText('superadmin');
    await expect(page.getByRole('row').filter({ hasText: 'Login' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset filter' }).click();
    await page.getByLabel('Staff', { exact: true }).fill('superadmin');
    await expect(page.getByRole('row').filter({ hasText: 'Login' }).first()).toBeVisible();
  });

  test('an hrd has no audit link and is refused the page', async ({ page }) => {
    await expectHrdRefused(page, '/admin/audit', 'Log Audit');
  });
});
