import { expect, test } from '../fixtures.ts';
import { createVacancyThroughApi } from '../vacancies.ts';

const SECTION_IDS = [
  'home',
  'about',
  'services',
  // The newest open vacancies, right after the services they are for (docs/decisions/031).
  'lowongan',
  'visi-misi',
  'testimonies',
  'tenant-list',
  'contact',
  'faq',
];

test('home sections are present in the product order with their ids', async ({ page, request }) => {
  // The vacancy section shows only while one is open: this spec must not rely on another's.
  await createVacancyThroughApi(request);
  await page.goto('/');
  const ids = await page
    .locator('main#konten > section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(SECTION_IDS);
});

test('the hero has three wave layers and its first image is the high-priority LCP image', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('section#home');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByTestId('hero-waves').locator('svg')).toHaveCount(3);
  const first = hero.locator('img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('srcset', /640w.*1024w.*1600w/);
});

test('the about section links Read More to /tentang-kami', async ({ page }) => {
  await page.goto('/');
  await page.locator('#about').getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL(/\/tentang-kami$/);
});

test('the raw HTML of / carries the organization JSON-LD, title, description and canonical link', async ({
  request,
}) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  // Server-rendered pages are compressed like every other answer.
  expect(response.headers()['content-encoding']).toBe('br');
  const html = await response.text();
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const jsonLd = JSON.parse(match![1]);
  expect(jsonLd['@type']).toBe('Organization');
  expect(jsonLd.name).toBeTruthy();
  expect(jsonLd.address.streetAddress).toBeTruthy();
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<meta name="description"');
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/">/);
  expect(html).toContain('<meta property="og:title"');
});

test('sitemap.xml lists the public pages and robots.txt keeps crawlers out of admin', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/tentang-kami',
    '/layanan/keamanan',
    '/layanan/kebersihan',
    '/layanan/parkir',
  ])
    expect(sitemap).toContain(`${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /career');
  expect(robots).toContain('Sitemap: ');
});

test('Kontak Kami in the vision banner scrolls to the contact section', async ({ page }) => {
  await page.goto('/');
  await page.locator('#visi-misi').getByRole('link', { name: 'Kontak Kami' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
  await expect(page).toHaveURL(/\/#contact$/);
});

test('the navbar scrolls to sections on / and navigates home first from another page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await nav.getByRole('link', { name: 'Kontak' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
  await nav.getByRole('link', { name: 'Tentang' }).click();
  await expect(page.locator('#about')).toBeInViewport();

  await nav.getByRole('link', { name: 'Keamanan' }).click();
  await expect(page).toHaveURL(/\/layanan\/keamanan$/);
  await nav.getByRole('link', { name: 'Kontak' }).click();
  await expect(page).toHaveURL(/\/(#contact)?$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('the mobile menu opens and closes by touch and keyboard at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Buka menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const close = page.getByRole('button', { name: 'Tutup menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link', { name: 'Kebersihan' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Beranda' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Kontak' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('#contact')).toBeInViewport();

  await page.getByRole('button', { name: 'Buka menu' }).click();
  await menu.getByRole('link', { name: 'Parkir' }).click();
  await expect(page).toHaveURL(/\/layanan\/parkir$/);
  await expect(menu).toBeHidden();
});

test('a menu tap before the islands have arrived opens the menu once they do', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A slow connection: the islands' code arrives well after the page is on screen.
  await page.route(/\/assets\/public-islands-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('Karir leaves the public page for the career portal, and its way home loads the public page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Karir' })
    .click();
  await expect(page).toHaveURL(/\/(career|login-user)/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A full page load of the server's HTML with the islands' script, not the staff SPA rendering it.
  await expect(page.locator('script[src*="entry.public"]')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Kontak' })
    .click();
  await expect(page.locator('#contact')).toBeInViewport();
});
