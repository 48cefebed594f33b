import pg from 'pg';

/** One statement on a PostgreSQL server (its own connection, closed after): CREATE or DROP DATABASE, a quick read. Answers its rows. */
export async function sqlOn<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
