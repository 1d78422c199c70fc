import { expect, loginAsStaff, openStaffScreen, test } from '../fixtures.ts';

test('an editor changes a phone number in Pengaturan Situs and the home page shows it', async ({
  page,
}) => {
  await openStaffScreen(page, 'editor', '/admin/content/edit-pengaturan', 'Pengaturan Situs');

  const suffix = String(Date.now()).slice(-4);
  const phone = `0812 7777 ${suffix}`;
  await page.getByLabel('Nama Perusahaan').fill('PT Sigap Prima Nusantara');
  await page
    .getByLabel('Alamat Kantor', { exact: true })
    .fill('Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190');
  await page.getByLabel('Telepon 1').fill(phone);
  await page.getByLabel('Telepon 2').fill('(021) 5150 8899');
  await page.getByLabel('Telepon 3').fill('0813 9000 5678');
  await page.getByLabel('Email', { exact: true }).fill('bukan-email');
  await page
    .getByLabel('URL Peta (embed)')
    .fill('https://www.openstreetmap.org/export/embed.html?bbox=106.80%2C-6.23%2C106.82%2C-6.21');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('info@sigap.co.id');
  await page.getByLabel('URL Peta (embed)').fill('https://contoh.example.com/peta');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Invalid URL')).toBeVisible();

  await page
    .getByLabel('URL Peta (embed)')
    .fill('https://www.openstreetmap.org/export/embed.html?bbox=106.80%2C-6.23%2C106.82%2C-6.21');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan situs berhasil disimpan')).toBeVisible();

  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:+628127777${suffix}`,
  );
  await expect(contact.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/628127777${suffix}`,
  );
  await expect(contact.getByRole('link', { name: 'info@sigap.co.id' })).toHaveAttribute(
    'href',
    'mailto:info@sigap.co.id',
  );
  // The map is a facade (docs/decisions/028); its frame (sandboxed) loads only when the visitor asks.
  await expect(contact.locator('iframe')).toHaveCount(0);
  await contact.getByRole('button', { name: 'Tampilkan peta' }).click();
  await expect(contact.locator('iframe')).toHaveAttribute('loading', 'lazy');
  await expect(contact.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(contact.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.openstreetmap.org/export/embed.html?bbox=106.80%2C-6.23%2C106.82%2C-6.21',
  );

  const html = await (await page.request.get('/')).text();
  expect(html).toContain(phone);
});

test('hrd is turned away from Pengaturan Situs', async ({ page }) => {
  await loginAsStaff(page, 'hrd');
  await page.goto('/admin/content/edit-pengaturan');
  await expect(page.getByText('Akses Ditolak!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
});
