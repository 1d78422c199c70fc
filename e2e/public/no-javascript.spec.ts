import { SUPERADMIN, expect, staffLoginToken, test, unique } from '../fixtures.ts';

// Every public page shows its content and navigation without JavaScript (docs/decisions/027).
test.use({ javaScriptEnabled: false });

test('without JavaScript the home page shows every section, opens the FAQ and says the form needs JavaScript', async ({
  page,
}) => {
  const { token } = await staffLoginToken(page.request, SUPERADMIN.nama, SUPERADMIN.password);
  const headers = { authorization: `Bearer ${token}` };
  const faq = {
    question: unique('Pertanyaan tanpa skrip '),
    answer: unique('Jawaban tanpa skrip '),
  };
  expect((await page.request.post('/api/faqs', { headers, data: faq })).status()).toBe(201);
  const name = unique('Klien Tanpa Skrip ');
  const testimony = await page.request.post('/api/testimonies', {
    headers,
    multipart: { name, organization: 'Gedung Statis', message: `Pesan dari ${name}` },
  });
  expect(testimony.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The menu button needs JavaScript; the links are shown as a row instead.
  for (const link of ['Keamanan', 'Kebersihan', 'Parkir', 'Karir'])
    await expect(page.getByRole('banner').getByRole('link', { name: link })).toBeVisible();
  await expect(page.locator('#testimonies').getByText(`“Pesan dari ${name}”`)).toBeAttached();
  await expect(page.locator('#services article').first()).toBeVisible();

  const question = page.locator('#faq summary').filter({ hasText: faq.question });
  await question.scrollIntoViewIfNeeded();
  await expect(page.getByText(faq.answer)).toBeHidden();
  await question.click();
  await expect(page.getByText(faq.answer)).toBeVisible();

  const contact = page.locator('#contact');
  // Playwright's text selectors skip <noscript>; innerText holds only what is rendered.
  expect(await contact.innerText()).toContain('Mengirim formulir ini memerlukan JavaScript.');
  // The map stays a link: no third-party frame.
  await expect(contact.locator('iframe')).toHaveCount(0);
  await expect(contact.getByRole('link', { name: 'Buka peta di tab baru' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\//,
  );
});

test('without JavaScript the other public pages show their content and links', async ({ page }) => {
  for (const [path, heading] of [
    ['/tentang-kami', /./],
    ['/layanan/keamanan', /./],
    ['/halaman-yang-tidak-ada', 'Halaman tidak ditemukan'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(
      page
        .getByRole('navigation', { name: 'Navigasi utama' })
        .getByRole('link', { name: 'Kontak' }),
    ).toHaveAttribute('href', '/#contact');
  }
  await page.getByRole('link', { name: 'Keamanan' }).first().click();
  await expect(page).toHaveURL(/\/layanan\/keamanan$/);
});
