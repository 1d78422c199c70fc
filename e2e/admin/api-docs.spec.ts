import { expect, test } from '../fixtures.ts';
import { expectHrdRefused, openFromSuperAdminMenu } from './super-admin-only.ts';

/** Superadmin browses the API description at /admin/api, with no third-party request (docs/decisions/036). */
test.describe('API description screen', () => {
  test('superadmin opens it from the menu, finds an operation and reads its answers', async ({
    page,
  }, testInfo) => {
    const origin = new URL(testInfo.project.use.baseURL ?? page.url()).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
    });
    await openFromSuperAdminMenu(page, 'Dokumentasi API');
    await expect(page.getByText(/^\d+ dari \d+ operasi$/)).toBeVisible();

    await page.getByLabel('Cari alamat atau keterangan').fill('/api/faqs/{id}');
    const rows = page.getByRole('listitem').filter({ hasText: '/api/faqs/{id}' });
    await expect(rows).toHaveCount(2);
    const put = rows.filter({ hasText: 'PUT' });
    await expect(put).toContainText('Perlu token (Bearer)');
    await put.getByText('/api/faqs/{id}').click();
    await expect(put.getByText('Needs a staff token')).toBeVisible();
    await expect(put.getByText('401')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('admin-api-375.png'), fullPage: false });
    expect(foreign).toEqual([]);
  });

  test('an hrd has no link and is refused the page', async ({ page }) => {
    await expectHrdRefused(page, '/admin/api', 'Dokumentasi API');
  });
});
