import { expect, loginAsApplicant, test } from '../fixtures.ts';

/**
 * /career and /career/detail as server HTML with islands (docs/decisions/041): the login's page
 * cookie lets the server render the form; what is typed before the island's script arrives is
 * kept when it does.
 */
test('the form is in the server HTML and keeps what was typed before its script arrived', async ({
  page,
}) => {
  // The login through the browser's request context leaves the career pages' cookie behind.
  await loginAsApplicant(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.career-(?!detail)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: wait for the HTML only.
  await page.goto('/career', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Gabung Dengan Kami' })).toBeVisible();
  await expect(page.locator('[data-island="career-apply"]')).not.toHaveAttribute(
    'data-hydrated',
    'true',
  );
  await page.getByLabel('Nama Lengkap').fill('Rina Awal');
  await page.getByLabel('Perempuan').check();
  release();
  await expect(page.locator('[data-island="career-apply"]')).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Rina Awal');
  await expect(page.getByLabel('Perempuan')).toBeChecked();
  await expect(page.getByLabel('Laki-laki')).not.toBeChecked();
});
