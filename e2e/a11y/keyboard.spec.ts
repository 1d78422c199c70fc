import { createApplication, letterName, superadminApi } from '../applicants.ts';
import { expect, loginAsStaff, solveCaptcha, test, unique } from '../fixtures.ts';
import { expectFocusIn, expectFocusVisible, precedesFocus, tabTo } from './keyboard.ts';

// docs/decisions/035: the main staff tasks done with the keyboard alone, the focus visible at every stop,
// moving into each dialog and back to the control that opened it.

test.use({ viewport: { width: 1280, height: 800 } });

test('admin reads a message and marks it read, then opens and cancels its deletion, by keyboard', async ({
  page,
}) => {
  const nama = `Andi ${unique('Kbd')}`;
  const sent = await page.request.post('/api/kontak', {
    data: {
      nama,
      email: 'andi.keyboard@contoh.id',
      telepon: '081234567890',
      pesan: 'Mohon penawaran jasa keamanan.',
      captchaToken: await solveCaptcha(page.request),
    },
  });
  expect(sent.status()).toBe(201);
  await loginAsStaff(page, 'admin');
  await page.goto('/admin/kontak');
  await expect(page.getByRole('heading', { name: 'Kontak Pesan' })).toBeVisible();

  await tabTo(page, page.getByLabel('Cari pesan'));
  await page.keyboard.type(nama);
  const row = page.getByRole('row').filter({ hasText: nama });
  await expect(row.getByText('Mohon penawaran jasa keamanan.')).toBeVisible();

  await tabTo(page, row.getByRole('button', { name: `Tandai: ${nama}` }));
  await page.keyboard.press('Enter');
  await expect(row.getByText('Dibaca', { exact: true })).toBeVisible();

  const remove = row.getByRole('button', { name: `Hapus: ${nama}` });
  await expectFocusVisible(page);
  await tabTo(page, remove, { backwards: await precedesFocus(remove) });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Yakin ingin menghapus?' });
  await expectFocusIn(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toBeVisible();
});

test('hrd opens an applicant, sets the interview and the status, by keyboard', async ({ page }) => {
  const nama = letterName('Rudi');
  const application = await createApplication(page.request, { nama });
  await loginAsStaff(page, 'hrd');
  await page.goto('/admin/pelamar');
  await expect(page.getByRole('heading', { name: 'Daftar Pelamar Kerja' })).toBeVisible();

  await tabTo(page, page.getByLabel('Cari'));
  await page.keyboard.type(nama);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('link', { name: `Detail ${nama}` }).first();
  await expect(detail).toBeVisible();
  await tabTo(page, detail);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Detail Pelamar' })).toBeVisible();

  // Each part of the date and time field starts at now with an arrow key; Tab would leave it.
  const schedule = page.getByLabel('Jadwal Interview');
  await tabTo(page, schedule);
  for (let part = 0; part < 6; part++) {
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
  }
  await expect(schedule).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await tabTo(page, page.getByRole('button', { name: 'Simpan Jadwal' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Berhasil' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await tabTo(page, page.getByLabel('Status Lamaran'), { backwards: true });
  // A focused <select> changes with the arrow keys without opening.
  await page.keyboard.type('Diterima');
  await expect(page.getByLabel('Status Lamaran')).toHaveValue('Diterima');
  await tabTo(page, page.getByRole('button', { name: 'Simpan Status' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Berhasil' })).toBeVisible();

  const api = await superadminApi(page.request);
  await expect
    .poll(async () => (await api.get(`/pelamar/${application.id}`)).status)
    .toBe('Diterima');
});

test('an editor edits the about page and publishes it, by keyboard', async ({ page }) => {
  await loginAsStaff(page, 'editor');
  await page.goto('/admin/edit-content');
  await expect(page.getByRole('heading', { name: 'Kelola Konten' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /Tentang Kami/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit Tentang Kami' })).toBeVisible();

  const text = unique('Hadir di seluruh Jabodetabek ');
  const editor = page.getByRole('textbox', { name: 'Konten', exact: true });
  await tabTo(page, editor);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  // 'Terbitkan' saves the draft and publishes it (drafts).
  await tabTo(page, page.getByRole('button', { name: 'Terbitkan', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Halaman berhasil diterbitkan')).toBeVisible();

  // Published: the public page shows it at once.
  await page.goto('/tentang-kami');
  await expect(page.getByText(text)).toBeVisible();
});

test('an editor compares and restores a revision of the about page, by keyboard', async ({
  page,
}) => {
  const { token } = await loginAsStaff(page, 'editor');
  // Two saves: the earlier text is the revision to bring back.
  const earlier = unique('Teks lama yang benar ');
  const wrong = unique('Teks salah tempel ');
  for (const text of [earlier, wrong]) {
    const saved = await page.request.put('/api/pages', {
      data: { slug: 'tentang-kami', title: 'Tentang Kami', content: `<p>${text}</p>` },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.status()).toBe(200);
  }
  await page.goto('/admin/content/edit-tentang-kami');
  const history = page.getByRole('region', { name: 'Riwayat Revisi' });
  const revision = history.getByRole('listitem').nth(1);
  await expect(revision).toBeVisible();

  const compare = revision.getByRole('button', { name: 'Bandingkan' });
  await tabTo(page, compare);
  await page.keyboard.press('Space');
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(history.locator('del', { hasText: earlier.split(' ').pop()! })).toBeVisible();

  const restore = revision.getByRole('button', { name: 'Pulihkan' });
  await tabTo(page, restore);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pulihkan revisi ini?' });
  await expectFocusIn(dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Ya' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Revisi berhasil dipulihkan')).toBeVisible();

  const content = async () =>
    ((await (await page.request.get('/api/pages/tentang-kami')).json()) as { content: string })
      .content;
  await expect.poll(content).toContain(earlier);
  await page.goto('/tentang-kami');
  await expect(page.getByText(earlier)).toBeVisible();
});

test('the staff menu drawer takes the focus and gives it back at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAsStaff(page, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Kontak Pesan' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Buka menu' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Navigasi admin' });
  await expectFocusIn(drawer);
  // Tab stays inside while it is open.
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press('Tab');
    await expectFocusIn(drawer);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
