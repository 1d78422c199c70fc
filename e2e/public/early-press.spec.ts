import type { Page } from '@playwright/test';

import { SUPERADMIN, expect, staffLoginToken, test, unique } from '../fixtures.ts';

// A control pressed while the page's scripts are still arriving does what it shows (docs/decisions/029).
// (The mobile menu's early tap is in home.spec.ts.)

/** A slow connection: the islands' code arrives well after the page is on screen. */
async function delayIslands(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/public-islands-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function newFaq(page: Page) {
  const { token } = await staffLoginToken(page.request, SUPERADMIN.nama, SUPERADMIN.password);
  const faq = { question: unique('Pertanyaan awal '), answer: unique('Jawaban awal ') };
  const response = await page.request.post('/api/faqs', {
    headers: { authorization: `Bearer ${token}` },
    data: faq,
  });
  expect(response.status()).toBe(201);
  return faq;
}

/** The home page with a new FAQ, its islands held back until `release()`: the FAQ's summary. */
async function homeBeforeIslands(page: Page) {
  const faq = await newFaq(page);
  const release = await delayIslands(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const summary = page.locator('#faq summary').filter({ hasText: faq.question });
  return { faq, release, summary };
}

test('an FAQ question clicked before the islands arrive stays open once they do', async ({
  page,
}) => {
  const { faq, release, summary } = await homeBeforeIslands(page);
  await summary.click();
  await expect(page.getByText(faq.answer)).toBeVisible();

  release();
  const button = page.getByRole('button', { name: faq.question });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(faq.answer)).toBeVisible();
});

test('an FAQ question reached by keyboard before its island wakes keeps the focus and opens', async ({
  page,
}) => {
  const { faq, release, summary } = await homeBeforeIslands(page);
  await summary.focus();
  release();
  // The FAQ island wakes while its question has the focus; Enter then opens it.
  await expect(page.locator('[data-island="faq"][data-hydrated]')).toBeAttached();
  await page.keyboard.press('Enter');
  const button = page.getByRole('button', { name: faq.question });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toBeFocused();
  await expect(page.getByText(faq.answer)).toBeVisible();
});
