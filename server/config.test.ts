import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { ConfigError, configWarnings, loadConfig } from './config.ts';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sigap-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storage).toBe('local');
    expect(config.captcha.provider).toBe('altcha');
    expect(config.seedDemo).toBe(true);
    expect(config.rateLimitFactor).toBe(1);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.timeZone).toBe('Asia/Jakarta');
    expect(config.retentionMonths).toBe(12);
    expect(config.mfaRequiredRoles).toEqual(['superadmin', 'admin', 'hrd']);
    expect(config.staffIdleMinutes).toBe(30);
    expect(config.pageCacheMb).toBe(32);
  });

  it('reads PAGE_CACHE_MB', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '256' }).pageCacheMb).toBe(256);
  });

  it('reads MFA_REQUIRED_ROLES (empty: optional for everyone) and STAFF_IDLE_MINUTES', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual(
      [],
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: ' bos , editor ' }).mfaRequiredRoles,
    ).toEqual(['bos', 'editor']);
    expect(loadConfig({ DATA_DIR: dataDir(), STAFF_IDLE_MINUTES: '15' }).staffIdleMinutes).toBe(15);
  });

  it('generates JWT_SECRET once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'secrets', 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(second.captcha.altchaHmacKey).toBe(first.captcha.altchaHmacKey);
  });

  it('reads HR_EMAIL, SALES_EMAIL and LEAD_SLA_MINUTES, warning about each address unset', () => {
    const unset = loadConfig({ DATA_DIR: dataDir() });
    expect(unset.hrEmail).toBeUndefined();
    expect(unset.salesEmail).toBeUndefined();
    expect(unset.leadSlaMinutes).toBe(60);
    expect(configWarnings(unset)).toEqual([
      'HR_EMAIL unset: no weekly credential register mail',
      'SALES_EMAIL unset: no mail about quote requests',
    ]);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      HR_EMAIL: 'hrd@sigap.test',
      SALES_EMAIL: 'sales@sigap.test',
      LEAD_SLA_MINUTES: '10080',
    });
    expect([set.hrEmail, set.salesEmail, set.leadSlaMinutes]).toEqual([
      'hrd@sigap.test',
      'sales@sigap.test',
      10080,
    ]);
    expect(configWarnings(set)).toEqual([]);
  });

  it('uses a given JWT_SECRET and SITE_URL without a trailing slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      SITE_URL: 'https://sigap.co.id/',
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.siteUrl).toBe('https://sigap.co.id');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['STORAGE', 'ftp'],
    ['STORAGE', 's3'],
    ['CAPTCHA_PROVIDER', 'hcaptcha'],
    ['SEED_DEMO', 'yes'],
    ['JWT_SECRET', 'short'],
    ['RATE_LIMIT_FACTOR', '0'],
    ['RATE_LIMIT_FACTOR', '-2'],
    ['RETENTION_MONTHS', '0'],
    ['RETENTION_MONTHS', '1.5'],
    ['RETENTION_MONTHS', 'setahun'],
    ['SITE_URL', 'not a url'],
    ['ADMIN_USERNAME', 'admin user!'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'elevenchars'],
    ['ADMIN_PASSWORD', 'Password1234'],
    ['TIME_ZONE', 'Mars/Olympus'],
    ['MFA_REQUIRED_ROLES', 'admin,kasir'],
    ['STAFF_IDLE_MINUTES', '0'],
    ['STAFF_IDLE_MINUTES', 'ten'],
    ['STAFF_IDLE_MINUTES', '721'],
    ['PAGE_CACHE_MB', '0'],
    ['PAGE_CACHE_MB', '1.5'],
    ['PAGE_CACHE_MB', 'banyak'],
    ['PAGE_CACHE_MB', '5000'],
    ['HR_EMAIL', 'hrd di kantor'],
    ['SALES_EMAIL', 'sales@'],
    ['LEAD_SLA_MINUTES', '0'],
    ['LEAD_SLA_MINUTES', '10081'],
    ['LEAD_SLA_MINUTES', '1.5'],
  ])('stops on a bad %s (%s) and names the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it('requires both reCAPTCHA keys when the provider is recaptcha', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site',
      }),
    ).toThrow('RECAPTCHA_SECRET_KEY');
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
    });
    expect(config.captcha.recaptchaSiteKey).toBe('site');
  });

  it('selects PostgreSQL from a postgres:// DATABASE_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('reads the S3 settings with the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'sigap' });
    expect(config.s3).toEqual({
      bucket: 'sigap',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
  });

  it.each([
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
  ])('stops on bad S3 settings %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});
