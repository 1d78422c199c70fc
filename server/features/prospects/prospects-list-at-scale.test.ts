import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { searchKey } from '#common/schemas/quote-requests';

import type { TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { createQuoteRequest } from '../../test/quote-requests.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

describe('searchKey', () => {
  it('lower-cases, drops accents, punctuation and leading legal forms', () => {
    expect(searchKey('PT. Sinar Jaya, Tbk')).toBe('sinar jaya tbk');
    expect(searchKey('  CV  Karya   Ananda ')).toBe('karya ananda');
    expect(searchKey('Café Ré')).toBe('cafe re');
    // A name that is only a legal form keeps it.
    expect(searchKey('PT')).toBe('pt');
    expect(searchKey('%%%')).toBe('');
  });
});

describe.each(TEST_DATABASES)('the pipeline list at scale on %s', (dialect) => {
  let app: TestApp;
  let headers: Record<string, string>;
  useTestApp(async (built) => {
    app = built;
    headers = (await loginAs(app, 'bos')).headers;
  }, dialect);

  const list = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/prospek?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return {
      total: Number(response.headers['x-total-count']),
      rows: response.json() as { id: number; kode: string }[],
    };
  };

  it('counts from the triggers equal counting the table, after inserts, moves and deletes', async () => {
    const made = await createQuoteRequest(app, { layanan: 'parkir' });
    await createQuoteRequest(app, { layanan: 'kebersihan' });
    const admin = (await loginAs(app, 'admin')).headers;
    await app.inject({
      method: 'PUT',
      url: `/api/prospek/${made.id}/tahap`,
      headers: admin,
      payload: { tahap: 'survei' },
    });
    // A row written outside the routes (a seed, a bench) is counted too.
    await app.db
      .updateTable('quote_requests')
      .set({ layanan: 'keamanan' })
      .where('id', '=', made.id)
      .execute();
    const actual = async (where: string) =>
      Number(
        (
          await sql<{
            n: number;
          }>`select count(*) as n from quote_requests ${sql.raw(where)}`.execute(app.db)
        ).rows[0]!.n,
      );
    expect((await list('')).total).toBe(await actual(''));
    expect((await list('tahap=survei')).total).toBe(await actual("where tahap = 'survei'"));
    expect((await list('layanan=parkir')).total).toBe(await actual("where layanan = 'parkir'"));
    expect((await list('tahap=survei&layanan=keamanan')).total).toBe(
      await actual("where tahap = 'survei' and layanan = 'keamanan'"),
    );
    await app.db
      .deleteFrom('quote_request_history')
      .where('quote_request_id', '=', made.id)
      .execute();
    await app.db.deleteFrom('quote_requests').where('id', '=', made.id).execute();
    expect((await list('')).total).toBe(await actual(''));
    expect((await list('tahap=survei')).total).toBe(await actual("where tahap = 'survei'"));
  });

  it('finds by the start of the company, the contact, the e-mail or the reference', async () => {
    const tag = unique('Sentosa').split(' ')[1]!;
    const made = await createQuoteRequest(app, {
      perusahaan: `PT. Sentosa ${tag} Abadi`,
      nama: `Dewi ${tag}`,
      email: `dewi.${tag}@contoh.id`,
    });
    const found = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).rows.some((row) => row.id === made.id);
    expect(await found(`PT Sentosa ${tag}`)).toBe(true);
    expect(await found(`sentosa ${tag.toUpperCase()}`)).toBe(true);
    expect(await found(`Dewi ${tag}`)).toBe(true);
    expect(await found(`dewi.${tag}@contoh`)).toBe(true);
    expect(await found(made.kode)).toBe(true);
    expect(await found(made.kode.toLowerCase())).toBe(true);
    expect(await found(made.kode.slice(0, -1))).toBe(true);
    // A prefix search: a word from the middle does not match.
    expect(await found(`Abadi`)).toBe(false);
    expect((await list(`q=${encodeURIComponent(`Sentosa ${tag}`)}`)).total).toBe(1);
    // Wildcards typed by staff are matched as themselves.
    expect((await list('q=%25%25%25')).total).toBe(0);
    expect((await list('q=*')).total).toBe(0);
  });
});
