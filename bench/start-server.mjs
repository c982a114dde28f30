// Starts the built product on a temporary embedded database with the demo data for a benchmark, or uses BASE_URL.
import { startApi } from './support/api-process.mjs';

export async function startServer({ port = Number(process.env.BENCH_PORT ?? 4390) } = {}) {
  if (process.env.BASE_URL) return { baseURL: process.env.BASE_URL, stop: async () => {} };
  const api = await startApi({ port, env: { SEED_DEMO: 'true' } });
  return { baseURL: api.baseUrl, stop: api.stop };
}
