import { expect, loginAsStaff } from '../fixtures.ts';
import type { Page } from '@playwright/test';

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
