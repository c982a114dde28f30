// Child process of bare-express.mjs (startBareInsert): the floor of a quote. Express 5, its JSON parser and one
// route, POST /insert, that stores the body as a lead with one parameterised INSERT into the API's `leads` table (its
// indexes and sequence, migrated here) and answers its id: one round trip and one commit, no validation, no ORM.
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

const app = express();
app.use(express.json());
app.post('/insert', async (req, res) => {
  const { customerName, customerPhone, motorcycleMake, motorcycleModel, pickupLocation, dropoffLocation } = req.body;
  const { rows } = await client.query(INSERT, [customerName, customerPhone, motorcycleMake, motorcycleModel, pickupLocation, dropoffLocation]);
  res.status(201).json({ id: rows[0].id });
});
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void database.close().then(() => process.exit(0)));
});
