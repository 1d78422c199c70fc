import { axeViolations, describeViolations } from '../a11y/axe.ts';
import { expect, loginAsStaff, solveCaptcha, test, unique } from '../fixtures.ts';

/**
 * A contact message asking for guards becomes a quote request from the inbox (docs/decisions/054):
 * the form opens prefilled from the message, prices the posts as staff type, and the message then
 * links to the request; a second attempt is refused.
 */
test('admin turns a contact message into a quote request from the inbox on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nama = unique('Rina Kontak ');
  const sent = await page.request.post('/api/kontak', {
    data: {
      nama,
      email: 'rina.kontak@contoh.id',
      telepon: '081234567890',
      pesan: 'Mohon penawaran satpam 24 jam untuk gudang kami.',
      captchaToken: await solveCaptcha(page.request),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // On a phone: the inbox shows cards, the form fills the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  const { token } = await loginAsStaff(page, 'admin');
  const found = await page.request.get(`/api/kontak?q=${encodeURIComponent(nama)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const messageId = ((await found.json()) as { id: number }[])[0]!.id;

  await page.goto('/admin/kontak');
  // A phone folds the filters behind 'Filter'.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Cari pesan').fill(nama);
  await page.getByRole('button', { name: `Jadikan permintaan penawaran: ${nama}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Permintaan penawaran dari pesan kontak' });
  await expect(dialog).toBeVisible();
  // Prefilled from the message: contact, e-mail, phone and the message as notes.
  await expect(dialog.getByLabel('Nama kontak')).toHaveValue(nama);
  await expect(dialog.getByLabel('Email')).toHaveValue('rina.kontak@contoh.id');
  await expect(dialog.getByLabel('Catatan')).toHaveValue(/satpam 24 jam/);
  await dialog.getByLabel('Nama perusahaan').fill('PT Gudang Kontak E2E');
  await dialog.getByLabel('Alamat lokasi').fill('Jl. Gudang 1, Jakarta Utara');
  await dialog.getByLabel('Kota').selectOption('DKI Jakarta');
  await expect(dialog.getByTestId('quote-from-message-total')).toHaveText('Rp 37.779.630');
  await dialog.getByLabel('Personel per shift').fill('2');
  await expect(dialog.getByTestId('quote-from-message-total')).toHaveText('Rp 80.834.629');
  expect(describeViolations('/admin/kontak (quote dialog)', await axeViolations(page))).toBe('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('quote-dialog-375.png') });
  await dialog.getByRole('button', { name: 'Buat Permintaan Penawaran' }).click();
  await expect(dialog).toHaveCount(0);

  // The message now names its request and links to it.
  const link = page.getByRole('link', { name: /Sudah jadi permintaan penawaran PNW-\d{4}-\d{5}/ });
  await expect(link).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Jadikan permintaan penawaran: ${nama}` }),
  ).toHaveCount(0);
  const kode = /PNW-\d{4}-\d{5}/.exec((await link.textContent()) ?? '')![0];
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(kode) })).toBeVisible();
  await expect(page.getByText('Sumber: kontak')).toBeVisible();

  // Doing it twice is refused with a code.
  const again = await page.request.post(`/api/kontak/${messageId}/penawaran`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      perusahaan: 'PT Lain',
      nama,
      email: 'rina.kontak@contoh.id',
      telepon: '081234567890',
      alamat_lokasi: 'Jl. Lain 2',
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      pos: [{ nama: 'Pos 1', jam_per_hari: 8, hari_per_minggu: 5, personel_per_shift: 1 }],
    },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: 'already_converted' });
});
