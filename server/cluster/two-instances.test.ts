import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applicationFormData } from '../test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../test/multipart-form.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import {
  type Instance,
  REDIS_URL,
  eventually,
  missingForNginxCluster,
  postJson,
  startNginxCluster,
  superadminToken,
} from './harness.ts';

/**
 * docs/decisions/019: two compiled server processes on one PostgreSQL database, one Redis (own key
 * prefix), one local S3-compatible server (s3rver), behind real nginx with deploy/nginx.conf.
 * Whatever one instance did, the other must show at once.
 */

const missing = await missingForNginxCluster();

const BUCKET = 'sigap-cluster';
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

describe.skipIf(Boolean(missing))(
  `two instances behind nginx (needs ${missing || 'nothing more'})`,
  () => {
    let cluster: Awaited<ReturnType<typeof startNginxCluster>>;
    let smtp: SmtpSink;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      // A Redis database of its own, emptied first: the instances use the production key prefix,
      // and counters left by an earlier run (failed logins) must not leak into this one.
      const redisUrl = `${REDIS_URL.replace(/\/\d*$/, '')}/11`;
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      await redis.quit();
      // One after the other (the default): the first runs the migrations, the second finds them
      // done.
      cluster = await startNginxCluster(BUCKET, ['a', 'b'], {
        env: { REDIS_URL: redisUrl, SMTP_URL: smtp.url },
      });
      [a, b] = cluster.instances as [Instance, Instance];
    }, 240_000);

    afterAll(async () => {
      await cluster?.stop();
      await smtp?.close();
    }, 60_000);

    const staffToken = (via: Instance) => superadminToken(via.url);

    it('serves through B a content edit made through A at once', async () => {
      const token = await staffToken(a);
      // B reads (and caches) the list first, so a stale cache would show.
      expect((await fetch(`${b.url}/api/faqs`)).status).toBe(200);
      const question = unique('Apakah layanan tersedia 24 jam? ');
      const created = await fetch(
        `${a.url}/api/faqs`,
        postJson({ question, answer: 'Ya, setiap hari.' }, token),
      );
      expect(created.status).toBe(201);
      const onB = (await (await fetch(`${b.url}/api/faqs`)).json()) as { question: string }[];
      expect(onB.map((faq) => faq.question)).toContain(question);
    });

    it('refuses on B a staff token logged out through A', async () => {
      const token = await staffToken(a);
      const auth = { authorization: `Bearer ${token}` };
      expect((await fetch(`${b.url}/api/kontak`, { headers: auth })).status).toBe(200);
      expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: auth })).ok).toBe(true);
      expect((await fetch(`${b.url}/api/kontak`, { headers: auth })).status).toBe(401);
    });

    it('holds on B the failed-login limit reached on A, whatever X-Forwarded-For a client writes', async () => {
      const nama = unique('staf');
      const attempt = (via: string, forwardedFor?: string) =>
        fetch(`${via}/api/login`, {
          ...postJson({ nama, password: 'salah-sekali-password' }),
          headers: {
            'content-type': 'application/json',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
        }).then((response) => response.status);
      const statuses: number[] = [];
      for (let i = 0; i < 10 && statuses.at(-1) !== 429; i++) statuses.push(await attempt(a.url));
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
      expect(await attempt(b.url)).toBe(429);
      // Through nginx with a made-up client address: still the same limit.
      expect(await attempt(cluster.nginx.url, `203.0.113.${statuses.length}`)).toBe(429);
    });

    it('serves through B a photo and a resume uploaded through A', async () => {
      const nama = unique('pelamar');
      const registered = await fetch(
        `${a.url}/api/register-user`,
        postJson({
          nama,
          email: `${nama}@contoh.id`,
          password: 'rahasia-pelamar-1',
          persetujuan: true,
        }),
      );
      expect(registered.status).toBe(201);
      const login = await fetch(
        `${a.url}/api/login-user`,
        postJson({ nama, password: 'rahasia-pelamar-1' }),
      );
      const { token } = (await login.json()) as { token: string };
      const form = applicationFormData('Budi Santoso', {
        photo: await jpegBytes(120, 160),
        resumes: [PDF_BYTES],
      });
      const sent = await fetch(`${a.url}/api/pelamar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(sent.status).toBe(201);
      const application = (await sent.json()) as { foto: string; resume: string[] };

      const photo = await fetch(new URL(application.foto, b.url));
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);
      const resume = await fetch(new URL(application.resume[0], b.url));
      expect(resume.status).toBe(200);
      expect(Buffer.from(await resume.arrayBuffer())).toEqual(PDF_BYTES);

      // A public picture too, fetched through nginx.
      const staff = await staffToken(a);
      const upload = new FormData();
      upload.append('gallery_id', '1');
      upload.append('service_type', 'Keamanan');
      upload.append(
        'photo',
        new Blob([await jpegBytes(200, 150)], { type: 'image/jpeg' }),
        'a.jpg',
      );
      const added = await fetch(`${a.url}/api/gallery/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}` },
        body: upload,
      });
      expect(added.status).toBe(201);
      const { photos } = (await added.json()) as { photos: { photo_url: string }[] };
      const picture = await fetch(new URL(photos[0].photo_url, cluster.nginx.url));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    });

    it('sends a mail queued on A exactly once', async () => {
      const nama = unique('Tamu ');
      const before = smtp.received.length;
      const sent = await fetch(
        `${a.url}/api/kontak`,
        postJson({
          nama,
          email: 'tamu@contoh.id',
          telepon: '081234567890',
          pesan: 'Mohon penawaran.',
        }),
      );
      expect(sent.status).toBe(201);
      const mails = () => smtp.received.slice(before).filter((mail) => mail.raw.includes(nama));
      await eventually(async () => (mails().length > 0 ? true : undefined), 'the contact mail');
      // Both instances poll the job table; once no mail job is left open, no second copy can come.
      await eventually(async () => {
        const open = await cluster.database.query<{ open: number }>(
          "select count(*)::int as open from jobs where type = 'mail' and status not in ('done', 'failed')",
        );
        return open[0].open === 0 ? true : undefined;
      }, 'every mail job to finish');
      expect(mails()).toHaveLength(1);
    });
  },
);
