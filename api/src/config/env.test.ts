import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, loadReleaseFiles, REPO_ROOT } from './env';

describe('loadEnv', () => {
  it('when nothing is set, then development defaults apply', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: null,
      cookieSecure: false,
      sessionSecretPrevious: null,
      smtpUrl: null,
      mailFrom: 'MotoHaul <no-reply@motohaul.com.au>',
      supportPhone: '1300 668 722',
      leadPrice: '25.00',
      publicOrigin: 'http://localhost:3000',
      remotesFile: path.join(REPO_ROOT, '.data', 'remotes.json'),
      releasesDir: path.join(REPO_ROOT, '.data', 'releases'),
      staticRoot: REPO_ROOT,
      seedDemo: true,
      admin: null,
      googlePlacesKey: null,
      jsonBodyLimit: '100kb',
      rateLimits: {
        windowMs: 600_000,
        quotes: 30,
        events: 300,
        logins: 100,
        passwordResets: 20,
        accountLoginFailures: 10,
        pairLoginFailures: 5,
        resetEmails: 5,
      },
      outbox: { retryBaseMs: 30_000, maxAttempts: 8 },
      jobsInApi: true,
    });
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('when the outbox settings are set, then they are used, and a bad one fails fast naming it', () => {
    expect(loadEnv({ OUTBOX_RETRY_BASE_MS: '1000', OUTBOX_MAX_ATTEMPTS: '3' }).outbox).toEqual({
      retryBaseMs: 1000,
      maxAttempts: 3,
    });
    expect(() => loadEnv({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow('Invalid environment: OUTBOX_MAX_ATTEMPTS must be at least 1');
    expect(() => loadEnv({ OUTBOX_RETRY_BASE_MS: 'often' })).toThrow('Invalid environment: OUTBOX_RETRY_BASE_MS must be a whole number');
    expect(loadEnv({ JOBS_IN_API: 'false' }).jobsInApi).toBe(false);
  });

  it('when the session secret is too short, then it fails fast naming the variable', () => {
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(
      'Invalid environment: SESSION_SECRET must be at least 32 characters',
    );
  });

  it('when production has no session secret, then it fails fast', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('when production is configured, then cookies are Secure and demo data is off unless asked for', () => {
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), PORT: '8080' });
    expect(env).toMatchObject({ cookieSecure: true, seedDemo: false, port: 8080, publicOrigin: 'http://localhost:8080' });
  });

  it('when production sets no mode, then it is live and the purchase without a card is refused', () => {
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) });
    expect(env).toMatchObject({ appMode: 'live', fallbackPurchaseEnabled: false });
  });

  it('when production runs in demo mode without a Stripe key, then the purchase without a card is on', () => {
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), APP_MODE: 'demo' });
    expect(env).toMatchObject({ appMode: 'demo', fallbackPurchaseEnabled: true });
  });

  it('when demo mode has a Stripe key, then cards are used and the fallback stays off unless forced', () => {
    expect(loadEnv({ APP_MODE: 'demo', STRIPE_SECRET_KEY: 'sk_test_x' }).fallbackPurchaseEnabled).toBe(false);
    expect(loadEnv({ APP_MODE: 'live', ALLOW_FALLBACK_PURCHASE: 'true' }).fallbackPurchaseEnabled).toBe(true);
  });

  it.each([
    [{ APP_MODE: 'staging' }, 'APP_MODE must be demo or live'],
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be at most 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, test or production'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ LEAD_PRICE: '25.999' }, 'LEAD_PRICE must be an amount like 25.00'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ JSON_BODY_LIMIT: 'lots' }, 'JSON_BODY_LIMIT must look like 100kb'],
    [{ RATE_LIMIT_QUOTES: '0' }, 'RATE_LIMIT_QUOTES must be at least 1'],
  ])('when %o is set, then it fails with "%s"', (vars, message) => {
    expect(() => loadEnv(vars)).toThrow(`Invalid environment: ${message}`);
  });

  it('when values are set, then they are used, with relative paths resolved against the repository root', () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: 'tmp/db',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/motohaul',
      LEAD_PRICE: '30',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'secret-pass',
      PUBLIC_ORIGIN: 'https://motohaul.example/',
      SEED_DEMO: 'yes',
    });
    expect(env).toMatchObject({
      dataDir: path.join(REPO_ROOT, 'tmp/db'),
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/motohaul',
      leadPrice: '30.00',
      admin: { username: 'boss', password: 'secret-pass' },
      publicOrigin: 'https://motohaul.example',
      seedDemo: true,
    });
  });

  it('when DATA_DIR is set, then the remotes map and the releases default to files inside it; set, they are used', () => {
    expect(loadEnv({ DATA_DIR: 'tmp/db' })).toMatchObject({
      remotesFile: path.join(REPO_ROOT, 'tmp/db/remotes.json'),
      releasesDir: path.join(REPO_ROOT, 'tmp/db/releases'),
    });
    expect(loadEnv({ REMOTES_FILE: 'deploy/remotes.json', RELEASES_DIR: '/srv/releases' })).toMatchObject({
      remotesFile: path.join(REPO_ROOT, 'deploy/remotes.json'),
      releasesDir: '/srv/releases',
    });
  });
});

describe('loadReleaseFiles', () => {
  it('when a release runs, then it reads the same files as the server and no other setting (production needs no secret)', () => {
    const vars = { NODE_ENV: 'production', DATA_DIR: 'tmp/db', RELEASES_DIR: '/srv/releases' };
    expect(loadReleaseFiles(vars)).toEqual({
      dataDir: path.join(REPO_ROOT, 'tmp/db'),
      remotesFile: path.join(REPO_ROOT, 'tmp/db/remotes.json'),
      releasesDir: '/srv/releases',
      databaseUrl: null,
      s3: null,
    });
    expect(() => loadReleaseFiles({ DATA_DIR: ' ' })).toThrow('Invalid environment: DATA_DIR must not be empty');
  });

  it('when S3_BUCKET is set, then a release reads the bucket and the database as the server does (ADR 0075)', () => {
    const vars = { DATABASE_URL: 'postgres://db/motohaul', S3_BUCKET: 'motohaul', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(loadReleaseFiles(vars)).toMatchObject({ databaseUrl: 'postgres://db/motohaul', s3: loadEnv(vars).certificates.s3 });
    expect(loadReleaseFiles(vars).s3).toMatchObject({ bucket: 'motohaul', forcePathStyle: true });
    expect(() => loadReleaseFiles({ S3_BUCKET: 'motohaul', S3_ACCESS_KEY_ID: 'a' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  });

  it('reads the Web Push keys and subject (ADR 0058): both keys or neither, a mailto: or https: subject, else one from MAIL_FROM', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadEnv(keys).push.keys).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'A'.repeat(43) });
    expect(loadEnv({ DATA_DIR: '/srv/data' }).push).toEqual({ keys: null, subject: 'mailto:no-reply@motohaul.com.au' });
    expect(loadEnv({ VAPID_SUBJECT: 'https://motohaul.com.au' }).push.subject).toBe('https://motohaul.com.au');
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow('Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadEnv({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY must be a base64url P-256 private key/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT must be a mailto: address or an https: URL/);
  });
});
