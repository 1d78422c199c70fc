import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { screenshotsWhenAsked } from '../applicants.ts';
import { expect, loginAsStaff, test, unique } from '../fixtures.ts';

/** Drafts, preview, scheduled publication, revisions with restore, and the trash (docs/decisions/034). */

/** Opens the comparison of the oldest revision and checks the text it removed and added. */
async function compareOldestRevision(page: Page, removed: string, added: string) {
  const history = page.getByRole('region', { name: 'Riwayat Revisi' });
  await expect(history.getByText('Dibuat')).toBeVisible();
  await history.getByRole('button', { name: 'Bandingkan' }).last().click();
  await expect(history.locator('del', { hasText: removed })).toBeVisible();
  await expect(history.locator('ins', { hasText: added })).toBeVisible();
  return history;
}

/** Restores the revision of `entry` through the confirmation dialog. */
async function restoreRevision(page: Page, entry: Locator) {
  await entry.getByRole('button', { name: 'Pulihkan' }).last().click();
  await page.getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Revisi berhasil dipulihkan')).toBeVisible();
}

/** Clicks the button `name` in the list row that shows `rowText`. */
async function clickInRow(page: Page, rowText: string, name: string) {
  await page
    .getByRole('listitem')
    .filter({ hasText: rowText })
    .getByRole('button', { name })
    .click();
}

/** Saving over another editor's newer change is refused, and what this editor typed stays. */
async function expectStaleSaveRefused(page: Page, field: Locator, typed: string) {
  await field.fill(typed);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/telah diubah oleh orang lain sejak Anda membukanya/)).toBeVisible();
  await expect(field).toHaveValue(typed);
}

/** A FAQ made through the API with the staff `token`: its id. */
async function createFaq(page: Page, token: string, question: string, answer: string) {
  const created = await page.request.post('/api/faqs', {
    data: { question, answer },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await created.json()) as { id: number };
}

/** The answer the API now serves for the FAQ `id`. */
async function storedFaqAnswer(page: Page, id: number) {
  const faqs = (await (await page.request.get('/api/faqs')).json()) as Array<{
    id: number;
    answer: string;
  }>;
  return faqs.find((item) => item.id === id)?.answer;
}

async function replaceContent(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Konten', exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text);
}

async function publicContent(page: Page, slug: string) {
  return ((await (await page.request.get(`/api/pages/${slug}`)).json()) as { content: string })
    .content;
}

test('a draft stays private until Terbitkan, and Pratinjau shows it as the public page', async ({
  page,
}) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/content/edit-layanan-parkir');
  await expect(page.getByText('Tidak ada draf: formulir berisi versi yang terbit.')).toBeVisible();
  const text = unique('Parkir tertib draf ');
  await replaceContent(page, text);
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(page.getByText('Draf berhasil disimpan')).toBeVisible();
  await expect(page.getByText(/Draf belum terbit, disimpan/)).toBeVisible();
  expect(await publicContent(page, 'layanan-parkir')).not.toContain(text);
  expect(await (await page.request.get('/layanan/parkir')).text()).not.toContain(text);
  await screenshotsWhenAsked(page, 'page-draft-editor');

  await page.getByRole('button', { name: 'Pratinjau Halaman' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pratinjau\/layanan-parkir$/);
  // Sandboxed: no script of the preview runs beside the staff token.
  await expect(page.locator('iframe[title="Pratinjau: layanan-parkir"]')).toHaveAttribute(
    'sandbox',
    '',
  );
  const frame = page.frameLocator('iframe[title="Pratinjau: layanan-parkir"]');
  await expect(frame.getByText(text)).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Karir' }).first()).toBeAttached();
  await screenshotsWhenAsked(page, 'page-preview');

  await page.getByRole('link', { name: 'Kembali ke Editor' }).click();
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText('Halaman berhasil diterbitkan')).toBeVisible();
  expect(await publicContent(page, 'layanan-parkir')).toContain(text);
  await page.goto('/layanan/parkir');
  await expect(page.getByText(text)).toBeVisible();
});

test('a scheduled publication changes the public page when its time comes', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsStaff(page, 'admin');
  await page.goto('/admin/content/edit-layanan-kebersihan');
  const text = unique('Kebersihan terjadwal ');
  await replaceContent(page, text);
  // The next whole minute in Jakarta time, at least 20 s away (the input has minute precision).
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const local = new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 16);
  await page.getByLabel('Jadwalkan terbit (waktu kantor)').fill(local);
  await page.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
  await expect(page.getByText('Jadwal terbit disimpan')).toBeVisible();
  await expect(page.getByText(/Terjadwal terbit/)).toBeVisible();
  expect(await publicContent(page, 'layanan-kebersihan')).not.toContain(text);
  await expect
    .poll(() => publicContent(page, 'layanan-kebersihan'), { timeout: 150_000, intervals: [2000] })
    .toContain(text);
});

