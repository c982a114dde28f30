import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createUser, postQuote, riderQuote, signIn } from './notifications-test-support';
import { openStream, type StreamClient } from './sse-test-client';

const databaseUrl = inject('testDatabaseUrl');
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
}

/** A real API process: `tsx src/main.ts` on a free port, on this run's PostgreSQL database. */
async function startApi(url: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      RATE_LIMIT_QUOTES: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The API did not start within 30 s:\n${output}`);
}

function stopApi(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode !== null) return Promise.resolve(api.child.exitCode);
  return new Promise((resolve) => {
    const kill = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
    api.child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    api.child.kill('SIGTERM');
  });
}

// LISTEN/NOTIFY across processes needs a PostgreSQL server; the in-process variant
// (notifications.test.ts) covers PGlite on every run.
describe.skipIf(!databaseUrl)('live alerts across two API processes (skipped: needs DATABASE_URL, a PostgreSQL server)', () => {
  let database: DatabaseHandle;
  let first: ApiProcess;
  let second: ApiProcess;
  let providerCookie: string;
  const streams: StreamClient[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl! });
    await createUser(database.db, 'procs-provider', 'provider');
    [first, second] = await Promise.all([startApi(databaseUrl!), startApi(databaseUrl!)]);
    providerCookie = await signIn(first.baseUrl, 'procs-provider');
  }, 90_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all([first, second].filter(Boolean).map(stopApi));
    await database?.close();
  }, 30_000);

  it('when a quote is posted to the first process, then a stream client of the second receives it within 1 second', async () => {
    const stream = await openStream(second.baseUrl, { cookie: providerCookie });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor(() => stream.events.length >= 1);

    const started = performance.now();
    const created = await postQuote(first.baseUrl, riderQuote('Triumph', 'Bonneville'));
    const [received] = await stream.waitForLeads(1, 1000);

    expect(received!.at - started).toBeLessThan(1000);
    expect(received!.id).toBe(String(created.id));
    expect(received!.event.data).toMatchObject({ id: created.id, customerName: 'Liam', vehicleModel: 'Bonneville' });
    expect(JSON.stringify(received!.event)).not.toMatch(/Nguyen|0412|558/);
    stream.close();
  });

  it('when a client disconnects, misses 3 leads and reconnects to the other process with Last-Event-ID, then it receives exactly those 3 in order', async () => {
    const before = await openStream(second.baseUrl, { cookie: providerCookie });
    streams.push(before);
    await before.waitFor(() => before.events.length >= 1);
    await postQuote(first.baseUrl, riderQuote('Suzuki', 'GSX-R750'));
    const [seen] = await before.waitForLeads(1);
    before.close();

    const missed = [];
    for (const model of ['V-Strom', 'Hayabusa', 'Katana']) missed.push(await postQuote(second.baseUrl, riderQuote('Suzuki', model)));
    const after = await openStream(first.baseUrl, { cookie: providerCookie, lastEventId: seen!.id! });
    streams.push(after);
    const replayed = await after.waitForLeads(3);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(after.events.filter((received) => received.event.type === 'new_lead').map((received) => received.id)).toEqual(
      missed.map((lead) => String(lead.id)),
    );
    expect(replayed).toHaveLength(3);
    after.close();
  });

  it('when a visitor opens the stream, then it answers 401', async () => {
    const visitor = await openStream(second.baseUrl);
    streams.push(visitor);
    expect(visitor.status).toBe(401);
  });

  it('when the process gets SIGTERM with a stream open, then the stream ends and the process exits 0', async () => {
    const stream = await openStream(first.baseUrl, { cookie: providerCookie });
    streams.push(stream);
    await stream.waitFor(() => stream.events.length >= 1);

    const exited = stopApi(first);
    await stream.ended;
    expect(await exited).toBe(0);
  });
});
