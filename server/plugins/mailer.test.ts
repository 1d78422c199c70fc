import { tmpdir } from 'node:os';
import path from 'node:path';

import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type Config, loadConfig } from '../config.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { mailerPlugin } from './mailer.ts';

function configWith(env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'sigap-mailer-test'),
    JWT_SECRET: 'x'.repeat(32),
    ALTCHA_HMAC_KEY: 'k',
    ...env,
  });
}

async function buildMailerApp(env: Record<string, string>, retryDelaysMs = [10, 10]) {
  const app = Fastify({ logger: false });
  await app.register(mailerPlugin, { config: configWith(env), retryDelaysMs });
  await app.ready();
  return app;
}

describe('mailer', () => {
  let smtp: SmtpSink;
  beforeEach(async () => {
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    await smtp.close();
  });

  it('sends a queued message through the configured SMTP server', async () => {
    const app = await buildMailerApp({
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Sigap <no-reply@sigap.test>',
    });
    expect(app.mailer.isEnabled).toBe(true);
    app.mailer.send({
      to: 'info@sigap.test',
      subject: 'Pesan baru',
      text: 'Halo dari pengunjung',
      replyTo: 'budi@contoh.id',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail.from).toBe('no-reply@sigap.test');
    expect(mail.to).toEqual(['info@sigap.test']);
    expect(mail.raw).toContain('Subject: Pesan baru');
    expect(mail.raw).toContain('Reply-To: budi@contoh.id');
    expect(mail.raw).toContain('Halo dari pengunjung');
    await app.close();
  });

  it('retries a message the server refused and delivers it once', async () => {
    const app = await buildMailerApp({ SMTP_URL: smtp.url });
    smtp.failNext(2);
    app.mailer.send({ to: 'info@sigap.test', subject: 'Coba ulang', text: 'isi' });
    await smtp.waitFor(1);
    await app.mailer.idle();
    expect(smtp.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
    await app.close();
  });

  it('gives up after the last retry without throwing', async () => {
    const app = await buildMailerApp({ SMTP_URL: smtp.url }, [5]);
    smtp.failNext(5);
    expect(() =>
      app.mailer.send({ to: 'info@sigap.test', subject: 'Gagal', text: 'isi' }),
    ).not.toThrow();
    await app.mailer.idle();
    expect(smtp.attempts).toBe(2);
    expect(smtp.received).toHaveLength(0);
    await app.close();
  });

  it('is a no-op when SMTP_URL is not configured', async () => {
    const app = await buildMailerApp({});
    expect(app.mailer.isEnabled).toBe(false);
    app.mailer.send({ to: 'info@sigap.test', subject: 'x', text: 'y' });
    await app.mailer.idle();
    expect(smtp.attempts).toBe(0);
    await app.close();
  });
});