test('a schedule in the past is refused with an Indonesian message', async ({ page }) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/content/edit-kebijakan-privasi');
  await replaceContent(page, unique('Privasi '));
  await page.getByLabel('Jadwalkan terbit (waktu kantor)').fill('2020-01-01T08:00');
  await page.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
  await expect(page.getByText('Jadwal terbit harus di masa depan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Buang Draf' }).click();
  await expect(page.getByText('Draf dibuang')).toBeVisible();
});

test('an editor compares a FAQ revision and restores it', async ({ page }) => {
  const { token } = await loginAsStaff(page, 'editor');
  const question = unique('Apakah ada patroli malam? ');
  const faq = await createFaq(page, token, question, 'Ya, setiap dua jam sekali.');
  await page.request.put(`/api/faqs/${faq.id}`, {
    data: { question, answer: 'Jawaban yang salah tempel.' },
    headers: { authorization: `Bearer ${token}` },
  });

  await page.goto('/admin/content/edit-faqs');
  await clickInRow(page, question, 'Edit');
  const history = await compareOldestRevision(page, 'setiap dua jam sekali.', 'yang salah tempel.');
  await screenshotsWhenAsked(page, 'revision-history');

  await restoreRevision(page, history);
  expect(await storedFaqAnswer(page, faq.id)).toBe('Ya, setiap dua jam sekali.');
});

test('a second editor saving a FAQ changed since it was opened is told so and keeps the text', async ({
  page,
  browser,
}) => {
  const { token } = await loginAsStaff(page, 'editor');
  const question = unique('Berapa lama kontrak minimal? ');
  const faq = await createFaq(page, token, question, 'Satu tahun.');
  await page.goto('/admin/content/edit-faqs');
  const row = page.getByRole('listitem').filter({ hasText: question });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(
    page.getByRole('region', { name: 'Riwayat Revisi' }).getByText('Dibuat'),
  ).toBeVisible();

  // Meanwhile another editor saves the same FAQ.
  const other = await browser.newPage();
  await loginAsStaff(other, 'admin');
  await other.goto(new URL('/admin/content/edit-faqs', page.url()).href);
  await other
    .getByRole('listitem')
    .filter({ hasText: question })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(
    other.getByRole('region', { name: 'Riwayat Revisi' }).getByText('Dibuat'),
  ).toBeVisible();
  await other.getByLabel('Jawaban', { exact: true }).fill('Enam bulan (admin).');
  await other.getByRole('button', { name: 'Simpan' }).click();
  await expect(other.getByText('FAQ berhasil disimpan')).toBeVisible();
  await other.close();

  await expectStaleSaveRefused(
    page,
    page.getByLabel('Jawaban', { exact: true }),
    'Dua tahun (editor).',
  );
  expect(await storedFaqAnswer(page, faq.id)).toBe('Enam bulan (admin).');
});

test('a deleted tenant goes to Sampah and comes back from it', async ({ page }) => {
  const { token } = await loginAsStaff(page, 'editor');
  const nama = unique('PT Terhapus ');
  await page.request.post('/api/dokumentasi', {
    data: { nama },
    headers: { authorization: `Bearer ${token}` },
  });
  await page.goto('/admin/content/edit-tenant');
  await clickInRow(page, nama, 'Hapus');
  await page.getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: nama })).toHaveCount(0);

  await page.goto('/admin/edit-content');
  await page.getByRole('link', { name: /Sampah/ }).click();
  await expect(page.getByRole('heading', { name: 'Sampah' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: nama });
  await expect(entry).toContainText('Tenant');
  await screenshotsWhenAsked(page, 'trash');
  await entry.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(page.getByText('Item berhasil dipulihkan')).toBeVisible();
  const tenants = (await (await page.request.get('/api/dokumentasi')).json()) as Array<{
    nama: string;
  }>;
  expect(tenants.map((tenant) => tenant.nama)).toContain(nama);
});

