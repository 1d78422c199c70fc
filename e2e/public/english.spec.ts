import { SUPERADMIN, expect, openContactForm, staffLoginToken, test, unique } from '../fixtures.ts';

// The English version of the public site (docs/decisions/043).

test('the English home page is in English, names its Indonesian twin and switches to it', async ({
  page,
}) => {
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/$/,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Safe, clean and orderly');
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Bahasa Indonesia' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('the switcher keeps the visitor on the same page, both ways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/layanan/keamanan');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/services\/security$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: 'Bahasa Indonesia' }).click();
  await expect(page).toHaveURL(/\/layanan\/keamanan$/);
});

test('an English edit shows on the English page only, and an untranslated page is noindex', async ({
  page,
}) => {
  const { token } = await staffLoginToken(page.request, SUPERADMIN.nama, SUPERADMIN.password);
  const headers = { authorization: `Bearer ${token}` };
  const before = await (await page.request.get('/api/pages/layanan-parkir')).json();
  // Not translated yet: English chrome, Indonesian text marked as such, kept out of the index.
  await page.request.put('/api/pages', {
    headers,
    data: { slug: 'layanan-parkir', content: before.content, title_en: null, content_en: null },
  });
  const untranslated = await page.request.get('/en/services/parking');
  const html = await untranslated.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('hreflang=');
  expect(html).toContain('has not been translated into English yet');

  const english = unique('Parking done right ');
  const saved = await page.request.put('/api/pages', {
    headers,
    data: {
      slug: 'layanan-parkir',
      content: before.content,
      title_en: 'Parking Management',
      content_en: `<p>${english}</p><script>alert(1)</script>`,
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/en/services/parking');
  await expect(page.getByText(english)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/services\/parking$/,
  );
  expect(await (await page.request.get('/en/services/parking')).text()).not.toContain(
    '<script>alert',
  );
  // The Indonesian page is unchanged by the English edit.
  await page.goto('/layanan/parkir');
  await expect(page.getByText(english)).toHaveCount(0);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/en/services/parking</loc>');
  expect(sitemap).toContain('hreflang="en" href="');
});

test('an unknown English address answers the English 404 page', async ({ request }) => {
  const response = await request.get('/en/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('Page not found');
});

test('the English contact form answers in English and lands in the inbox marked English', async ({
  page,
}) => {
  const nama = unique('Visitor ');
  const form = await openContactForm(page, '/en', 'Contact Us');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await form.getByLabel('Name').fill(nama);
  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByLabel('Phone').fill('+62 812 3456 7890');
  await form.getByLabel('Message').fill('We need a quote for office cleaning.');
  await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(form.getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Your message has been sent')).toBeVisible();

  const { token } = await staffLoginToken(page.request, SUPERADMIN.nama, SUPERADMIN.password);
  const list = await page.request.get(`/api/kontak?q=${encodeURIComponent(nama)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const messages = (await list.json()) as { nama: string; language: string }[];
  expect(messages.map((message) => [message.nama, message.language])).toEqual([[nama, 'en']]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the English pages show English navigation, text and the switcher', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const link of ['Security', 'Cleaning', 'Parking', 'Bahasa Indonesia'])
      await expect(
        page.getByRole('banner').getByRole('link', { name: link }).first(),
      ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Bahasa Indonesia' }).first().click();
    await expect(page).toHaveURL(/\/tentang-kami$/);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('is never redirected, but offered the English page in a notice it can dismiss', async ({
    page,
  }) => {
    const response = await page.goto('/tentang-kami');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/tentang-kami$/);
    const notice = page.getByTestId('language-notice');
    await expect(notice).toContainText('This page is also available in English.');
    await expect(notice.getByRole('link', { name: 'Read it in English' })).toHaveAttribute(
      'href',
      '/en/about',
    );
    // A vacancy has no English twin: no notice claims one.
    await page.goto('/lowongan');
    await expect(page.locator('[data-island="language-notice"][data-hydrated="true"]')).toHaveCount(
      1,
    );
    await expect(page.getByTestId('language-notice')).toHaveCount(0);
    await page.goto('/tentang-kami');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('language-notice')).toHaveCount(0);
  });
});
