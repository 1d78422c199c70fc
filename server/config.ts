import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Role } from '#common/roles';

import { type Env, envSchema } from './config/env-schema.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';

/**
 * Every environment variable of the README's configuration table, parsed once with the schema
 * of server/config/ (one file per area). The only module that reads process.env; everything else
 * receives the parsed Config.
 */

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
