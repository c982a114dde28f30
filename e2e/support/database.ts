import pg from 'pg';
import { databaseUrl } from './e2e-env';

/** Reads rows from the database of the server under test; only possible when it runs on a PostgreSQL server. */
export async function queryDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[] | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
