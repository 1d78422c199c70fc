import { describe, expect, it } from 'vitest';

import { isCatalogRace, isOtherSchemaVanished } from './migrate.ts';

/** PostgreSQL errors as `pg` throws them: a code and the server's message. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isOtherSchemaVanished (the migration check asked again)', () => {
  it('is another schema dropped while Kysely listed every schema', () => {
    expect(isOtherSchemaVanished(pgError('3F000', 'schema "t_1" does not exist'), 't_2')).toBe(
      true,
    );
    expect(
      isOtherSchemaVanished(
        pgError('42P01', 'relation "t_0a1b2c.site_settings" does not exist'),
        't_ffeedd',
      ),
    ).toBe(true);
  });

  it('is not a missing table of our own schema, one named without a schema, or anything else', () => {
    expect(
      isOtherSchemaVanished(
        pgError('42P01', 'relation "t_ffeedd.site_settings" does not exist'),
        't_ffeedd',
      ),
    ).toBe(false);
    expect(
      isOtherSchemaVanished(pgError('42P01', 'relation "site_settings" does not exist'), 'public'),
    ).toBe(false);
    expect(isOtherSchemaVanished(pgError('23505', 'duplicate key'), 'public')).toBe(false);
    expect(isOtherSchemaVanished(undefined, undefined)).toBe(false);
  });
});

describe('isCatalogRace (what migrateToLatest asks again)', () => {
  const failed = (cause: Error, migrationName?: string) =>
    Object.assign(new Error(`Migration ${migrationName ?? ''} failed`, { cause }), {
      migrationName,
    });

  it('is a column of a table being dropped, seen by the check before any migration ran', () => {
    const race = pgError('42703', 'column "id" of relation "audit_log" does not exist');
    expect(isCatalogRace(failed(race), 't_ffeedd')).toBe(true);
  });

  it('is not the same error from a migration of ours, nor another error', () => {
    const missing = pgError('42703', 'column "id" of relation "audit_log" does not exist');
    expect(isCatalogRace(failed(missing, '0016-audit-log'), 't_ffeedd')).toBe(false);
    expect(isCatalogRace(failed(pgError('23505', 'duplicate key')), 't_ffeedd')).toBe(false);
    expect(isCatalogRace(undefined, undefined)).toBe(false);
  });

  it('is another schema dropped, as isOtherSchemaVanished says', () => {
    expect(isCatalogRace(failed(pgError('3F000', 'schema "t_1" does not exist')), 't_2')).toBe(
      true,
    );
  });
});
