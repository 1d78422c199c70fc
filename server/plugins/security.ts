import { constants as zlib } from 'node:zlib';

import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../config.ts';

/** Hosts the site may frame for the office map (the map URL is a site setting). */
export const MAP_FRAME_HOSTS = [
  'https://www.openstreetmap.org',
  'https://www.google.com',
  'https://maps.google.com',
];
const RECAPTCHA_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Security headers, compression and ETags. The Content-Security-Policy allows no inline script:
 * server-rendered data travels in a `type="application/json"` block that the browser never runs.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const recaptcha = config.captcha.provider === 'recaptcha';
  const scriptSrc = [
    "'self'",
    // Lets a page add speculation rules (JSON telling Chrome which screen to fetch next,
    // web/lib/page-data.ts); they cannot run code, and no other inline script is allowed.
    "'inline-speculation-rules'",
    ...(recaptcha ? RECAPTCHA_HOSTS : []),
    ...(config.isDev ? ["'unsafe-inline'"] : []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // Inline style attributes come from React and the dialog library; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(config.isDev ? ['ws:', 'wss:'] : [])],
    // ALTCHA solves its proof of work in a worker created from a blob.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [
      ...MAP_FRAME_HOSTS,
      ...(recaptcha
        ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
        : []),
    ],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  // The headers never change while the process runs: built once, set by one cheap hook
  // (helmet rebuilt them per request and cost a third of a small API answer's time).
  const headers: Record<string, string> = {
    'content-security-policy': Object.entries(directives)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; '),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-permitted-cross-domain-policies': 'none',
    'x-dns-prefetch-control': 'off',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // The page cache writes kept pages without Fastify, with these same headers.
  app.decorate('securityHeaders', headers);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(etag);
});
