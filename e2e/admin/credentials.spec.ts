import { readFile } from 'node:fs/promises';

import { createApplication, letterName, screenshots, superadminApi } from '../applicants.ts';
import { GADA_AND_SKCK, createVacancyThroughApi } from '../vacancies.ts';
import { formatFullDate } from '#common/dates';
import { dayFromToday } from '../../test-support/vacancies.ts';
import { expect, loginAsStaff, test } from '../fixtures.ts';

/**
 * The credential register at /admin/kredensial (docs/decisions/047-credential-register.md):
 * accepted applicants as cards on a phone and a table on a desk, the 'berakhir dalam' filter and
 * the CSV download.
 */

/** Two accepted applications made through the API; answers their names. */
async function acceptedApplicants(page: import('@playwright/test').Page) {
  const staff = await superadminApi(page.request);
  const names = [letterName('Agus'), letterName('Budi')];
  for (const nama of names) {
    const row = await createApplication(page.request, { nama });
    await staff.schedule(row.id, '2030-03-10T09:00');
    await staff.status(row.id, 'Diterima');
  }
  return names;
}

/**
 * A guard accepted through a vacancy that asks for Gada and SKCK, with a KTA that ends in 30
 * days: a row that carries every credential. Answers its name and the KTA's last day.
 */
async function acceptedGuard(page: import('@playwright/test').Page) {
  const staff = await superadminApi(page.request);
  const vacancy = await createVacancyThroughApi(page.request, {
    syarat: GADA_AND_SKCK,
  });
  const nama = letterName('Dedi');
  const ktaEnds = dayFromToday(30);
  const row = await createApplication(page.request, {
    nama,
    lowongan_id: String(vacancy.id),
    extra: {
      skck_tanggal: dayFromToday(-20),
      gada_tingkat: 'Madya',
      gada_nomor: 'GM/2025/000321',
      kta_nomor: 'KTA/0457/2025',
      kta_berlaku_sampai: ktaEnds,
    },
    documents: ['skck', 'sertifikat_gada'],
  });
  await staff.schedule(row.id, '2030-03-10T09:00');
  await staff.status(row.id, 'Diterima');
  return { nama, ktaEnds };
}

test.describe('credential register', () => {
  test('lists accepted applicants at 390 and 1280 px, filters and downloads CSV', async ({
    page,
  }) => {
    const names = await acceptedApplicants(page);
    const guard = await acceptedGuard(page);
    await loginAsStaff(page, 'hrd');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Register Kredensial' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register Kredensial' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Register Kredensial — Sigap Admin');
    // A phone shows cards (list items), the filters folded behind 'Filter'.
    const card = page.getByRole('listitem').filter({ hasText: names[0] });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Security');
    await expect(page.getByLabel('Berakhir dalam (hari)')).toBeHidden();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Berakhir dalam (hari)').fill('abc');
    await page.getByRole('button', { name: 'Filter', exact: true }).last().click();
    await expect(page.getByRole('alert')).toHaveText(
      'Filter berakhir_dalam harus bilangan bulat 0–365 hari',
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    const row = page.getByRole('row').filter({ hasText: names[1] });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: names[1] })).toHaveAttribute(
      'href',
      /\/admin\/pelamar\/\d+$/,
    );
    await screenshots(page, 'credential-register');

    // The guard's row carries each credential, its dates written out.
    const guardRow = page.getByRole('row').filter({ hasText: guard.nama });
    await expect(guardRow).toContainText('Madya');
    await expect(guardRow).toContainText('GM/2025/000321');
    await expect(guardRow).toContainText('KTA/0457/2025');
    await expect(guardRow).toContainText(`berlaku s.d. ${formatFullDate(guard.ktaEnds)}`);

    // Nothing of the first two ends (they carry no KTA or SKCK): a filter leaves them out and
    // keeps the guard, whose KTA ends within 60 days.
    await page.getByLabel('Berakhir dalam (hari)').fill('60');
    await page.getByRole('button', { name: 'Filter', exact: true }).last().click();
    await expect(page).toHaveURL(/berakhir_dalam=60/);
    await expect(page.getByRole('row').filter({ hasText: guard.nama })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: names[1] })).toHaveCount(0);
    await page.getByLabel('Berakhir dalam (hari)').fill('');
    await page.getByRole('button', { name: 'Filter', exact: true }).last().click();
    await expect(page.getByRole('row').filter({ hasText: names[1] })).toBeVisible();

    // 'Perlu tindakan' (docs/decisions/052): the guard's documents wait for a check; the other two
    // carry no credential at all, so nothing of theirs needs a hand.
    const needsAction = page.getByLabel(/Hanya yang perlu tindakan/);
    await needsAction.check();
    await expect(page).toHaveURL(/perlu_tindakan=1/);
    await expect(page.getByRole('row').filter({ hasText: guard.nama })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: names[1] })).toHaveCount(0);
    await needsAction.uncheck();
    await expect(page.getByRole('row').filter({ hasText: names[1] })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kredensial-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('"ID Pelamar";"Nama";"Posisi";"Tingkat Gada"');
    for (const nama of names) expect(csv).toContain(`"${nama}";"Security"`);
  });

  test('a bos has no register link and is refused the page', async ({ page }) => {
    await loginAsStaff(page, 'bos');
    await page.goto('/admin/kredensial');
    await expect(
      page.getByText('Halaman ini hanya dapat diakses oleh HRD, Admin dan Super Admin'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Kredensial' })).toHaveCount(0);
  });
});
