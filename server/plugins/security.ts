import { constants as zlib } from 'node:zlib';

import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../config.ts';

/** Hosts the site may frame for the office map (the map URL is a site setting). */
export const MAP_FRAME_HOSTS = ['https://www.openstreetmap.org', 'https://www.google.com', 'https://maps.google.com'];
const RECAPTCHA_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * Security headers, compression and ETags. The Content-Security-Policy allows no inline script:
 * server-rendered data travels in a `type="application/json"` block that the browser never runs.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const recaptcha = config.captcha.provider === 'recaptcha';
  const scriptSrc = ["'self'", ...(recaptcha ? RECAPTCHA_HOSTS : []), ...(config.isDev ? ["'unsafe-inline'"] : [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // Inline style attributes come from React and the dialog library; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.isDev ? ['ws:', 'wss:'] : [])],
        // ALTCHA solves its proof of work in a worker created from a blob.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [...MAP_FRAME_HOSTS, ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(etag);
});
