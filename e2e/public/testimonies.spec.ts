import type { APIRequestContext, Page } from '@playwright/test';

import { SUPERADMIN, expect, staffLoginToken, test, unique } from '../fixtures.ts';

async function createTestimonies(
  request: APIRequestContext,
  count: number,
  organization = 'Layanan Keamanan',
) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = unique('Klien ');
    const response = await request.post('/api/testimonies', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { name, organization, message: `Pesan dari ${name}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    names.push(name);
  }
  return names;
}

/** Cards whose box lies inside the carousel's visible window. */
async function visibleCards(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]');
    const viewport = region?.firstElementChild?.getBoundingClientRect();
    if (!viewport) return -1;
    return Array.from(region!.querySelectorAll('article')).filter((card) => {
      const box = card.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

for (const [width, expected] of [
  [1280, 4],
  [1024, 2],
  [768, 1],
] as const) {
  test(`the carousel shows ${expected} cards at ${width} px`, async ({ page }) => {
    await createTestimonies(page.request, 6);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimoni klien' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover(); // autoplay pauses while the pointer is inside
    await expect.poll(() => visibleCards(page)).toBe(expected);
    // Scoped to the carousel: the service cards above it are <article>s too.
    const card = carousel.locator('article').first();
    expect(Math.round((await card.boundingBox())!.width)).toBeLessThanOrEqual(250);
  });
}

test('a card shows the name, the organization when present and the message in quotes', async ({
  page,
}) => {
  const [withOrganization] = await createTestimonies(page.request, 1, 'Layanan Parkir');
  const [withoutOrganization] = await createTestimonies(page.request, 1, '');
  await page.goto('/');
  const first = page.locator('article').filter({ hasText: withOrganization });
  await expect(first.first()).toContainText('Layanan Parkir');
  await expect(first.first()).toContainText(`“Pesan dari ${withOrganization}”`);
  const second = page.locator('article').filter({ hasText: withoutOrganization }).first();
  await expect(second.getByRole('heading', { name: withoutOrganization })).toBeAttached();
  await expect(second.locator('p')).toHaveCount(1); // the quote only, no organization line
});

test('the next arrow and the dots move the carousel', async ({ page }) => {
  await createTestimonies(page.request, 6);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Testimoni klien' });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  const current = carousel.locator('button[aria-current="true"]');
  const before = await current.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(current).not.toHaveAttribute('aria-label', before!);
  await page.getByRole('button', { name: 'Ke slide 1', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ke slide 1', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the raw HTML of / already contains testimonies and tenant names', async ({ request }) => {
  const [name] = await createTestimonies(request, 1);
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const tenant = unique('Gedung Mentah ');
  const created = await request.post('/api/dokumentasi', {
    headers: { authorization: `Bearer ${token}` },
    data: { nama: tenant },
  });
  expect(created.status()).toBe(201);
  const html = await (await request.get('/')).text();
  expect(html).toContain(name);
  expect(html).toContain(`Pesan dari ${name}`);
  expect(html).toContain(tenant.toUpperCase());
  expect(html).not.toContain('Memuat Data....');
});
