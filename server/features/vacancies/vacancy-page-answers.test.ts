import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { useForSuite } from '../../test/test-app-per-suite.ts';
import { createVacancy } from '../../test/vacancies.ts';
import { useCompiledWeb } from '../../test/web-test-app.ts';

/**
 * The public pages that show a vacancy carry its questions but never the answer that passes
 * (docs/decisions/049): not in the HTML, the JSON-LD, nor the islands' data.
 */

const { buildWebTestApp } = useCompiledWeb();

describe.each(TEST_DATABASES)('vacancy pages on %s', (dialect) => {
  let app: TestApp;
  useForSuite(
    () => buildWebTestApp(dialect),
    (built) => (app = built),
  );

  it('the vacancy page, the list and the home pages hold no expected answer', async () => {
    const { headers } = await loginAs(app, 'hrd');
    const question = 'Apakah Anda memiliki kartu tanda anggota satpam?';
    const vacancy = await createVacancy(app, headers, {
      pertanyaan: [{ teks: question, jawaban_diharapkan: 'ya' }],
    });
    for (const url of [`/lowongan/${vacancy.slug}`, '/lowongan', '/', '/en']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toMatch(/jawaban_diharapkan\\?":\s*\\?"(ya|tidak)/);
      // Today the pages embed no question at all; this guards whatever a page embeds later.
      if (url.startsWith('/lowongan')) expect(page.body, url).toContain(String(vacancy.judul));
      if (url.startsWith('/lowongan/')) expect(page.body).toContain('application/ld+json');
    }
  });
});
