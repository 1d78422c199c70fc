import type { Page } from '@playwright/test';

import { expect } from './fixtures.ts';

/**
 * The staff login screen's first step, typed as a person would (username, password, the captcha
 * box, 'Login'): for the specs that test what comes after it, the second factor or a passkey.
 */
export async function staffPasswordStep(page: Page, nama: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(nama);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Saya bukan robot' }).click();
  await expect(page.getByText('Terverifikasi')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
