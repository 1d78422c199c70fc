import type { Page } from '@playwright/test';

import { expect, loginAsStaff, test } from '../fixtures.ts';

// Animations respect prefers-reduced-motion (docs/decisions/035).

const longestMotion = () =>
  Math.max(
    ...[...document.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      return [style.transitionDuration, style.animationDuration]
        .flatMap((value) => value.split(','))
        .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000));
    }),
  );

/** The editor's staff home, shown with the given motion preference. */
async function openStaffHome(page: Page, reducedMotion: 'reduce' | 'no-preference') {
  await page.emulateMedia({ reducedMotion });
  await loginAsStaff(page, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Kontak Pesan' })).toBeVisible();
}

test('with reduced motion the staff screens and their dialogs do not animate', async ({ page }) => {
  await openStaffHome(page, 'reduce');
  expect(await page.evaluate(longestMotion)).toBeLessThan(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Apakah anda ingin Logout?' })).toBeVisible();
  expect(await page.evaluate(longestMotion)).toBeLessThan(1);
});

test('without the preference the sidebar still slides', async ({ page }) => {
  await openStaffHome(page, 'no-preference');
  expect(await page.evaluate(longestMotion)).toBeGreaterThanOrEqual(150);
});
