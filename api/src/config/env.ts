import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@motohaul/contracts';

/** The repository root: api/src/config -> ../../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Used only outside production when SESSION_SECRET is unset; never valid in production. */
const DEVELOPMENT_SESSION_SECRET = 'motohaul-development-session-secret-do-not-use-in-production';

const NODE_ENVS = ['development', 'test', 'production'] as const;

const text = v.optional(v.pipe(v.string(), v.trim()));
/** Trimmed text matching `pattern`; otherwise `message` (it names the variable). */
const shaped = (pattern: RegExp, message: string) => v.pipe(v.string(), v.trim(), v.regex(pattern, message));

const integerText = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const booleanText = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

export const APP_MODES = ['demo', 'live'] as const;
export type AppMode = (typeof APP_MODES)[number];

const rawEnvSchema = v.object({
  APP_MODE: v.optional(v.picklist(APP_MODES, 'APP_MODE must be demo or live')),
  NODE_ENV: v.optional(v.picklist(NODE_ENVS, 'NODE_ENV must be development, test or production'), 'development'),
  PORT: v.optional(integerText('PORT', 0, 65535), '3000'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'DATA_DIR must not be empty')), './.data'),
  DATABASE_URL: v.optional(shaped(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters'))),
  SESSION_SECRET_PREVIOUS: v.optional(v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET_PREVIOUS must be at least 32 characters'))),
  SMTP_URL: v.optional(shaped(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3, 'MAIL_FROM must be an address')), 'MotoHaul <no-reply@motohaul.com.au>'),
  COOKIE_SECURE: v.optional(booleanText('COOKIE_SECURE')),
  SUPPORT_PHONE: v.optional(v.pipe(v.string(), v.trim(), v.minLength(6, 'SUPPORT_PHONE must be a phone number')), '1300 668 722'),
  LEAD_PRICE: v.optional(shaped(/^\d{1,8}(\.\d{1,2})?$/, 'LEAD_PRICE must be an amount like 25.00'), '25.00'),
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.trim(), v.url('PUBLIC_ORIGIN must be a URL like https://example.com'))),
  REMOTES_FILE: text,
  RELEASES_DIR: text,
  STATIC_ROOT: text,
  SEED_DEMO: v.optional(booleanText('SEED_DEMO')),
  ADMIN_USERNAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'ADMIN_USERNAME must not be empty'))),
  ADMIN_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`)),
  ),
  GOOGLE_PLACES_KEY: text,
  JSON_BODY_LIMIT: v.optional(shaped(/^\d+(b|kb|mb)$/i, 'JSON_BODY_LIMIT must look like 100kb'), '100kb'),
  RATE_LIMIT_WINDOW_SECONDS: v.optional(integerText('RATE_LIMIT_WINDOW_SECONDS', 1, 86_400), '600'),
  RATE_LIMIT_QUOTES: v.optional(integerText('RATE_LIMIT_QUOTES', 1, 1_000_000), '30'),
  RATE_LIMIT_EVENTS: v.optional(integerText('RATE_LIMIT_EVENTS', 1, 1_000_000), '300'),
  RATE_LIMIT_LOGINS: v.optional(integerText('RATE_LIMIT_LOGINS', 1, 1_000_000), '100'),
  RATE_LIMIT_PASSWORD_RESETS: v.optional(integerText('RATE_LIMIT_PASSWORD_RESETS', 1, 1_000_000), '20'),
  RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: v.optional(integerText('RATE_LIMIT_ACCOUNT_LOGIN_FAILURES', 1, 1_000_000), '10'),
  RATE_LIMIT_PAIR_LOGIN_FAILURES: v.optional(integerText('RATE_LIMIT_PAIR_LOGIN_FAILURES', 1, 1_000), '5'),
  RATE_LIMIT_RESET_EMAILS: v.optional(integerText('RATE_LIMIT_RESET_EMAILS', 1, 1_000_000), '5'),
  RATE_LIMIT_SIGNUPS: v.optional(integerText('RATE_LIMIT_SIGNUPS', 1, 1_000_000), '10'),
  RATE_LIMIT_SIGNUPS_GLOBAL: v.optional(integerText('RATE_LIMIT_SIGNUPS_GLOBAL', 1, 1_000_000), '100'),
  TRUST_PROXY_HOPS: v.optional(integerText('TRUST_PROXY_HOPS', 0, 10), '0'),
  STRIPE_SECRET_KEY: v.optional(shaped(/^(sk|rk)_\S+$/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')),
  STRIPE_PUBLISHABLE_KEY: v.optional(shaped(/^pk_\S+$/, 'STRIPE_PUBLISHABLE_KEY must start with pk_')),
  STRIPE_WEBHOOK_SECRET: v.optional(shaped(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')),
  STRIPE_API_URL: v.optional(shaped(/^https?:\/\/[^/\s]+\/?$/, 'STRIPE_API_URL must be an origin like http://127.0.0.1:12111')),
  ALLOW_FALLBACK_PURCHASE: v.optional(booleanText('ALLOW_FALLBACK_PURCHASE')),
  SHUTDOWN_DRAIN_MS: v.optional(integerText('SHUTDOWN_DRAIN_MS', 0, 60_000)),
  JOBS_IN_API: v.optional(booleanText('JOBS_IN_API')),
  OUTBOX_RETRY_BASE_MS: v.optional(integerText('OUTBOX_RETRY_BASE_MS', 1, 3_600_000), '30000'),
  OUTBOX_MAX_ATTEMPTS: v.optional(integerText('OUTBOX_MAX_ATTEMPTS', 1, 100), '8'),
  S3_BUCKET: v.optional(shaped(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name')),
  S3_ENDPOINT: v.optional(shaped(/^https?:\/\/\S+$/, 'S3_ENDPOINT must be a URL like https://s3.example.com')),
  S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'us-east-1'),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: v.optional(booleanText('S3_FORCE_PATH_STYLE')),
  VAPID_PUBLIC_KEY: v.optional(shaped(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')),
  VAPID_PRIVATE_KEY: v.optional(shaped(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')),
  VAPID_SUBJECT: v.optional(shaped(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')),
});

type RawEnv = v.InferOutput<typeof rawEnvSchema>;

export interface Env {
  /**
   * demo: nothing is real (no card is charged without a Stripe key, mail without SMTP_URL is kept in the
   * admin Outbox, the screens say so); live: a deployment. APP_MODE when set, else live in production and
   * demo otherwise (`npm start` sets demo unless a Stripe key is set).
   */
  appMode: AppMode;
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  /** Absolute path of the embedded database's directory. */
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
  /** The secret before the last rotation: cookies and admin tokens it sealed still open. */
  sessionSecretPrevious: string | null;
  /** Where the outbox sender delivers mail (smtp://host:port); null: mail stays queued in the outbox (admin Outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  cookieSecure: boolean;
  supportPhone: string;
  /** The price of a new lead, as a numeric(10,2) string. */
  leadPrice: string;
  publicOrigin: string;
  /** The runtime map of the remotes (/remotes.json); default `<DATA_DIR>/remotes.json` (no file: the built-in map). */
  remotesFile: string;
  /** The releases of remotes (`npm run release`, served under /releases/); default `<DATA_DIR>/releases`. */
  releasesDir: string;
  staticRoot: string;
  seedDemo: boolean;
  admin: { username: string; password: string } | null;
  googlePlacesKey: string | null;
  jsonBodyLimit: string;
  /**
   * Per-address limits per window (quotes, events, logins, passwordResets; an address is an IPv4 address or an IPv6
   * /64), per-account limits per hour (resetEmails per email address) and the login throttle (ADR 0027):
   * accountLoginFailures per username per hour before addresses that failed against it wait for the hour's end,
   * pairLoginFailures per username and address before that address waits between tries. Sign-ups (customer and
   * provider alike, ADR 0030): signups per address per hour, signupsGlobal per hour from all addresses together
   * beyond each address's first (ADR 0051).
   */
  rateLimits: {
    windowMs: number;
    quotes: number;
    events: number;
    logins: number;
    passwordResets: number;
    accountLoginFailures: number;
    pairLoginFailures: number;
    resetEmails: number;
    signups: number;
    signupsGlobal: number;
  };
  trustProxyHops: number;
  /** Stripe settings (all null when card payments are not configured). */
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null; apiUrl: string | null };
  /**
   * The 'Complete Purchase' path without a card payment: ALLOW_FALLBACK_PURCHASE when set, otherwise on only
   * in demo mode when no Stripe key is configured (DESIGN §4).
   */
  fallbackPurchaseEnabled: boolean;
  /** After SIGTERM, how long health answers 503 while requests are still served, so a balancer stops sending. */
  shutdownDrainMs: number;
  /**
   * The mail job (api/src/contexts/platform/outbox-sender.ts, only with SMTP_URL): the first retry delay (doubled per
   * attempt, capped at 1 hour) and the attempts before a row is 'failed'.
   */
  outbox: { retryBaseMs: number; maxAttempts: number };
  /** Whether this API process works the job queue (ADR 0074): true unless JOBS_IN_API=false (jobs in `npm run worker`). */
  jobsInApi: boolean;
  /**
   * Where insurance certificates are kept (ADR 0055): files under `<DATA_DIR>/certificates` unless S3_BUCKET names an
   * S3-compatible bucket (S3_ENDPOINT for one other than AWS; keys from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY or
   * the SDK's usual sources).
   */
  certificates: {
    dir: string;
    s3: { bucket: string; endpoint: string | null; region: string; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean } | null;
  };
  /**
   * Web Push (ADR 0058): the VAPID key pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (set together), else the one
   * every process shares in the database (ADR 0076); the subject is VAPID_SUBJECT or a mailto: of MAIL_FROM's address.
   */
  push: { keys: { publicKey: string; privateKey: string } | null; subject: string };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

const fail = (message: string): never => {
  throw new EnvError(`Invalid environment: ${message}`);
};

const absolute = (value: string) => path.resolve(REPO_ROOT, value);

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

function toEnv(raw: RawEnv): Env {
  if (raw.NODE_ENV === 'production' && raw.SESSION_SECRET === undefined) {
    fail('SESSION_SECRET is required in production (at least 32 characters)');
  }
  if ((raw.VAPID_PUBLIC_KEY === undefined) !== (raw.VAPID_PRIVATE_KEY === undefined)) {
    fail('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if ((raw.ADMIN_USERNAME === undefined) !== (raw.ADMIN_PASSWORD === undefined)) {
    fail('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const price = Number(raw.LEAD_PRICE);
  const appMode: AppMode = raw.APP_MODE ?? (raw.NODE_ENV === 'production' ? 'live' : 'demo');
  return {
    appMode,
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    ...releaseFiles(raw),
    databaseUrl: orNull(raw.DATABASE_URL),
    sessionSecret: raw.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    sessionSecretPrevious: orNull(raw.SESSION_SECRET_PREVIOUS),
    smtpUrl: orNull(raw.SMTP_URL),
    mailFrom: raw.MAIL_FROM,
    cookieSecure: raw.COOKIE_SECURE ?? raw.NODE_ENV === 'production',
    supportPhone: raw.SUPPORT_PHONE,
    leadPrice: price.toFixed(2),
    publicOrigin: (raw.PUBLIC_ORIGIN ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    staticRoot: raw.STATIC_ROOT ? absolute(raw.STATIC_ROOT) : REPO_ROOT,
    seedDemo: raw.SEED_DEMO ?? raw.NODE_ENV === 'development',
    admin:
      raw.ADMIN_USERNAME !== undefined && raw.ADMIN_PASSWORD !== undefined
        ? { username: raw.ADMIN_USERNAME, password: raw.ADMIN_PASSWORD }
        : null,
    googlePlacesKey: orNull(raw.GOOGLE_PLACES_KEY),
    jsonBodyLimit: raw.JSON_BODY_LIMIT.toLowerCase(),
    rateLimits: {
      windowMs: raw.RATE_LIMIT_WINDOW_SECONDS * 1000,
      quotes: raw.RATE_LIMIT_QUOTES,
      events: raw.RATE_LIMIT_EVENTS,
      logins: raw.RATE_LIMIT_LOGINS,
      passwordResets: raw.RATE_LIMIT_PASSWORD_RESETS,
      accountLoginFailures: raw.RATE_LIMIT_ACCOUNT_LOGIN_FAILURES,
      pairLoginFailures: raw.RATE_LIMIT_PAIR_LOGIN_FAILURES,
      resetEmails: raw.RATE_LIMIT_RESET_EMAILS,
      signups: raw.RATE_LIMIT_SIGNUPS,
      signupsGlobal: raw.RATE_LIMIT_SIGNUPS_GLOBAL,
    },
    trustProxyHops: raw.TRUST_PROXY_HOPS,
    stripe: {
      secretKey: orNull(raw.STRIPE_SECRET_KEY),
      publishableKey: orNull(raw.STRIPE_PUBLISHABLE_KEY),
      webhookSecret: orNull(raw.STRIPE_WEBHOOK_SECRET),
      apiUrl: orNull(raw.STRIPE_API_URL),
    },
    fallbackPurchaseEnabled: raw.ALLOW_FALLBACK_PURCHASE ?? (raw.STRIPE_SECRET_KEY === undefined && appMode === 'demo'),
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS ?? (raw.NODE_ENV === 'production' ? 5000 : 0),
    outbox: { retryBaseMs: raw.OUTBOX_RETRY_BASE_MS, maxAttempts: raw.OUTBOX_MAX_ATTEMPTS },
    jobsInApi: raw.JOBS_IN_API ?? true,
    certificates: {
      dir: path.join(absolute(raw.DATA_DIR), 'certificates'),
      s3: s3Settings(raw),
    },
    push: {
      keys: raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY } : null,
      subject: raw.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(raw.MAIL_FROM)?.[1] ?? raw.MAIL_FROM}`,
    },
  };
}

