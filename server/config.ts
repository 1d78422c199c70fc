import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { ROLES, type Role, isRole } from '#common/roles';
import { DEFAULT_TIME_ZONE, PASSWORD_MAX, STAFF_PASSWORD_MIN } from '#common/rules';

import { staffPasswordRule } from './lib/password-policy.ts';

import { type TrustProxy, parseTrustProxy } from './lib/trust-proxy.ts';

/**
 * Every environment variable of the README's configuration table, parsed once. The only module that reads
 * process.env; everything else receives the parsed Config.
 */

const flag = z.enum(['0', '1']).transform((value) => value === '1');
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z
  .object({
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
    ADMIN_USERNAME: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9]+$/, 'must contain only letters and digits')
        .optional(),
    ),
    // The staff password policy (lib/password-policy.ts), worded for the operator.
    ADMIN_PASSWORD: optionalString.pipe(
      staffPasswordRule({
        required: 'must not be empty',
        tooShort: `must be at least ${STAFF_PASSWORD_MIN} characters`,
        tooLong: `must be at most ${PASSWORD_MAX} characters`,
        common: 'is a common password; choose another',
      }).optional(),
    ),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    ALTCHA_HMAC_KEY: optionalString,
    /** Proof-of-work size; lower only in tests. */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
    /**
     * How long a claimed job is held before another worker may take it again (a worker killed
     * mid-job leaves it claimed). Lower only in tests that kill a server and wait for its mail.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    SEED_DEMO: flag.default(true),
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    RATE_LIMIT_FACTOR: z.coerce.number().positive('must be a positive number').default(1),
    SITE_URL: optionalString.pipe(z.url().optional()),
    TIME_ZONE: z
      .string()
      .default(DEFAULT_TIME_ZONE)
      .refine(isValidTimeZone, 'must be an IANA time zone such as Asia/Jakarta'),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    SMTP_FROM: optionalString,
    /** Where HR notices go (the weekly credential mail); never an address a content role can set. */
    HR_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    /** Where sales notices go (a new quote request, one still untouched after LEAD_SLA_MINUTES). */
    SALES_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    /** Minutes after which a quote request nobody has touched is mailed to SALES_EMAIL again. */
    LEAD_SLA_MINUTES: z.coerce
      .number()
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1')
      .max(10_080, 'must be at most 10080 (a week)')
      .default(60),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
    /** Staff roles that must use a second factor (comma-separated; empty: optional for all). */
    MFA_REQUIRED_ROLES: z
      .string()
      .default('superadmin,admin,hrd')
      .transform((value) =>
        value
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean),
      )
      .refine((roles) => roles.every(isRole), `must list roles among ${ROLES.join(', ')}`)
      .transform((roles) => roles.filter(isRole)),
    /** Minutes without a user action after which a staff session ends. */
    STAFF_IDLE_MINUTES: z.coerce
      .number()
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1')
      .max(720, 'must be at most 720 (the 12-hour absolute limit)')
      .default(30),
    /** UU PDP retention: final applications untouched this long are erased (docs/product.md §11). */
    RETENTION_MONTHS: z.coerce
      .number()
      .int('must be a whole number of months')
      .min(1, 'must be at least 1')
      .max(1200, 'must be at most 1200')
      .default(12),
    /**
     * Days after the decision the SKCK and health certificate files of a rejected application are
     * erased (UU PDP specific data; docs/decisions/047-credential-register.md).
     */
    SPECIFIC_DATA_DAYS: z.coerce
      .number()
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(3650, 'must be at most 3650')
      .default(30),
    /** Revisions kept per content item; older ones are pruned (docs/decisions/034). */
    REVISIONS_PER_ITEM: z.coerce
      .number()
      .int('must be a whole number')
      .min(2, 'must be at least 2')
      .max(10_000, 'must be at most 10000')
      .default(50),
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
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when CAPTCHA_PROVIDER=recaptcha',
          });
      }
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    // One key without the other is a typo; neither means the AWS default credential chain.
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isDev: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storage: 'local' | 's3';
  /** Set when storage is 's3' (docs/decisions/013-object-storage.md). */
  s3: S3Config | undefined;
  admin: { username: string | undefined; password: string | undefined };
  captcha: {
    provider: 'altcha' | 'recaptcha' | 'off';
    altchaHmacKey: string;
    altchaMaxNumber: number;
    recaptchaSiteKey: string | undefined;
    recaptchaSecretKey: string | undefined;
    recaptchaVerifyUrl: string;
  };
  seedDemo: boolean;
  /** Seconds a claimed job stays with its worker (JOB_LEASE_SECONDS). */
  jobLeaseSeconds: number;
  jwtSecret: string;
  rateLimitFactor: number;
  siteUrl: string;
  timeZone: string;
  smtp: { url: string | undefined; from: string };
  /** HR_EMAIL: the only address HR notices go to; unset: none are sent. */
  hrEmail: string | undefined;
  /** SALES_EMAIL: where sales notices go; unset: none are sent. */
  salesEmail: string | undefined;
  /** LEAD_SLA_MINUTES: an untouched quote request is mailed again after this. */
  leadSlaMinutes: number;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** Shared state for several instances (README.md, Configuration: REDIS_URL); `keyPrefix` differs only in tests. */
  redis: { url: string | undefined; keyPrefix: string };
  webDistDir: string;
  /** MiB of public pages kept as ready bytes (PAGE_CACHE_MB). */
  pageCacheMb: number;
  mfaRequiredRoles: Role[];
  staffIdleMinutes: number;
  /** Months a final application (and contact message) is kept after its last change. */
  retentionMonths: number;
  /** Days after a rejection its SKCK and health certificate files are kept (SPECIFIC_DATA_DAYS). */
  specificDataDays: number;
  /** Revisions kept per content item (REVISIONS_PER_ITEM). */
  revisionsPerItem: number;
  metricsToken: string | undefined;
  drainSeconds: number;
}

