import { axeViolations, describeViolations } from '../a11y/axe.ts';
import { screenshots } from '../applicants.ts';
import { clickCaptcha, expect, loginAsStaff, test, unique } from '../fixtures.ts';

/**
 * A request from the estimator to an accepted proposal (docs/decisions/055), on a phone: the
 * buyer asks at /minta-penawaran, sales makes and sends a version from the request's screen,
 * after editing its post (the total follows as they type), the client accepts it at
 * /penawaran/{token}, and sales sees the acceptance.
 */
test('a buyer asks, sales sends a proposal, the client accepts it on a phone', async ({
  page,
  browser,
}) => {
  // A whole sales journey on a shared machine: three screens, two logins, a PDF and axe twice.
  test.setTimeout(240_000);
  // The buyer's request, as the estimator sends it.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/minta-penawaran');
  await page.getByLabel('Kota').selectOption('DKI Jakarta');
  await expect(page.getByTestId('estimate-total')).toHaveText('Rp 37.779.630');
  const company = unique('PT Pelabuhan E2E ');
  await page.getByLabel('Nama perusahaan *').fill(company);
  await page.getByLabel('Nama kontak *').fill('Sari Wulandari');
  await page.getByLabel('Email *').fill('sari.e2e@contoh.id');
  await page.getByLabel('Telepon *').fill('0812 3456 7890');
  await page.getByLabel('Alamat lokasi *').fill('Jl. Pelabuhan 9, Tanjung Priok');
  await page.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
  if (await page.getByRole('checkbox', { name: 'Saya bukan robot' }).count())
    await clickCaptcha(page);
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByRole('status')).toContainText(/PNW-\d{4}-\d{5}/);

  // Sales opens the request on a phone and makes and sends the first version.
  const staff = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const admin = await loginAsStaff(staff, 'admin');
  const found = await staff.request.get(`/api/prospek?q=${encodeURIComponent(company)}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const [request] = (await found.json()) as { id: number }[];
  await staff.goto(`/admin/prospek/${request!.id}`);
  await expect(staff.getByRole('heading', { name: 'Versi Penawaran' })).toBeVisible();
  // The version's posts start as requested; two guards per shift re-price it as staff type.
  const liveTotal = staff.getByTestId('proposal-live-total');
  await expect(liveTotal).toHaveText('Rp 37.779.630');
  const post = staff.getByRole('group', { name: 'Pos 1' });
  await post.getByLabel('Personel per shift').fill('2');
  await expect(liveTotal).toHaveText('Rp 80.834.629');
  // A second post is added and removed again with the keyboard.
  await staff.getByRole('button', { name: 'Tambah pos' }).click();
  await expect(staff.getByRole('group', { name: 'Pos 2' }).getByLabel('Nama pos')).toBeFocused();
  await staff.getByRole('button', { name: 'Hapus Pos 2' }).press('Enter');
  await expect(staff.getByRole('group', { name: 'Pos 2' })).toHaveCount(0);
  await expect(liveTotal).toHaveText('Rp 80.834.629');
  // A wage below the UMK is refused by the form before the API.
  await staff.getByLabel('Upah per orang (Rp)').fill('5000000');
  await staff.getByRole('button', { name: 'Simpan Versi Baru' }).click();
  await expect(staff.getByText('Upah tidak boleh di bawah UMK (Rp 5.729.876)')).toBeVisible();
  await staff.getByLabel('Upah per orang (Rp)').fill('');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await staff.getByLabel('Masa berlaku (hari)').fill('14');
  await staff.getByLabel('Catatan internal (tidak terlihat klien)').fill('Boleh turun ke 8%');
  await staff.getByRole('button', { name: 'Simpan Versi Baru' }).click();
  const first = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: 'Versi 1', exact: true }) });
  await expect(first).toContainText('Rp 80.834.629');
  await expect(staff.getByText('Siap dikirim')).toBeVisible();
  await staff.getByRole('button', { name: 'Kirim ke Klien' }).click();
  await staff.getByRole('button', { name: 'Ya' }).click();
  const link = staff.getByLabel('Tautan untuk klien');
  // Sending draws the PDF and queues the mail: seconds on a busy machine.
  await expect(link).toHaveValue(/\/penawaran\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  const url = await link.inputValue();
  await expect(staff.getByRole('link', { name: 'Kirim lewat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281234567890\?text=.*penawaran/,
  );
  expect(describeViolations('/admin/prospek/id (versions)', await axeViolations(staff))).toBe('');
  await screenshots(staff, 'proposal-versions');

  // The client opens the link on a phone and accepts.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: /Penawaran Harga Jasa/ })).toBeVisible();
  await expect(page.getByText('Rp 80.834.629').first()).toBeVisible();
  await expect(page.getByText('Boleh turun')).toHaveCount(0);
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Unduh PDF' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(describeViolations('/penawaran/token', await axeViolations(page))).toBe('');
  await screenshots(page, 'proposal-client');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Nama lengkap').fill('Sari Wulandari');
  await page.getByLabel('Jabatan').fill('Direktur Operasional');
  await page.getByRole('button', { name: 'Terima Penawaran' }).click();
  // The browser's own check stops a form without the ticked box.
  await expect(page.getByRole('button', { name: 'Terima Penawaran' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Saya telah membaca penawaran/ }).check();
  await page.getByRole('button', { name: 'Terima Penawaran' }).click();
  await expect(page.getByRole('status')).toContainText(
    'telah diterima oleh Sari Wulandari (Direktur Operasional)',
  );
  await page.screenshot({
    path: test.info().outputPath('proposal-accepted-375.png'),
    fullPage: true,
  });

  // Sales sees the acceptance, the fingerprint of the PDF and the stage.
  await staff.goto(`/admin/prospek/${request!.id}`);
  const version = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: 'Versi 1', exact: true }) });
  await expect(version).toContainText('Diterima oleh Sari Wulandari (Direktur Operasional)', {
    timeout: 20_000,
  });
  await expect(version).toContainText('SHA-256 PDF yang diterima');
  await staff.close();
});
