import type { Page } from '@playwright/test';

import { createApplication, letterName } from '../applicants.ts';
import { SUPERADMIN, expect, loginAsStaff, staffLoginToken, test } from '../fixtures.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

/**
 * Staff screens on a phone (390 px) and a desk (1280 px): security settings that act only when
 * asked, lists before filters, tables that fit, the audit log in words, the vacancy beside the
 * position, tab titles, the first invalid field in view, quiet delete buttons.
 */

const WIDTHS = [390, 1280] as const;

/**
 * What makes the page itself scroll sideways (a table's own scroll box does not count): the
 * elements that reach past the right edge, or nothing.
 */
const scrollsSideways = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((element) => element.outerHTML.slice(0, 160))
      : false,
  );

for (const width of WIDTHS) {
  test.describe(`staff screens at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    });

    test('Keamanan Akun makes no secret on a visit; the button starts enrolment', async ({
      page,
    }) => {
      const hrd = await loginAsStaff(page, 'hrd');
      await page.goto('/admin/keamanan');
      await expect(page.getByText('Verifikasi dua langkah: belum aktif')).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
      ).toHaveCount(0);
      await expect(page).toHaveTitle('Keamanan Akun — Sigap Admin');

      const { token } = await staffLoginToken(page.request, SUPERADMIN.nama, SUPERADMIN.password);
      const auditOf = async () =>
        (await (
          await page.request.get(`/api/audit?actor=${hrd.nama}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as Array<{ action: string }>;
      expect((await auditOf()).map((row) => row.action)).not.toContain('POST /staff/mfa/setup');

      await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
      await expect(
        page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
      ).toBeVisible();
      expect((await auditOf()).map((row) => row.action)).toContain('POST /staff/mfa/setup');
      expect(await scrollsSideways(page)).toBe(false);

      if (width === 1280) {
        // The dark sidebar reaches the bottom of the long page.
        const sidebar = page.getByRole('complementary', { name: 'Panel Admin' });
        const column = sidebar.locator('xpath=..');
        const [columnBox, pageHeight] = await Promise.all([
          column.boundingBox(),
          page.evaluate(() => document.documentElement.scrollHeight),
        ]);
        expect(pageHeight).toBeGreaterThan(900);
        expect(Math.round(columnBox!.y + columnBox!.height)).toBeGreaterThanOrEqual(pageHeight - 1);
      }
    });

    test('the applicant list comes before its filters, which count what is active', async ({
      page,
    }) => {
      const vacancy = await createVacancyThroughApi(page.request, {
        judul: `Juru Parkir Pusat Perbelanjaan ${Date.now()}`,
      });
      const sent = await createApplication(page.request, {
        nama: letterName('Wati'),
        lowongan_id: String(vacancy.id),
      });
      await loginAsStaff(page, 'hrd');
      await page.goto('/admin/pelamar');
      await expect(page).toHaveTitle('Pelamar — Sigap Admin');
      const search = page.getByRole('searchbox', { name: 'Cari' });
      const toggle = page.getByRole('button', { name: /^Filter/ });
      const firstRow = page.getByText(sent.nama).locator('visible=true').first();

      if (width === 390) {
        await expect(toggle).toBeVisible();
        await expect(search).toBeHidden();
        // The first applicant is on the first screen.
        await expect(firstRow).toBeInViewport();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.getByLabel('Status').selectOption('Menunggu');
        await expect(toggle).toHaveAccessibleName('Filter 1 aktif');
      } else {
        await expect(toggle).toBeHidden();
        await expect(search).toBeVisible();
      }
      // The vacancy is named beside the position, linked to its page.
      await expect(
        page.getByRole('link', { name: vacancy.judul }).locator('visible=true'),
      ).toHaveAttribute('href', `/lowongan/${vacancy.slug}`);
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto(`/admin/pelamar/${sent.id}`);
      await expect(page).toHaveTitle('Detail Pelamar — Sigap Admin');
      await expect(page.getByRole('link', { name: vacancy.judul })).toBeVisible();
      await expect(page.getByText(`· ${vacancy.kota}`)).toBeVisible();
    });

    test('the audit log reads as sentences with role names and a filter in the same words', async ({
      page,
    }) => {
      await loginAsStaff(page, 'superadmin');
      const created = await createApplication(page.request, { nama: letterName('Rudi') });
      const { token } = await staffLoginToken(page.request, SUPERADMIN.nama, SUPERADMIN.password);
      const scheduled = await page.request.put(`/api/pelamar/${created.id}/jadwal`, {
        headers: { authorization: `Bearer ${token}` },
        data: { jadwal_interview: '2030-02-03T10:00' },
      });
      expect(scheduled.status()).toBe(200);

      await page.goto('/admin/audit');
      await expect(page).toHaveTitle('Log Audit — Sigap Admin');
      if (width === 390) await page.getByRole('button', { name: /^Filter/ }).click();
      await page
        .getByLabel('Aksi', { exact: true })
        .selectOption({ label: 'Mengubah jadwal interview pelamar' });
      // Phones read a card per record, desks a table row; the applicant is named, not numbered.
      const row = page
        .getByRole(width === 390 ? 'listitem' : 'row')
        .filter({ hasText: created.nama });
      await expect(row).toContainText(`superadmin mengubah jadwal interview ${created.nama}`);
      await expect(row).toContainText('Super Admin');
      await expect(row.getByRole('link', { name: created.nama })).toHaveAttribute(
        'href',
        `/admin/pelamar/${created.id}`,
      );
      if (width === 390)
        await expect(page.getByRole('button', { name: /^Filter/ })).toHaveAccessibleName(
          'Filter 1 aktif',
        );
      expect(await scrollsSideways(page)).toBe(false);
    });

    test('an empty vacancy form focuses its first invalid field; Hapus stays quiet', async ({
      page,
    }) => {
      await createVacancyThroughApi(page.request);
      await loginAsStaff(page, 'admin');
      await page.goto('/admin/lowongan');
      await expect(page).toHaveTitle('Lowongan — Sigap Admin');
      const remove = page.getByRole('button', { name: 'Hapus' }).first();
      await expect(remove).toBeVisible();
      expect(await remove.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
        'rgb(255, 255, 255)',
      );
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole('button', { name: 'Tambah Lowongan' }).click();
      const judul = page.getByRole('textbox', { name: 'Judul', exact: true });
      await judul.fill('');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(judul).toBeFocused();
      await expect(judul).toBeInViewport();
    });

    test('no staff screen scrolls sideways', async ({ page }) => {
      await loginAsStaff(page, 'superadmin');
      for (const path of [
        '/admin',
        '/admin/pelamar',
        '/admin/statistik',
        '/admin/lowongan',
        '/admin/edit-content',
        '/admin/jobs',
        '/admin/register-user',
        '/admin/audit',
        '/admin/keamanan',
        '/admin/password',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^Memuat/)).toHaveCount(0);
        expect(await scrollsSideways(page), path).toBe(false);
        await expect(page).toHaveTitle(/ — Sigap Admin$/);
        if (process.env.SHOTS_DIR)
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/${path.replaceAll('/', '_')}-${width}.png`,
            fullPage: true,
            animations: 'disabled',
          });
      }
    });
  });
}
