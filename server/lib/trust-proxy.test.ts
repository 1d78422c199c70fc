import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it.each([
    ['0', false],
    ['', false],
    ['1', 1],
    ['9', 9],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['fd00::/8', ['fd00::/8']],
    ['loopback', ['loopback']],
  ])('accepts %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual({ value: expected });
  });

  it.each(['true', '10', '-1', '1.5', '10.0.0.0/33', '::1/129', 'nginx', '127.0.0.1,', '1,2'])(
    'refuses %j',
    (raw) => {
      expect(parseTrustProxy(raw)).toHaveProperty('error');
    },
  );

  it('a bad TRUST_PROXY stops the start and names the variable', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-proxy-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(
        /TRUST_PROXY: must be 0, a hop count from 1 to 9/,
      );
      expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Registrations are limited to 10 per address per 10 minutes (RATE_LIMIT_FACTOR=1). Each request
 * below writes a fresh made-up address first in X-Forwarded-For, as a client trying to look like
 * many people would; with every setting the 11th request from one real client must still get 429.
 */
describe.each([
  {
    setting: '0',
    // No proxy: the socket is the client, whatever it writes.
    request: (spoof: string) => ({ remoteAddress: '198.51.100.7', xff: spoof }),
    otherClient: { remoteAddress: '198.51.100.8', xff: '' },
  },
  {
    setting: '1',
    // One nginx in front: it appends the address it saw, so the last entry is the client.
    request: (spoof: string) => ({ remoteAddress: '127.0.0.1', xff: `${spoof}, 198.51.100.7` }),
    otherClient: { remoteAddress: '127.0.0.1', xff: '198.51.100.8' },
  },
  {
    setting: '2',
    // A load balancer, then nginx: two entries are the proxies' own; the one before is the client.
    request: (spoof: string) => ({
      remoteAddress: '127.0.0.1',
      xff: `${spoof}, 198.51.100.7, 10.0.0.2`,
    }),
    otherClient: { remoteAddress: '127.0.0.1', xff: '198.51.100.8, 10.0.0.2' },
  },
  {
    setting: '127.0.0.1,10.0.0.0/8',
    request: (spoof: string) => ({
      remoteAddress: '127.0.0.1',
      xff: `${spoof}, 198.51.100.7, 10.0.0.2`,
    }),
    otherClient: { remoteAddress: '127.0.0.1', xff: '198.51.100.8, 10.0.0.2' },
  },
  {
    setting: '127.0.0.1,10.0.0.0/8 (client not behind the proxy)',
    // Someone reaching the server directly is not a trusted proxy: its header is ignored.
    request: (spoof: string) => ({ remoteAddress: '198.51.100.7', xff: `${spoof}, 10.0.0.2` }),
    otherClient: { remoteAddress: '198.51.100.8', xff: '10.0.0.2' },
  },
])('TRUST_PROXY=$setting', ({ setting, request, otherClient }) => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  afterAll(async () => {
    await app?.close();
  });

  async function register(from: { remoteAddress: string; xff: string }) {
    return app.inject({
      method: 'POST',
      url: '/api/register-user',
      remoteAddress: from.remoteAddress,
      headers: from.xff ? { 'x-forwarded-for': from.xff } : {},
      // An invalid password answers 400 at once; the limiter counts every attempt.
      payload: { nama: 'budi', email: 'budi@contoh.id', password: 'x' },
    });
  }

  it('a spoofed X-Forwarded-For does not escape the per-address limit', async () => {
    app = await buildTestApp('sqlite', {
      RATE_LIMIT_FACTOR: '1',
      TRUST_PROXY: setting.split(' ')[0]!,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await register(request(`203.0.113.${i + 1}`))).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Another real client still gets through: the limit is per address, not global.
    expect((await register(otherClient)).statusCode).toBe(400);
  });
});
