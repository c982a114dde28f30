import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defaultStartDataDir, defaultStartPort, repoRoot } from './e2e-env';

// Runs the product exactly as a newcomer's `npm start` does (scripts/start.mjs: production, embedded database,
// demo mode, demo seed), on a fresh data directory of this run. Every setting a deployment or the other e2e server
// would pass is removed, so nothing but start.mjs's own defaults applies: no SMTP_URL, no Stripe keys, no
// ALLOW_FALLBACK_PURCHASE, no APP_MODE, no NODE_ENV, no DATABASE_URL, no SEED_DEMO.
const STRIPPED = /^(SMTP_URL|STRIPE_.*|ALLOW_FALLBACK_PURCHASE|APP_MODE|NODE_ENV|DATABASE_URL|SEED_DEMO|SESSION_SECRET.*|REMOTES_FILE|RELEASES_DIR|STATIC_ROOT|PUBLIC_ORIGIN|COOKIE_SECURE|ADMIN_.*|RATE_LIMIT_.*)$/;

mkdirSync(defaultStartDataDir, { recursive: true });
const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !STRIPPED.test(name)));
env.PORT = String(defaultStartPort);
env.DATA_DIR = defaultStartDataDir;

const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], { cwd: repoRoot, stdio: 'inherit', env });

function stop(signal: NodeJS.Signals): void {
  child.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
