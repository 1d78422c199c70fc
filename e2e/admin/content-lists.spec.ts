import type { Page } from '@playwright/test';

import { expect, loginAsStaff, openStaffScreen, test, unique } from '../fixtures.ts';

/** The testimony, FAQ and tenant editors: a change shows on the public home page. */

/** Saving the empty form shows the message of each required field. */
async function expectRequiredOnEmptySave(page: Page, messages: string[]) {
  await page.getByRole('button', { name: 'Simpan' }).click();
  for (const message of messages) await expect(page.getByText(message)).toBeVisible();
}

/** Opens the row showing `rowText`, types `value` into `label`, saves, and waits for the row. */
async function editRow(page: Page, rowText: string, label: string, value: string) {
  await page
    .getByRole('listitem')
    .filter({ hasText: rowText })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: value })).toBeVisible();
}

test('an editor adds and edits a testimony and the home page shows it', async ({ page }) => {
  await openStaffScreen(page, 'editor', '/admin/content/edit-testimoni', 'Manajemen Testimoni');

  await expectRequiredOnEmptySave(page, ['Nama wajib diisi', 'Pesan wajib diisi']);

  const name = unique('Klien Editor ');
  await page.getByLabel('Nama', { exact: true }).fill(name);
  await page.getByLabel('Jenis Layanan', { exact: true }).fill('Layanan Kebersihan');
  await page.getByLabel('Pesan', { exact: true }).fill('Awal yang baik.');
  await page.getByLabel('Foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('img', { name: 'Pratinjau' })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Testimoni berhasil disimpan')).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue(name);
  const message = unique('Pesan diperbarui ');
  await page.getByLabel('Pesan', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: message })).toBeVisible();

  await page.goto('/');
  const card = page.locator('article').filter({ hasText: name }).first();
  await expect(card).toContainText(`“${message}”`);
  await expect(card).toContainText('Layanan Kebersihan');
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/images\/.+\.webp$/);
});

test('an editor deletes a testimony after confirming', async ({ page }) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/content/edit-testimoni');
  const name = unique('Klien Hapus ');
  await page.getByLabel('Nama', { exact: true }).fill(name);
  await page.getByLabel('Pesan', { exact: true }).fill('Akan dihapus.');
  await page.getByRole('button', { name: 'Simpan' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Yakin ingin menghapus?')).toBeVisible();
  await expect(page.getByText('Data yang dihapus tidak bisa dikembalikan!')).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Testimoni berhasil dihapus')).toBeVisible();
});

test('an admin edits a FAQ and the home page shows the change', async ({ page }) => {
  await loginAsStaff(page, 'admin');
  await page.goto('/admin/content/edit-faqs');
  await expectRequiredOnEmptySave(page, ['Pertanyaan wajib diisi', 'Jawaban wajib diisi']);

  const question = unique('Apakah bisa kontrak harian ');
  await page.getByLabel('Pertanyaan', { exact: true }).fill(question);
  await page.getByLabel('Jawaban', { exact: true }).fill('Belum.');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('FAQ berhasil disimpan')).toBeVisible();

  const answer = unique('Bisa, minimal tujuh hari ');
  await editRow(page, question, 'Jawaban', answer);

  await page.goto('/');
  await page.getByRole('button', { name: question }).click();
  await expect(page.getByText(answer)).toBeVisible();
});

test('a superadmin renames a tenant and the home list shows it; a blank name is refused', async ({
  page,
}) => {
  await openStaffScreen(page, 'superadmin', '/admin/content/edit-tenant', 'Manajemen Tenant List');
  await page.getByLabel('Nama', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Masukkan nama terlebih dahulu!')).toBeVisible();

  const nama = unique('Plaza Lama ');
  await page.getByLabel('Nama', { exact: true }).fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Tenant berhasil disimpan')).toBeVisible();
  const renamed = unique('Plaza Baru ');
  await editRow(page, nama, 'Nama', renamed);

  await page.goto('/');
  await expect(page.locator('#tenant-list').getByText(renamed.toUpperCase())).toBeVisible();
  await expect(page.locator('#tenant-list').getByText(nama.toUpperCase())).toHaveCount(0);
});

test('hrd is refused the content editors and sent to /admin', async ({ page }) => {
  await loginAsStaff(page, 'hrd');
  await page.goto('/admin/content/edit-faqs');
  await expect(page.getByText('Akses Ditolak!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