declare module './lib/feature.ts' {
  /** Every feature's routes plugin gets the validated configuration (server/lib/feature.ts). */
  interface FeatureOptions {
    config: Config;
  }
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

function isValidTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Reads a secret from DATA_DIR, creating it on first start (README.md, Configuration: generated into DATA_DIR). */
function persistedSecret(dataDir: string, name: string) {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * What a valid but incomplete configuration leaves out, logged once at start (README.md,
 * Configuration): the operator learns that a notice will not be sent before anyone misses it.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.hrEmail) warnings.push('HR_EMAIL unset: no weekly credential register mail');
  if (!config.salesEmail) warnings.push('SALES_EMAIL unset: no mail about quote requests');
  return warnings;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    isDev: env.NODE_ENV === 'development',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storage: env.STORAGE,
    s3:
      env.STORAGE === 's3' && env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      altchaHmacKey: env.ALTCHA_HMAC_KEY ?? persistedSecret(dataDir, 'altcha-hmac-key'),
      altchaMaxNumber: env.ALTCHA_MAX_NUMBER,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
    },
    seedDemo: env.SEED_DEMO,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    timeZone: env.TIME_ZONE,
    smtp: { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Sigap <no-reply@localhost>' },
    hrEmail: env.HR_EMAIL,
    salesEmail: env.SALES_EMAIL,
    leadSlaMinutes: env.LEAD_SLA_MINUTES,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    redis: { url: env.REDIS_URL, keyPrefix: 'sigap:' },
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    pageCacheMb: env.PAGE_CACHE_MB,
    mfaRequiredRoles: env.MFA_REQUIRED_ROLES,
    staffIdleMinutes: env.STAFF_IDLE_MINUTES,
    retentionMonths: env.RETENTION_MONTHS,
    specificDataDays: env.SPECIFIC_DATA_DAYS,
    revisionsPerItem: env.REVISIONS_PER_ITEM,
    metricsToken: env.METRICS_TOKEN,
    drainSeconds: env.DRAIN_SECONDS,
  };
}
