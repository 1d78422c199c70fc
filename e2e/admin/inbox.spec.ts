import type { APIRequestContext, Page } from '@playwright/test';

import { expect, loginAsStaff, solveCaptcha, test, unique } from '../fixtures.ts';

async function sendMessage(request: APIRequestContext, nama: string, pesan: string) {
  const response = await request.post('/api/kontak', {
    data: {
      nama,
      email: `${nama.replace(/\s+/g, '').toLowerCase()}@contoh.id`,
      telepon: '081234567890',
      pesan,
      captchaToken: await solveCaptcha(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function serverUnread(page: Page, token: string) {
  const response = await page.request.get('/api/kontak/unread-count', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { unread: number }).unread;
}

test.describe('Kontak Pesan inbox', () => {
  test('admin sees N Baru, marks one and all read, searches, filters, marks unread and deletes', async ({
    page,
  }) => {
    const tag = unique('inbox');
    await sendMessage(page.request, `Andi ${tag}`, 'Penawaran satpam untuk gudang');
    await sendMessage(page.request, `Sari ${tag}`, 'Jasa PARKIR mal');
    const { token } = await loginAsStaff(page, 'admin');

    await page.goto('/admin/kontak');
    await expect(page.getByRole('heading', { name: 'Kontak Pesan' })).toBeVisible();
    // The badge is the server's unread count (other tests may add messages meanwhile).
    await expect
      .poll(
        async () =>
          (await page.getByText(/^\d+ Baru$/).textContent()) ===
          `${await serverUnread(page, token)} Baru`,
      )
      .toBe(true);

    // Search is case-insensitive over the message text.
    await page.getByLabel('Cari pesan').fill(`${tag}`);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Hari Ini']);
    await page.getByLabel('Cari pesan').fill('jasa parkir');
    await expect(page.getByRole('row').filter({ hasText: `Sari ${tag}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Andi ${tag}` })).toHaveCount(0);
    await page.getByLabel('Cari pesan').fill(tag);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);

    // Date filters match the group date: today's date keeps them, last year has none of them.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
    );
    await page.getByLabel('Tanggal').fill(today);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await page.getByLabel('Tanggal').fill('');
    await page.getByLabel('Tahun').selectOption(String(Number(today.slice(0, 4)) - 1));
    await expect(page.getByText('Tidak ada pesan yang ditemukan')).toBeVisible();
    await page.getByLabel('Tahun').selectOption('');
    await page.getByLabel('Bulan').selectOption(String(Number(today.slice(5, 7))));
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);

    const andi = page.getByRole('row').filter({ hasText: `Andi ${tag}` });
    await andi.getByRole('button', { name: `Tandai: Andi ${tag}` }).click();
    await expect(andi.getByText('Dibaca', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Tandai Semua Dibaca' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Sari ${tag}` })
        .getByText('Dibaca', { exact: true }),
    ).toBeVisible();

    // Beyond the first version: admin marks a message unread again and deletes one after confirming.
    await andi.getByRole('button', { name: `Tandai Belum Dibaca: Andi ${tag}` }).click();
    await expect(andi.getByText('Baru', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tandai Semua Dibaca' })).toBeVisible();
    await andi.getByRole('button', { name: `Hapus: Andi ${tag}` }).click();
    await expect(page.getByRole('heading', { name: 'Yakin ingin menghapus?' })).toBeVisible();
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: `Andi ${tag}` })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: `Sari ${tag}` })).toHaveCount(1);
  });

  test('the sidebar badge counts new messages and resets when the inbox is visited', async ({
    page,
  }) => {
    await loginAsStaff(page, 'editor');
    await page.goto('/admin/edit-content');
    // Before the first visit of the inbox the badge counts every unread message; visiting resets it.
    await page.goto('/admin/kontak');
    await expect(page.getByRole('heading', { name: 'Kontak Pesan' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sigap.read.messages')))
      .not.toBeNull();
    await page.goto('/admin/edit-content');
    const link = page.getByRole('navigation').getByRole('link', { name: /Kontak Pesan/ });
    await expect(link).toHaveText(/^\s*Kontak Pesan\s*$/);
    await sendMessage(page.request, unique('Baru '), 'Pesan baru setelah kunjungan');
    await page.reload();
    await expect(link).toContainText(/\d/);
  });
});
