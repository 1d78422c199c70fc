import { describe, expect, it } from 'vitest';

import { ROLES } from '#common/roles';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { expectError } from '../../test/expect-error.ts';
import { VALID_SITE_SETTINGS } from '../../test/site-settings.ts';

describe.each(TEST_DATABASES)('site settings on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const put = async (body: unknown, headers?: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/site-settings', payload: body as object, headers });

  it('a visitor gets defaults when nothing is stored', async () => {
    await app.db.deleteFrom('site_settings').where('key', '=', 'company').execute();
    const response = await app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBeTruthy();
    expect(body.phones).toHaveLength(3);
  });

  it.each(['admin', 'editor', 'superadmin'] as const)(
    '%s can save the settings and a visitor reads them',
    async (role) => {
      const { headers } = await loginAs(app, role);
      const input = {
        ...VALID_SITE_SETTINGS,
        phones: [
          `0812 0000 ${role.length}${role.length}${role.length}${role.length}`,
          VALID_SITE_SETTINGS.phones[1],
          VALID_SITE_SETTINGS.phones[2],
        ],
      };
      const response = await put(input, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(input);
      const read = await app.inject({ method: 'GET', url: '/api/site-settings' });
      expect(read.json()).toEqual(input);
    },
  );

  it.each(ROLES.filter((role) => !['admin', 'editor', 'superadmin'].includes(role)))(
    '%s cannot save the settings',
    async (role) => {
      const { headers } = await loginAs(app, role);
      const response = await put(VALID_SITE_SETTINGS, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBeTruthy();
    },
  );

  it('saving without a token gets 401', async () => {
    const response = await put(VALID_SITE_SETTINGS);
    expect(response.statusCode).toBe(401);
  });

  it('an invalid e-mail gets 400 "Invalid email address"', async () => {
    const { headers } = await loginAs(app, 'editor');
    const response = await put({ ...VALID_SITE_SETTINGS, email: 'bukan-email' }, headers);
    expectError(response, 400, 'Invalid email address');
  });

  it.each([
    'http://www.openstreetmap.org/export/embed.html',
    'https://evil.example.com/map',
    'javascript:alert(1)',
    'bukan url',
  ])('map URL %s gets 400 "Invalid URL"', async (mapEmbedUrl) => {
    const { headers } = await loginAs(app, 'editor');
    const response = await put({ ...VALID_SITE_SETTINGS, mapEmbedUrl }, headers);
    expectError(response, 400, 'Invalid URL');
  });

  it('accepts a Google Maps embed URL', async () => {
    const { headers } = await loginAs(app, 'editor');
    const response = await put(
      { ...VALID_SITE_SETTINGS, mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m18' },
      headers,
    );
    expect(response.statusCode).toBe(200);
  });

  it('a phone with letters gets 400 naming the phone', async () => {
    const { headers } = await loginAs(app, 'editor');
    const response = await put(
      {
        ...VALID_SITE_SETTINGS,
        phones: [VALID_SITE_SETTINGS.phones[0], '0812 abc', VALID_SITE_SETTINGS.phones[2]],
      },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Telepon 2');
  });

  it('fewer than three phones gets 400', async () => {
    const { headers } = await loginAs(app, 'editor');
    const response = await put(
      { ...VALID_SITE_SETTINGS, phones: [VALID_SITE_SETTINGS.phones[0]] },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });

  it('a blank address gets 400 naming the field', async () => {
    const { headers } = await loginAs(app, 'editor');
    const response = await put({ ...VALID_SITE_SETTINGS, address: '   ' }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Alamat Kantor');
  });

  it('a malformed stored value falls back to defaults instead of failing', async () => {
    await app.db
      .updateTable('site_settings')
      .set({ value: '{not json' })
      .where('key', '=', 'company')
      .execute();
    const response = await app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().phones).toHaveLength(3);
  });
});

describe('site settings with demo content', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', { SEED_DEMO: '1' });

  it('serves the seeded company with three phones and an e-mail', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(body.address).toContain('Jakarta');
    expect(body.phones.filter(Boolean)).toHaveLength(3);
    expect(body.email).toMatch(/@/);
    expect(body.mapEmbedUrl).toMatch(/^https:\/\//);
  });
});
