import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../test/build-test-app.ts';

describe('readiness', () => {
  it('answers ready once started, then 503 in Indonesian and closes connections while draining', async () => {
    const app = await buildTestApp('sqlite');
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers.connection).not.toBe('close');

      app.readiness.startDraining();
      const draining = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({
        status: 'draining',
        error: 'Server sedang dihentikan, permintaan dialihkan ke server lain',
        code: 'unavailable',
      });
      // Other requests are still answered, each closing its connection behind it.
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});