test('an editor compares a testimony revision, restores it, and a stale save keeps the text', async ({
  page,
}) => {
  const { token } = await loginAsStaff(page, 'editor');
  const auth = { authorization: `Bearer ${token}` };
  const name = unique('Klien Riwayat ');
  const created = await page.request.post('/api/testimonies', {
    multipart: { name, organization: 'Layanan Keamanan', message: 'Penjaga selalu sigap.' },
    headers: auth,
  });
  expect(created.status()).toBe(201);
  const testimony = (await created.json()) as { id: number };
  const edit = (message: string) =>
    page.request.put(`/api/testimonies/${testimony.id}`, {
      multipart: { name, organization: 'Layanan Keamanan', message },
      headers: auth,
    });
  expect((await edit('Pesan yang salah ketik.')).ok()).toBe(true);

  await page.goto('/admin/content/edit-testimoni');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Edit' }).click();
  const history = await compareOldestRevision(page, 'selalu sigap.', 'salah ketik.');
  await screenshotsWhenAsked(page, 'revision-history-testimony');

  await restoreRevision(page, history);
  await expect(row).toContainText('Penjaga selalu sigap.');

  // Opened again, then another editor saves it before this one does: 409, the text stays.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Pesan', { exact: true })).toHaveValue('Penjaga selalu sigap.');
  await expect(history.getByText('Dipulihkan')).toBeVisible();
  expect((await edit('Perubahan editor lain.')).ok()).toBe(true);
  await expectStaleSaveRefused(
    page,
    page.getByLabel('Pesan', { exact: true }),
    'Perubahan saya yang tidak boleh hilang.',
  );
  const testimonies = (await (await page.request.get('/api/testimonies')).json()) as Array<{
    id: number;
    message: string;
  }>;
  expect(testimonies.find((item) => item.id === testimony.id)?.message).toBe(
    'Perubahan editor lain.',
  );
});

test('site settings: compare and restore a revision; a stale save keeps the text', async ({
  page,
}) => {
  const { token } = await loginAsStaff(page, 'editor');
  const auth = { authorization: `Bearer ${token}` };
  const original = (await (await page.request.get('/api/site-settings')).json()) as {
    phones: string[];
    shortName: string;
    email: string;
  };
  // Without demo data the phones and e-mail are empty, which a save refuses: fill them in.
  const phones = [0, 1, 2].map((index) => original.phones[index] || `(021) 5150 889${index}`);
  const email = original.email || 'info@sigap.co.id';
  const put = async (shortName: string) => {
    const response = await page.request.put('/api/site-settings', {
      data: { ...original, phones, email, shortName },
      headers: auth,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const first = unique('SigapA');
  const second = unique('SigapB');
  await put(first);
  await put(second);

  await page.goto('/admin/content/edit-pengaturan');
  const shortName = page.getByLabel('Nama Singkat');
  await expect(shortName).toHaveValue(second);
  const history = page.getByRole('region', { name: 'Riwayat Revisi' });
  const earlier = history.getByRole('listitem').nth(1);
  await earlier.getByRole('button', { name: 'Bandingkan' }).click();
  await expect(history.locator('del', { hasText: first })).toBeVisible();
  await expect(history.locator('ins', { hasText: second })).toBeVisible();
  // The panel with its comparison open fits a phone: no sideways scrolling at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshotsWhenAsked(page, 'revision-history-settings');

  await restoreRevision(page, earlier);
  await expect(shortName).toHaveValue(first);

  // Another editor puts the original name back; this one's save is refused and kept.
  await put(original.shortName);
  await expectStaleSaveRefused(page, shortName, 'Nama yang saya ketik');
  const now = (await (await page.request.get('/api/site-settings')).json()) as {
    shortName: string;
  };
  expect(now.shortName).toBe(original.shortName);
});

test('a replaced gallery photo is compared and restored from its Riwayat', async ({ page }) => {
  const { token } = await loginAsStaff(page, 'editor');
  const jpeg = (r: number) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
  const uploaded = await page.request.post('/api/gallery/upload', {
    multipart: {
      gallery_id: '3',
      service_type: 'Parkir',
      photo: { name: 'gerbang.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30) },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const [photo] = ((await uploaded.json()) as { photos: Array<{ id: number; photo_url: string }> })
    .photos;
  const photoUrl = async () =>
    ((await (await page.request.get('/api/gallery/parkir')).json()) as (typeof photo)[]).find(
      (item) => item.id === photo.id,
    )?.photo_url;

  await page.goto('/admin/content/edit-layanan-parkir');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src="${photo.photo_url}"]`) });
  await item.getByRole('button', { name: /^Ganti/ }).click();
  await item
    .getByLabel('Foto pengganti')
    .setInputFiles({ name: 'gerbang-baru.jpg', mimeType: 'image/jpeg', buffer: await jpeg(220) });
  await item.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Foto berhasil diperbarui')).toBeVisible();
  const replaced = await photoUrl();
  expect(replaced).not.toBe(photo.photo_url);

  const replacedItem = page
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src="${replaced}"]`) })
    .first();
  await replacedItem.getByRole('button', { name: /^Riwayat Revisi/ }).click();
  const history = replacedItem.getByRole('region', { name: 'Riwayat Revisi' });
  await history.getByRole('button', { name: 'Bandingkan' }).last().click();
  await expect(history.getByRole('img', { name: 'Revisi' })).toHaveAttribute(
    'src',
    photo.photo_url,
  );
  await restoreRevision(page, history);
  await expect.poll(photoUrl).toBe(photo.photo_url);
  await expect(page.locator(`img[src="${photo.photo_url}"]`).first()).toBeVisible();
});
