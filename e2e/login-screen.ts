import type { Page } from '@playwright/test';

import { clickCaptcha } from './fixtures.ts';

/**
 * The staff login screen's first step, typed as a person would (username, password, the captcha
 * box, 'Login'): for the specs that test what comes after it, the second factor or a passkey.
 */
export async function staffPasswordStep(page: Page, nama: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(nama);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await clickCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