/** The S3-compatible bucket S3_BUCKET names (certificates, ADR 0055; releases, ADR 0075), or null. */
function s3Settings(raw: Pick<RawEnv, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>) {
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (raw.S3_BUCKET === undefined && (raw.S3_ENDPOINT !== undefined || raw.S3_ACCESS_KEY_ID !== undefined)) {
    fail('S3_BUCKET is required when S3_ENDPOINT or S3 keys are set');
  }
  if (!raw.S3_BUCKET) return null;
  return {
    bucket: raw.S3_BUCKET,
    endpoint: orNull(raw.S3_ENDPOINT),
    region: raw.S3_REGION,
    accessKeyId: orNull(raw.S3_ACCESS_KEY_ID),
    secretAccessKey: orNull(raw.S3_SECRET_ACCESS_KEY),
    // A custom endpoint (MinIO, a local fake) is usually addressed by path, AWS itself by virtual host.
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? raw.S3_ENDPOINT !== undefined,
  };
}

/** The data directory and where the remotes' map and releases are kept, by default inside it. */
function releaseFiles(raw: Pick<RawEnv, 'DATA_DIR' | 'REMOTES_FILE' | 'RELEASES_DIR'>) {
  const dataDir = absolute(raw.DATA_DIR);
  return {
    dataDir,
    remotesFile: raw.REMOTES_FILE ? absolute(raw.REMOTES_FILE) : path.join(dataDir, 'remotes.json'),
    releasesDir: raw.RELEASES_DIR ? absolute(raw.RELEASES_DIR) : path.join(dataDir, 'releases'),
  };
}

