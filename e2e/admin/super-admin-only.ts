import type { Page } from '@playwright/test';

import { expect, loginAsStaff } from '../fixtures.ts';

/** Superadmin logs in and opens the screen `name` from the admin menu; its heading reads `name`. */
export async function openFromSuperAdminMenu(page: Page, name: string) {
  await loginAsStaff(page, 'superadmin');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Navigasi admin' })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** An hrd sees no menu link to a Super Admin screen and is refused the page at its address. */
export async function expectHrdRefused(page: Page, path: string, menuLinkName: string) {
  await loginAsStaff(page, 'hrd');
  await page.goto(path);
  await expect(page.getByText('Halaman ini hanya dapat diakses oleh Super Admin')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name: menuLinkName }),
  ).toHaveCount(0);
}
