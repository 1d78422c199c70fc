import type { Browser, Page } from '@playwright/test';

import { applyThroughApi, letterName } from '../applicants.ts';
import { expect, loginAsApplicant, loginAsStaff, pressAlertOk, test } from '../fixtures.ts';

/** Staff side of applications (docs/product.md §2, §5, §6): find, schedule, accept; bos reads; editor refused. */

/** An applicant in a browser context of their own, who applies through the API. */
async function applicantWithApplication(browser: Browser, nama: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await loginAsApplicant(page);
  const { id } = await applyThroughApi(page.request, account.token, { nama });
  return { page, context, account, id };
}

/** Makes an application named `prefix` plus a tag, then searches the list for it as `role`. */
async function searchNewApplicantAs(page: Page, browser: Browser, role: string, prefix: string) {
  const nama = letterName(prefix);
  const applicant = await applicantWithApplication(browser, nama);
  await applicant.context.close();
  await loginAsStaff(page, role);
  await page.goto('/admin/pelamar');
  await page.getByLabel('Cari').fill(nama);
  await page.getByLabel('Cari').press('Enter');
  return nama;
}

test('hrd finds an applicant, schedules an interview, accepts, and the applicant sees it', async ({
  page,
  browser,
}) => {
  const nama = letterName('Andi');
  const applicant = await applicantWithApplication(browser, nama);
  await loginAsStaff(page, 'hrd');

  await page.goto('/admin/pelamar');
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();
  await page.getByLabel('Cari').fill(nama.toUpperCase());
  await page.getByLabel('Cari').press('Enter');
  const group = page.getByRole('region', { name: 'Hari Ini' });
  await expect(group.getByRole('cell', { name: nama, exact: true })).toBeVisible();
  // The applicant's own row: until the search answers, the group still lists other applicants.
  const row = group.getByRole('row').filter({ hasText: nama });
  await expect(row.getByRole('cell', { name: 'Security' })).toBeVisible();
  await group.getByRole('link', { name: `Detail ${nama}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/pelamar/${applicant.id}$`));
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Informasi Pribadi' })).toBeVisible();
  await expect(page.getByText('30 tahun', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat Dokumen' })).toBeVisible();

  // docs/product.md §5: no status save before a valid interview schedule exists.
  await page.getByLabel('Status Lamaran').selectOption('Diterima');
  await page.getByRole('button', { name: 'Simpan Status' }).click();
  await expect(page.getByRole('heading', { name: 'Peringatan' })).toBeVisible();
  await expect(page.getByText('Silakan isi jadwal interview terlebih dahulu')).toBeVisible();
  await pressAlertOk(page);

  await page.getByLabel('Jadwal Interview').fill('2030-03-07T10:30');
  await page.getByRole('button', { name: 'Simpan Jadwal' }).click();
  await expect(page.getByText('Jadwal interview berhasil diperbarui')).toBeVisible();
  await expect(page.getByText('Jadwal interview berhasil diperbarui')).toBeHidden();

  await page.getByLabel('Status Lamaran').selectOption('Diterima');
  await page.getByRole('button', { name: 'Simpan Status' }).click();
  await expect(page.getByText('Status berhasil diperbarui')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pelamar/${applicant.id}$`));

  // The applicant's own view shows the change.
  await applicant.page.goto('/career/detail');
  await expect(applicant.page.getByRole('heading', { name: 'Detail Lamaran Saya' })).toBeVisible();
  await expect(applicant.page.getByText('Diterima').first()).toBeVisible();
  await expect(applicant.page.getByText(/7 Maret 2030/).first()).toBeVisible();
  await expect(applicant.page.getByText('Belum dijadwalkan')).toHaveCount(0);
  await applicant.context.close();
});

test('hrd deletes an applicant after confirming', async ({ page, browser }) => {
  const nama = await searchNewApplicantAs(page, browser, 'hrd', 'Hapus');
  await page.getByRole('button', { name: `Hapus ${nama}` }).click();
  await expect(page.getByText('Yakin ingin menghapus?')).toBeVisible();
  await expect(page.getByText('Data yang dihapus tidak bisa dikembalikan!')).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  // A second question offers to erase the login account too (docs/decisions/022).
  await expect(page.getByText('Hapus juga akun pelamar?')).toBeVisible();
  await page.getByRole('button', { name: 'Tidak' }).click();
  await expect(page.getByText('Data pelamar telah dihapus')).toBeVisible();
  await expect(page.getByText('Tidak ada data pelamar')).toBeVisible();
});

test('bos sees the list and detail read-only, without delete', async ({ page, browser }) => {
  const nama = await searchNewApplicantAs(page, browser, 'bos', 'Bos');
  // The name cell may also carry the 'Duplikat' badge (test applications share a phone number).
  await expect(page.getByRole('cell', { name: nama }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Hapus ${nama}` })).toHaveCount(0);
  await page.getByRole('link', { name: `Detail ${nama}` }).click();
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();
  await expect(page.getByText('Belum dijadwalkan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan Status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Simpan Jadwal' })).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

test('editor is refused on the list and the detail', async ({ page }) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/pelamar');
  await expect(page.getByText('Halaman ini hanya bisa diakses oleh HRD')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toHaveCount(0);
  await page.goto('/admin/pelamar/1');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak!' })).toBeVisible();
  await expect(page.getByText('Halaman ini tidak dapat diakses')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the Pelamar badge counts new applicants until the list is opened', async ({
  page,
  browser,
}) => {
  await loginAsStaff(page, 'admin');
  // The first visit after login is the starting point: nothing counts as new yet.
  await page.goto('/admin');
  const pelamarLink = page.getByRole('navigation').getByRole('link', { name: /^Pelamar/ });
  await expect(pelamarLink).toBeVisible();
  await expect(pelamarLink).toHaveAccessibleName('Pelamar');

  const applicant = await applicantWithApplication(browser, letterName('Baru'));
  await applicant.context.close();
  // docs/product.md §7: the layout polls every 10 seconds. Specs in the other worker may add applicants
  // meanwhile, so the count is at least one, not exactly one.
  await expect(pelamarLink).toHaveAccessibleName(/^Pelamar\s*[1-9]/, { timeout: 15_000 });

  await pelamarLink.click();
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();
  await expect(pelamarLink).toHaveAccessibleName('Pelamar');
});

test('hrd exports the filtered list as a CSV file Excel reads', async ({ page, browser }) => {
  const nama = await searchNewApplicantAs(page, browser, 'hrd', 'Ekspor');
  await expect(page.getByRole('link', { name: `Detail ${nama}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pelamar-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('"Nama";"Email";"Telepon"');
  expect(lines[1]).toContain(`"${nama}"`);
});
