import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

import { dismissAlert, expect, loginAsStaff, pressAlertOk, test, unique } from '../fixtures.ts';

async function jpeg() {
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 160, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

/** The service's gallery as a visitor's API call answers it. */
async function galleryPhotos(request: APIRequestContext, service: string) {
  const response = await request.get(`/api/gallery/${service}`);
  return (await response.json()) as Array<{ id: number; photo_url: string }>;
}

test('an editor changes the about page and a visitor sees the change', async ({ page }) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/edit-content');
  await page.getByRole('link', { name: /Tentang Kami/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Tentang Kami' })).toBeVisible();
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('Tentang Kami');
  await expect(page.getByLabel('Judul', { exact: true })).toHaveAttribute('readonly', '');

  const text = unique('Kami hadir di seluruh Jabodetabek ');
  const editor = page.getByRole('textbox', { name: 'Konten', exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // The Indonesian editor's toolbar comes first; the English one follows it.
  await page.getByRole('button', { name: 'Tebal' }).first().click();
  await editor.pressSequentially(text);
  await page.getByRole('button', { name: 'Pratinjau', exact: true }).first().click();
  await expect(
    page.getByRole('region', { name: 'Pratinjau' }).first().locator('strong'),
  ).toHaveText(text);
  await page.getByRole('button', { name: 'Kembali ke Editor' }).first().click();
  // The text is a draft until 'Terbitkan' (docs/decisions/034).
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText('Halaman berhasil diterbitkan')).toBeVisible();

  // A visitor's raw HTML (no scripts) already has the new text, and so does the page.
  const raw = await page.request.get('/tentang-kami');
  expect(await raw.text()).toContain(`<strong>${text}</strong>`);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL('/tentang-kami', page.url()).href);
  await expect(visitor.locator('strong', { hasText: text })).toBeVisible();
  await visitor.close();
});

test('an editor uploads a gallery photo and it appears on the service page', async ({ page }) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/content/edit-layanan-keamanan');
  await expect(page.getByRole('heading', { name: 'Edit Layanan Keamanan' })).toBeVisible();
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('Layanan Keamanan');

  await page.getByRole('button', { name: 'Unggah Foto' }).click();
  await expect(page.getByRole('heading', { name: 'Pilih foto terlebih dahulu' })).toBeVisible();
  await pressAlertOk(page);

  const before = await galleryPhotos(page.request, 'keamanan');
  await page
    .getByLabel('Tambah foto (boleh lebih dari satu)')
    .setInputFiles({ name: 'pos-jaga.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(page.getByRole('img', { name: 'Pratinjau' })).toBeVisible();
  await page.getByRole('button', { name: 'Unggah Foto' }).click();
  await expect(page.getByText('Foto berhasil diunggah')).toBeVisible();

  const after = await galleryPhotos(page.request, 'keamanan');
  expect(after.length).toBe(before.length + 1);
  const added = after.find((photo) => !before.some((old) => old.id === photo.id))!;

  await page.goto('/layanan/keamanan');
  await expect(page.locator(`img[src="${added.photo_url}"]`)).toBeVisible();
});

test('an editor replaces and deletes a gallery photo', async ({ page }) => {
  await loginAsStaff(page, 'admin');
  await page.goto('/admin/content/edit-layanan-kebersihan');
  await page
    .getByLabel('Tambah foto (boleh lebih dari satu)')
    .setInputFiles({ name: 'lobi.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await page.getByRole('button', { name: 'Unggah Foto' }).click();
  await expect(page.getByText('Foto berhasil diunggah')).toBeVisible();

  const photos = await galleryPhotos(page.request, 'kebersihan');
  const last = photos[photos.length - 1];
  const item = page
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src="${last.photo_url}"]`) });
  await item.getByRole('button', { name: /^Ganti/ }).click();
  await item.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.getByRole('heading', { name: 'Pilih minimal satu foto untuk diperbarui!' }),
  ).toBeVisible();
  await pressAlertOk(page);
  await item
    .getByLabel('Foto pengganti')
    .setInputFiles({ name: 'baru.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await item.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Foto berhasil diperbarui')).toBeVisible();

  const replaced = (await galleryPhotos(page.request, 'kebersihan')).find((p) => p.id === last.id)!;
  expect(replaced.photo_url).not.toBe(last.photo_url);
  const replacedItem = page
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src="${replaced.photo_url}"]`) });
  await replacedItem.getByRole('button', { name: /^Hapus/ }).click();
  await expect(page.getByRole('heading', { name: 'Yakin ingin menghapus?' })).toBeVisible();
  await expect(page.getByText('Data yang dihapus tidak bisa dikembalikan!')).toBeVisible();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('Foto berhasil dihapus')).toBeVisible();
  const remaining = await galleryPhotos(page.request, 'kebersihan');
  expect(remaining.some((p) => p.id === last.id)).toBe(false);
});

test('an editor saves a card description and needs a file to upload its image', async ({
  page,
}) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/content/edit-card');
  await page.getByLabel('Layanan').selectOption('parkir');
  await page.getByRole('button', { name: 'Unggah Gambar' }).click();
  await expect(page.getByRole('heading', { name: 'Pilih gambar terlebih dahulu' })).toBeVisible();
  await dismissAlert(page);

  const text = unique('Parkir tertib ');
  const editor = page.getByRole('textbox', { name: 'Deskripsi', exact: true });
  await editor.fill(text);
  await page.getByRole('button', { name: 'Simpan Deskripsi' }).click();
  await expect(page.getByText('Deskripsi berhasil disimpan')).toBeVisible();
  expect((await (await page.request.get('/api/cards/parkir')).json()).content).toContain(text);

  await page
    .getByLabel('Gambar kartu')
    .setInputFiles({ name: 'parkir.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await page.getByRole('button', { name: 'Unggah Gambar' }).click();
  await expect(page.getByText('Gambar berhasil diunggah')).toBeVisible();
  expect((await (await page.request.get('/api/cards/parkir')).json()).image_url).toMatch(
    /^\/uploads\/images\/.+-800\.webp$/,
  );
});

test('hrd is refused the content menu', async ({ page }) => {
  await loginAsStaff(page, 'hrd');
  await page.goto('/admin/edit-content');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: /Tentang Kami/ })).toHaveCount(0);
});
