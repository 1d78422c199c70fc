import { z } from 'zod';

import { DEFAULT_TIME_ZONE } from '#common/rules';

import { parseTrustProxy } from '../lib/trust-proxy.ts';
import { flag, optionalString } from './env-fields.ts';

/**
 * The environment of the server itself: listening, data, storage, Redis, proxies, time zone,
 * logs, caches and the build it serves (README.md, Configuration).
 */
function isValidTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  S3_ENDPOINT: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+/, 'must be a URL such as http://minio:9000')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * How long a claimed job is held before another worker may take it again (a worker killed
   * mid-job leaves it claimed). Lower only in tests that kill a server and wait for its mail.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  SEED_DEMO: flag.default(true),
  RATE_LIMIT_FACTOR: z.coerce.number().positive('must be a positive number').default(1),
  SITE_URL: optionalString.pipe(z.url().optional()),
  TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, 'must be an IANA time zone such as Asia/Jakarta'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /**
   * Memory for public pages kept as ready bytes (docs/decisions/030): about 150 KB per page
   * (HTML, gzip and brotli); the least used go first when it is full.
   */
  PAGE_CACHE_MB: z.coerce
    .number()
    .int('must be a whole number of MiB')
    .min(1, 'must be at least 1')
    .max(4096, 'must be at most 4096')
    .default(32),
  /** Bearer token for GET /metrics (docs/api.md); unset: no metrics endpoint. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * On SIGTERM, how long in-flight requests (uploads included) may take to finish before the
   * process ends anyway (docs/decisions/036-operations.md).
   */
  DRAIN_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Where `npm run build` wrote the web app; parallel test runs use their own. */
  WEB_DIST_DIR: z.string().min(1).default('dist'),
};
