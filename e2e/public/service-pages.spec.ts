import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

import { SUPERADMIN, expect, staffLoginToken, test, unique } from '../fixtures.ts';

async function adminHeaders(request: APIRequestContext) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  return { authorization: `Bearer ${token}` };
}

async function jpeg() {
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 110, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}

test('a service page shows its title, text and photo gallery with a lightbox', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const text = unique('Patroli terjadwal ');
  await request.put('/api/pages', {
    headers,
    data: { slug: 'layanan-parkir', content: `<p>${text}</p>` },
  });
  const uploaded = await request.post('/api/gallery/upload', {
    headers,
    multipart: {
      gallery_id: '3',
      service_type: 'Parkir',
      photo: { name: 'parkir.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
    },
  });
  expect(uploaded.status()).toBe(201);
  const [photo] = (await uploaded.json()).photos as Array<{ photo_url: string }>;

  await page.goto('/layanan/parkir');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Layanan Pengelolaan Parkir' }),
  ).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Galeri' })).toBeVisible();
  const image = page.locator(`img[src="${photo.photo_url}"]`);
  // The first photo loads at once (often the LCP element on a phone), the others lazily.
  const loadings = await image
    .locator('xpath=ancestor::ul[1]//img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
  expect(loadings).toEqual(loadings.map((_, index) => (index === 0 ? 'eager' : 'lazy')));
  await expect(image).toHaveAttribute('srcset', /-400\.webp 400w, .*-1600\.webp 1600w/);
  await expect(image).toHaveAttribute('width', '800');
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const dialog = page.getByRole('dialog', { name: 'Foto galeri' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveTitle(/Layanan Pengelolaan Parkir/);
});

test('every service page answers, and another /layanan address is the 404 page', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/layanan/keamanan', 'Layanan Keamanan'],
    ['/layanan/kebersihan', 'Layanan Kebersihan'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const response = await page.goto('/layanan/katering');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});

// Read-only: e2e/admin/content-editors.spec.ts edits this page, and the two files run in parallel.
test('the about page shows its title and text, and its raw HTML already holds them', async ({
  page,
  request,
}) => {
  const stored = (await (await request.get('/api/pages/tentang-kami')).json()) as {
    title: string;
    content: string;
  };
  const firstWords = stored.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join(' ');

  const raw = await request.get('/tentang-kami');
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain('<h1');
  expect(html).toContain(stored.title);
  expect(html).toContain(firstWords);
  expect(html).toContain(`<title>${stored.title}`);

  await page.goto('/tentang-kami');
  await expect(page.getByRole('heading', { level: 1, name: stored.title })).toBeVisible();
  if (firstWords) await expect(page.getByText(firstWords).first()).toBeVisible();
});
