// `npm start`: build whichever front end has no current build (missing, or its inputs changed since), then serve
// the whole product on one origin (the API, the shell and every remote) at PORT (default 3000) with the embedded
// database. So that it works with no setup, what is not set defaults below: production mode, a session secret kept in
// DATA_DIR, cookies not Secure on plain http://localhost, the demo seed, and demo mode without a Stripe key.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleFrontEnds } from './build-inputs.mjs';
import { npmBuild } from './npm-build.mjs';
import { superviseChild } from './supervise-child.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// One at a time (two cores); only a front end whose inputs changed since its build (scripts/build-inputs.mjs).
try {
  buildStaleFrontEnds({ root, build: npmBuild(root), log: (line) => console.info(line.replace('[build]', '[start]')) });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
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

// SIGTERM or SIGINT to this script, or `kill` of the `npm start` above it, stops the API, and this script exits
// when it has (scripts/supervise-child.mjs).
superviseChild(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'main.ts')], { cwd: root, env, stdio: 'inherit' });
