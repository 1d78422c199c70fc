import type { FastifyServerOptions } from 'fastify';

/**
 * What the server logs (docs/decisions/024): no e-mail addresses, names, phone numbers,
 * search terms, tokens, codes or signed-address signatures. Request URLs keep their path and
 * the names of query parameters; only values known to be harmless (paging, dates, status) stay.
 */

const HARMLESS_QUERY_PARAMS = new Set([
  'page',
  'pageSize',
  'status',
  'date',
  'month',
  'year',
  'sinceId',
  'expires',
  'from',
  'to',
]);

/** `/api/pelamar?q=budi&page=2` → `/api/pelamar?q=[redacted]&page=2`. */
export function redactUrl(url: string) {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].map(([name, value]) =>
    HARMLESS_QUERY_PARAMS.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=[redacted]`,
  );
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'nama',
  'name',
  'email',
  'telepon',
  'q',
  'token',
  'mfaToken',
  'code',
  'secret',
  'sig',
  'captchaToken',
];

/** Fastify's logger at `logLevel` (LOG_LEVEL), with every secret and personal field redacted. */
export function loggerOptions({ logLevel }: { logLevel: string }) {
  return {
    level: logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        ...SENSITIVE_KEYS,
        ...SENSITIVE_KEYS.map((key) => `*.${key}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  } satisfies FastifyServerOptions['logger'];
}
