import pg from 'pg';

/**
 * Runs one statement on a connection of its own to `url` and closes it; the rows. The tests'
 * PostgreSQL chores (creating and dropping private schemas and databases, reading a database the
 * app under test owns) all need a client only for one statement.
 */
export async function pgQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
