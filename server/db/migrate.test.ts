import { describe, expect, it } from 'vitest';

import { isOtherSchemaVanished } from './migrate.ts';

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
