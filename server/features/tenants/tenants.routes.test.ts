import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

describe.each(TEST_DATABASES)('tenants (dokumentasi) on %s', (dialect) => {
  let app: TestApp;
  const headers: Partial<Record<Role, Record<string, string>>> = {};
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    for (const role of ['editor', 'admin', 'superadmin', 'hrd', 'bos'] as const)
      headers[role] = (await loginAs(app, role)).headers;
  });
  afterAll(async () => {
    await app.close();
  });

  const createTenant = (role: Role = 'editor', nama: string = unique('PT Klien')) =>
    app.inject({
      method: 'POST',
      url: '/api/dokumentasi',
      headers: headers[role],
      payload: { nama },
    });

  it('a visitor lists tenants oldest first', async () => {
    const first = (await createTenant()).json();
    const second = (await createTenant()).json();
    const response = await app.inject({ method: 'GET', url: '/api/dokumentasi' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toContainEqual({ id: first.id, nama: first.nama });
    expect(list.findIndex((t: { id: number }) => t.id === first.id)).toBeLessThan(
      list.findIndex((t: { id: number }) => t.id === second.id),
    );
  });

  it.each(['editor', 'admin', 'superadmin'] as const)(
    '%s can create, edit and delete a tenant',
    async (role) => {
      const created = await createTenant(role, '  Menara Kencana  ');
      expect(created.statusCode).toBe(201);
      const tenant = created.json();
      expect(tenant.nama).toBe('Menara Kencana');

      const edited = await app.inject({
        method: 'PUT',
        url: `/api/dokumentasi/${tenant.id}`,
        headers: headers[role],
        payload: { nama: 'Menara Kencana Baru' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ id: tenant.id, nama: 'Menara Kencana Baru' });

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/dokumentasi/${tenant.id}`,
        headers: headers[role],
      });
      expect(deleted.statusCode).toBe(200);
      const list = (await app.inject({ method: 'GET', url: '/api/dokumentasi' })).json();
      expect(list.find((t: { id: number }) => t.id === tenant.id)).toBeUndefined();
    },
  );

  it.each(['hrd', 'bos'] as const)('%s cannot create, edit or delete a tenant', async (role) => {
    const tenant = (await createTenant()).json();
    expect((await createTenant(role)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/dokumentasi/${tenant.id}`,
          headers: headers[role],
          payload: { nama: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/dokumentasi/${tenant.id}`,
          headers: headers[role],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a request without a token gets 401', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/dokumentasi', payload: { nama: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/dokumentasi/1', payload: { nama: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it.each([{ nama: '' }, { nama: '    ' }, {}, { nama: null }])(
    'a blank name gets 400 with the spec text (%j)',
    async (payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/dokumentasi',
        headers: headers.editor,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Masukkan nama terlebih dahulu!' });
    },
  );

  it('an edit to a blank name gets 400 with the spec text', async () => {
    const tenant = (await createTenant()).json();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/dokumentasi/${tenant.id}`,
      headers: headers.editor,
      payload: { nama: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Masukkan nama terlebih dahulu!' });
  });

  it('a too long name gets 400 naming the field', async () => {
    const response = await createTenant('editor', 'x'.repeat(151));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Nama maksimal 150 karakter' });
  });

  it('an unknown id gets 404', async () => {
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/dokumentasi/987654',
      headers: headers.editor,
      payload: { nama: 'x' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'Tenant tidak ditemukan' });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/dokumentasi/987654',
          headers: headers.editor,
        })
      ).statusCode,
    ).toBe(404);
  });
});
