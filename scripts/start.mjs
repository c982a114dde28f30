// `npm start`: build whichever front end has no build yet, then serve the whole product on one
// origin (the API, the shell and every remote) at PORT (default 3000) with the embedded database.
//
// Mode: NODE_ENV defaults to production (long-cached hashed assets, production checks). So that it
// works with no setup, and unless they are set:
// - SESSION_SECRET: a random secret is generated once and kept in DATA_DIR/.session-secret (mode 0600);
// - COOKIE_SECURE: false, because this serves plain http://localhost (true when PUBLIC_ORIGIN is https);
// - SEED_DEMO: true, so an empty database gets the demo accounts and leads;
// - APP_MODE: demo, unless STRIPE_SECRET_KEY is set (then live).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each front end and the file its finished build always contains. */
const FRONT_ENDS = [
  ['shell', 'index.html'],
  ['mf-public', 'mf-manifest.json'],
  ['mf-quote', 'mf-manifest.json'],
  ['mf-crm', 'mf-manifest.json'],
  ['mf-admin', 'mf-manifest.json'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// One at a time: these machines have two cores.
for (const [pkg, marker] of FRONT_ENDS) {
  if (fs.existsSync(path.join(root, pkg, 'dist', marker))) continue;
  console.info(`[start] ${pkg}/dist/${marker} is missing: building @motohaul/${pkg}`);
  const build = spawnSync(npm, ['run', 'build', '-w', `@motohaul/${pkg}`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[start] Building @motohaul/${pkg} failed (exit ${build.status ?? build.signal}).`);
    process.exit(1);
  }
}

const env = { ...process.env };
const unset = (name) => env[name] === undefined || env[name] === '';
if (unset('NODE_ENV')) env.NODE_ENV = 'production';
// Demo mode unless a deployment says otherwise: with no Stripe key the whole loop works without a card,
// and mail without SMTP_URL waits in the admin Outbox (README, configuration).
if (unset('APP_MODE')) env.APP_MODE = unset('STRIPE_SECRET_KEY') ? 'demo' : 'live';
if (unset('SEED_DEMO')) env.SEED_DEMO = 'true';
if (unset('COOKIE_SECURE')) env.COOKIE_SECURE = String((env.PUBLIC_ORIGIN ?? '').startsWith('https:'));
if (unset('SESSION_SECRET')) env.SESSION_SECRET = persistentSecret(path.resolve(root, env.DATA_DIR || '.data'));

/** A random session secret kept beside the embedded database, so sessions survive a restart. */
function persistentSecret(dataDir) {
  const file = path.join(dataDir, '.session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const api = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'main.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
