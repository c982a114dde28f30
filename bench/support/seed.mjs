// Bulk seeding with INSERT ... SELECT generate_series: 100,000 leads take seconds, not minutes.
import { sql } from 'drizzle-orm';

/**
 * Inserts `count` rider leads, newest first by one second each; every `soldEvery`-th is 'sold' (0: none).
 * Full customer details, so a provider's list has something to mask.
 */
export async function insertLeads(db, { count, soldEvery = 0 }) {
  const status = soldEvery > 0 ? sql`case when g % ${soldEvery} = 0 then 'sold' else 'available' end` : sql`'available'`;
  await db.execute(sql`
    insert into leads (customer_name, customer_phone, customer_email, customer_address, motorcycle_make, motorcycle_model,
      motorcycle_year, pickup_location, dropoff_location, timeframe, special_requests, status, price, created_at)
    select 'Rider' || g || ' Surname', '04' || lpad(g::text, 8, '0'), 'rider' || g || '@example.com',
      g || ' George Street, Parramatta NSW 2150', (array['Honda','Yamaha','Kawasaki','Ducati','BMW'])[1 + g % 5],
      'Model ' || (g % 50), 2000 + g % 25, g || ' George Street, Parramatta NSW 2150', (g % 300) || ' Hunter Street, Newcastle NSW 2300',
      'this_week', 'Bench lead ' || g, ${status}, '25.00', now() - make_interval(secs => g)
    from generate_series(1, ${count}) g`);
}

/** A user row that cannot sign in (no real password hash), for benches that seal their own session. */
export async function insertUser(db, { username, userType, firstName = 'Bench', lastName = 'User', email = null }) {
  const [row] = (
    await db.execute(sql`insert into users (username, password, user_type, first_name, last_name, email)
      values (${username}, 'not-a-hash', ${userType}, ${firstName}, ${lastName}, ${email}) returning id, session_version`)
  ).rows;
  return { id: row.id, sessionVersion: row.session_version };
}

/** VACUUM ANALYZE the tables a bench filled, so plans and index-only scans are those of a settled database. */
export async function analyze(db, tables) {
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** "PostgreSQL 15.14" -- the server's version for a heading. */
export async function serverVersion(db) {
  const [{ version }] = (await db.execute(sql`select version()`)).rows;
  return version.split(' ').slice(0, 2).join(' ');
}
