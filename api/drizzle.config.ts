import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one drizzle schema (`npm run db:generate -w @motohaul/api`)
// and applied at start by drizzle's migrator on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
