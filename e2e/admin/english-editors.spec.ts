import sharp from 'sharp';

import { screenshotsWhenAsked } from '../applicants.ts';
import { expect, loginAsStaff, test, unique } from '../fixtures.ts';

// The English fields of the editors that have no list of their own: gallery alt texts and the
// page preview in English (docs/decisions/043).

test('an editor writes a photo’s alt texts side by side and each language page shows its own', async ({
  page,
}) => {
  const { token } = await loginAsStaff(page, 'editor');
  const jpeg = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 60, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/gallery/upload', {
    multipart: {
      gallery_id: '1',
      service_type: 'Keamanan',
      photo: { name: 'pos-jaga.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const [photo] = ((await uploaded.json()) as { photos: Array<{ id: number; photo_url: string }> })
    .photos;

  await page.goto('/admin/content/edit-layanan-keamanan');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src="${photo.photo_url}"]`) });
  await item.getByRole('button', { name: /^Ubah Teks/ }).click();
  const indonesian = unique('Satpam di pos jaga ');
  const english = unique('A guard at the gatehouse ');
  await item.getByLabel('Teks alternatif', { exact: true }).fill(indonesian);
  await screenshotsWhenAsked(page, 'gallery-alt-editor');
  await item.getByRole('button', { name: 'Simpan Teks' }).click();
  await expect(page.getByText('Teks alternatif berhasil disimpan')).toBeVisible();
  // Indonesian only: the photo counts as missing English, and the filter finds it.
  await expect(item.getByText('Belum diterjemahkan ke bahasa Inggris')).toBeVisible();
  await page.getByLabel('Belum diterjemahkan', { exact: true }).check();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: /^Ubah Teks/ }).click();
  await item.getByLabel('Teks alternatif (Inggris)').fill(english);
  await item.getByRole('button', { name: 'Simpan Teks' }).click();
  await expect(page.getByText('Teks alternatif berhasil disimpan').first()).toBeVisible();
  // Translated: the filter leaves it out.
  await expect(item).toBeHidden();

  await page.goto('/en/services/security');
  await expect(page.locator(`img[src="${photo.photo_url}"]`)).toHaveAttribute('alt', english);
  await page.goto('/layanan/keamanan');
  await expect(page.locator(`img[src="${photo.photo_url}"]`)).toHaveAttribute('alt', indonesian);
});

test('the page editor previews the draft in English beside the Indonesian preview', async ({
  page,
}) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/content/edit-tentang-kami');
  const title = unique('About Sigap ');
  await page.getByLabel('Judul (Inggris)').fill(title);
  await page.getByRole('button', { name: 'Pratinjau Bahasa Inggris' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pratinjau\/tentang-kami\?lang=en$/);
  const frame = page.locator('iframe[title="Pratinjau Bahasa Inggris: tentang-kami"]');
  // Sandboxed as the Indonesian preview: no script of the draft runs beside the staff token.
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Pratinjau Halaman' }).click();
  await expect(page.locator('iframe[title="Pratinjau: tentang-kami"]')).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: title })).toHaveCount(0);
  await page.getByRole('link', { name: 'Kembali ke Editor' }).click();
  await page.getByRole('button', { name: 'Buang Draf' }).click();
  await expect(page.getByText('Draf dibuang')).toBeVisible();
});
