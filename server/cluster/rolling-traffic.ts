import { randomBytes } from 'node:crypto';

import { applicationFormData } from '../test/application-form.ts';
import { postJson } from './harness.ts';
import { PDF_BYTES, jpegBytes } from '../test/multipart-form.ts';

/**
 * `bench/load.ts`-style traffic through one origin (nginx) until `stop()`: public JSON reads and
 * pages, contact messages and, one after the other, applications with a photo and a resume,
 * each from a new applicant account. Every acknowledged write is remembered, so the caller can
 * check afterwards that it is there; every failure (a non-2xx answer or a network error) is
 * kept with what it was.
 */
export function rollingTraffic(origin: string, workers = 6) {
  const failures: string[] = [];
  const counts = { read: 0, page: 0, kontak: 0, pelamar: 0, account: 0 };
  const latencies: number[] = [];
  const acknowledged = {
    contacts: [] as string[],
    applications: [] as { id: number; foto: string; resume: string[] }[],
  };
  let running = true;
  const run = `${randomBytes(3).toString('hex')}`;

  async function call(kind: keyof typeof counts, url: string, init?: RequestInit) {
    const began = performance.now();
    try {
      const response = await fetch(`${origin}${url}`, init);
      const body = await response.arrayBuffer();
      latencies.push(performance.now() - began);
      counts[kind] += 1;
      if (!response.ok) {
        failures.push(`${kind} ${init?.method ?? 'GET'} ${url}: ${response.status}`);
        return undefined;
      }
      return body;
    } catch (error) {
      counts[kind] += 1;
      failures.push(
        `${kind} ${url}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`,
      );
      return undefined;
    }
  }

  async function worker(index: number) {
    for (let i = 0; running; i++) {
      const pick = (i + index) % 10;
      if (pick < 5) await call('read', ['/api/faqs', '/api/cards', '/api/testimonies'][i % 3]!);
      else if (pick < 7) await call('page', ['/', '/tentang-kami', '/layanan/keamanan'][i % 3]!);
      else {
        const nama = `Tamu Bergilir ${run} ${index} ${i}`;
        const sent = await call(
          'kontak',
          '/api/kontak',
          postJson({ nama, email: 'tamu@contoh.id', telepon: '081234567890', pesan: 'Halo.' }),
        );
        if (sent) acknowledged.contacts.push(nama);
      }
    }
  }

  async function applications() {
    const photo = await jpegBytes(600, 800);
    for (let i = 0; running; i++) {
      const nama = `gilir${run}${i}`;
      const account = { nama, email: `${nama}@contoh.id`, password: 'rahasia-pelamar-1' };
      if (
        !(await call('account', '/api/register-user', postJson({ ...account, persetujuan: true })))
      )
        continue;
      const login = await call('account', '/api/login-user', postJson(account));
      if (!login) continue;
      const { token } = JSON.parse(Buffer.from(login).toString()) as { token: string };
      const sent = await call('pelamar', '/api/pelamar', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: applicationFormData('Budi Bergilir', { photo, resumes: [PDF_BYTES] }),
      });
      if (sent) acknowledged.applications.push(JSON.parse(Buffer.from(sent).toString()));
    }
  }

  const done = Promise.all([
    ...Array.from({ length: workers }, (_, i) => worker(i)),
    applications(),
  ]);
  return {
    failures,
    counts,
    latencies,
    acknowledged,
    /** '{n} requests ({counts}), {n} failed, p99 {ms} ms': the line each restart check prints. */
    summary() {
      const sorted = [...latencies].sort((a, b) => a - b);
      const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return (
        `${total} requests (${JSON.stringify(counts)}), ${failures.length} failed, ` +
        `p99 ${p99.toFixed(0)} ms`
      );
    },
    async stop() {
      running = false;
      await done;
    },
  };
}
