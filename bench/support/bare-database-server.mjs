// Child process of bare-express.mjs (startBareDatabase): the floors of the API's database requests, what no quote
// and no lead list can beat. Express 5, its JSON parser and two routes on the API's `leads` table (its indexes and
// sequence, migrated here), each one round trip, no validation, no ORM:
// - POST /insert stores the body as a lead with one parameterised INSERT and answers its id (one commit);
// - GET /leads answers the 50 newest available leads, with the columns a provider's page shows, read in the order of
//   that page from the index it uses (leads_available_keyset_idx).
// On the PostgreSQL server at argv[3] (the bench's database; a pool of 10 like the API's), else on PGlite in the
// DATA_DIR argv[4] (its own, migrated here). Listens on 127.0.0.1:argv[2]. Runs under `node --import tsx`.
import express from 'express';
import { openDatabase } from '../../api/src/db/database.ts';

const [port, databaseUrl, dataDir] = process.argv.slice(2);
const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
await database.migrate();
const client = database.db.$client;
const INSERT = `insert into leads (customer_name, customer_phone, motorcycle_make, motorcycle_model, pickup_location, dropoff_location)
  values ($1, $2, $3, $4, $5, $6) returning id`;
const PAGE = `select id, job_reference, status, customer_name, customer_phone, customer_email, customer_address, motorcycle_make,
    motorcycle_model, motorcycle_year, can_roll_and_steer, pickup_location, dropoff_location, timeframe, is_flexible_dates,
    special_requests, lead_score, created_at, latitude, longitude, dropoff_latitude, dropoff_longitude
  from leads where status = 'available' and is_archived = false
  order by created_at desc nulls last, id desc nulls last limit $1`;

const app = express();
app.use(express.json());
app.post('/insert', async (req, res) => {
  const { customerName, customerPhone, motorcycleMake, motorcycleModel, pickupLocation, dropoffLocation } = req.body;
  const { rows } = await client.query(INSERT, [customerName, customerPhone, motorcycleMake, motorcycleModel, pickupLocation, dropoffLocation]);
  res.status(201).json({ id: rows[0].id });
});
app.get('/leads', async (_req, res) => {
  const { rows } = await client.query(PAGE, [50]);
  res.json({ leads: rows });
});
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void database.close().then(() => process.exit(0)));
});
