import type { TestApp } from './build-test-app.ts';

type Payload = string | Buffer | object;

/**
 * Requests to `app` that carry `headers` (a logged-in user's), one function per method:
 *
 *   const saved = await injectAs(app, hrd.headers).put(`/api/pelamar/${id}/status`, { status });
 */
export function injectAs(app: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => (url: string, payload?: Payload) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}