/** Validates the variables `schema` names; empty strings count as unset. */
function parseEnv<Schema extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: Schema,
  source: Record<string, string | undefined>,
): v.InferOutput<Schema> {
  const picked = Object.fromEntries(
    Object.keys(schema.entries)
      .map((key) => [key, source[key]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(schema, picked);
  if (!result.success) {
    const issue = result.issues[0];
    const key = String(issue.path?.[0]?.key ?? 'environment');
    return fail(issue.message.startsWith(key) ? issue.message : `${key} is invalid (${issue.message})`);
  }
  return result.output;
}

/**
 * Reads and validates the environment, failing fast with a message naming the bad variable.
 * Empty strings count as unset, so `FOO=` in a shell does not override a default.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return toEnv(parseEnv(rawEnvSchema, source));
}

/**
 * Where `npm run release` and `npm run rollback` work (scripts/releases.mjs, ADRs 0044 and 0075), read and validated
 * as the server reads them, and no other setting: with S3_BUCKET the bucket and the database (DATABASE_URL, else
 * DATA_DIR's PGlite), else the files REMOTES_FILE and RELEASES_DIR.
 */
export function loadReleaseFiles(source: Record<string, string | undefined> = process.env) {
  const raw = parseEnv(
    v.pick(rawEnvSchema, ['DATA_DIR', 'REMOTES_FILE', 'RELEASES_DIR', 'DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']),
    source,
  );
  return { ...releaseFiles(raw), databaseUrl: orNull(raw.DATABASE_URL), s3: s3Settings(raw) };
}
