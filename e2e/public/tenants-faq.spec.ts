import type { APIRequestContext } from '@playwright/test';

import { SUPERADMIN, expect, staffLoginToken, test, unique } from '../fixtures.ts';

async function asSuperadmin(request: APIRequestContext) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  return { authorization: `Bearer ${token}` };
}

test('the tenant list numbers clients as "n. NAME" in upper case', async ({ page }) => {
  const headers = await asSuperadmin(page.request);
  const nama = unique('gedung sentosa ');
  expect((await page.request.post('/api/dokumentasi', { headers, data: { nama } })).status()).toBe(
    201,
  );
  await page.goto('/');
  const section = page.locator('#tenant-list');
  await expect(section.getByRole('heading', { name: 'Tenant List' })).toBeVisible();
  await expect(
    section.getByText('Kami memiliki klien yang kami layani selama bertahun tahun'),
  ).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: nama.toUpperCase() });
  await expect(row).toHaveText(new RegExp(`^\\d+\\. ${nama.toUpperCase()}$`));
  const rows = await section.getByRole('listitem').allTextContents();
  rows.forEach((text, index) => expect(text.startsWith(`${index + 1}. `)).toBe(true));
});

test('the FAQ opens one answer at a time and closes it on a second click', async ({ page }) => {
  const headers = await asSuperadmin(page.request);
  const first = { question: unique('Pertanyaan satu '), answer: unique('Jawaban satu ') };
  const second = { question: unique('Pertanyaan dua '), answer: unique('Jawaban dua ') };
  for (const faq of [first, second])
    expect((await page.request.post('/api/faqs', { headers, data: faq })).status()).toBe(201);

  await page.goto('/');
  const firstButton = page.getByRole('button', { name: first.question });
  const secondButton = page.getByRole('button', { name: second.question });
  await firstButton.scrollIntoViewIfNeeded();
  await expect(page.getByText(first.answer)).toBeHidden();

  await firstButton.click();
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(first.answer)).toBeVisible();

  await secondButton.click();
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(first.answer)).toBeHidden();
  await expect(page.getByText(second.answer)).toBeVisible();

  await secondButton.click();
  await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(second.answer)).toBeHidden();
});

test('the FAQ works by keyboard and sits in a 500 px box', async ({ page }) => {
  const headers = await asSuperadmin(page.request);
  const faq = {
    question: unique('Pertanyaan papan ketik '),
    answer: unique('Jawaban papan ketik '),
  };
  expect((await page.request.post('/api/faqs', { headers, data: faq })).status()).toBe(201);
  await page.goto('/');
  const button = page.getByRole('button', { name: faq.question });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(faq.answer)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText(faq.answer)).toBeHidden();
  const box = await page.locator('#faq .overflow-y-auto').boundingBox();
  expect(Math.round(box!.height)).toBe(500);
});
