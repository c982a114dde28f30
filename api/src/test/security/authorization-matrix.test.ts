import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSydney, type UserType } from '@motohaul/contracts';
import { createApp } from '../../app';
import { loadEnv, type Env } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { businessDetails, discountCodes, leadClaims, leadPurchases, leads, outbox, passwordResetTokens, providerReviews, returnTrips, trips, users } from '../../db/schema';
import { addDays } from '../../contexts/leads/trip-fit';
import { listRoutes } from './route-table';
import { issueAdminToken } from '../../contexts/accounts/admin-token';
import { createNotifications, type NotificationHub } from '../../contexts/leads/notification-hub';
import { startFakeStripe, type FakeStripe } from '../fake-stripe/fake-stripe';
import {
  createDiscountCode,
  createLead,
  createProvider,
  createSoldLead,
  createSuperAdmin,
  createTeamMember,
  createUser,
  type TestUser,
} from '../factories';
import { unsubscribeToken } from '../../contexts/leads/email-alerts-token';
import { cookieFor } from '../sign-in';
import { jobsFor, openTestDatabase } from '../test-app';
import { isApiRoute, NON_API_ROUTES, ROUTE_POLICIES, type OwnedResource, type RoutePolicy } from './route-policies';

// Issue 8's authorization matrix: every route of ROUTE_POLICIES (which must equal the app's route table) x every
// principal x (for owned records) owner and non-owner, each asserting the status the policy implies.
// One app and one world of fixtures per file; every case that changes state gets fresh records of its own,
// so the cases do not depend on their order.

const PASSWORD = 'matrix-pass-123';
const WEBHOOK_SECRET = 'whsec_matrix';
const unique = () => randomBytes(4).toString('hex');

/** Whose records a principal works on: provider A's, provider B's or the super admin's own. */
type Scope = 'A' | 'B' | 'S';

interface Credentials {
  cookie?: string;
  authorization?: string;
}

interface Principal {
  label: string;
  /** The role of the usable session cookie it presents; null: none (no cookie, only a bearer token, or a deactivated account). */
  sessionRole: UserType | null;
  /** Presents a valid admin token of a super admin. */
  adminToken: boolean;
  scope: Scope | null;
  /** The principal's credentials (a new user of the same kind each time `fresh` is set: logout revokes a session). */
  credentials: (fresh: boolean) => Promise<Credentials>;
}

type Expected = 401 | 403 | 404 | 'allowed';

interface Case {
  route: string;
  principal: Principal;
  /** For owned routes: whose record is the target. */
  target?: { owner: Scope; own: boolean };
  expected: Expected;
  name: string;
}

interface Outcome {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

interface CallContext {
  credentials: Credentials;
  /** The owned record (purchase or team member) the case targets. */
  targetId: number;
}

interface RouteCase {
  send: (context: CallContext) => Promise<Outcome>;
  /** After a refused call: the records it targeted are unchanged. */
  unchangedAfterRefusal?: (context: CallContext) => Promise<void>;
}

const principalDefinitions: Omit<Principal, 'credentials'>[] = [
  { label: 'visitor', sessionRole: null, adminToken: false, scope: null },
  { label: 'customer', sessionRole: 'customer', adminToken: false, scope: null },
  { label: 'provider A', sessionRole: 'provider', adminToken: false, scope: 'A' },
  { label: 'provider B', sessionRole: 'provider', adminToken: false, scope: 'B' },
  { label: 'team member of A', sessionRole: 'team_member', adminToken: false, scope: 'A' },
  { label: 'team member of B', sessionRole: 'team_member', adminToken: false, scope: 'B' },
  { label: 'super admin (session cookie)', sessionRole: 'super_admin', adminToken: false, scope: 'S' },
  { label: 'super admin (admin token)', sessionRole: null, adminToken: true, scope: null },
  { label: 'provider (admin-style token)', sessionRole: null, adminToken: false, scope: null },
  { label: 'deactivated provider (session cookie)', sessionRole: null, adminToken: false, scope: null },
  { label: 'team member of a deactivated provider (session cookie)', sessionRole: null, adminToken: false, scope: null },
  { label: 'deactivated super admin (admin token)', sessionRole: null, adminToken: false, scope: null },
];

/** What the policy says this principal gets (see RoutePolicy); guards decide 401/403, owner scoping 404. */
function expectedOutcome(policy: RoutePolicy, principal: Omit<Principal, 'credentials'>, target?: { own: boolean }): Expected {
  if ('public' in policy) return 'allowed';
  // requireAdmin: a super admin's admin token, nothing else (a session cookie, another role's token): 401.
  if ('admin' in policy) return principal.adminToken ? 'allowed' : 401;
  if (principal.sessionRole === null) return 401;
  if (!policy.allow.includes(principal.sessionRole)) return 403;
  if (policy.owned && target && !target.own) return 404;
  return 'allowed';
}

const resourceName: Record<OwnedResource, string> = { purchase: 'purchase', 'team-member': 'team member', review: 'review', 'return-trip': 'return trip' };

function buildCases(): Case[] {
  const cases: Case[] = [];
  for (const [route, policy] of Object.entries(ROUTE_POLICIES)) {
    for (const definition of principalDefinitions) {
      const principal = definition as Principal;
      const owned = 'allow' in policy ? policy.owned : undefined;
      const targets: { owner: Scope; own: boolean }[] = !owned
        ? [{ owner: 'A', own: false }]
        : principal.scope
          ? [
              { owner: principal.scope, own: true },
              { owner: principal.scope === 'A' ? 'B' : 'A', own: false },
            ]
          : [{ owner: 'A', own: false }];
      for (const target of targets) {
        const expected = expectedOutcome(policy, principal, target);
        const on = owned
          ? ` on ${target.owner === 'S' ? "the super admin's" : `${target.owner}'s`} ${resourceName[owned]}${
              principal.scope ? (target.own ? (principal.sessionRole === 'team_member' ? " (owner's team)" : ' (owner)') : ' (not owner)') : ''
            }`
          : '';
        const outcome = expected === 'allowed' ? 'allowed (2xx)' : String(expected);
        cases.push({ route, principal, target: owned ? target : undefined, expected, name: `${route} as ${principal.label}${on} -> ${outcome}` });
      }
    }
  }
  return cases;
}

describe('authorization matrix (every route x every principal)', () => {
  let database: DatabaseHandle;
  let env: Env;
  let hub: NotificationHub;
  let fake: FakeStripe;
  let server: http.Server;
  let baseUrl: string;
  let routeTable: string[];
  const t = {} as { env: Env; database: DatabaseHandle };

  const owners = {} as Record<Scope, TestUser>;
  const principals = new Map<string, Principal>();
  let availableLeadId: number;
  let discountCode: string;
  let loginUser: TestUser;
  let adminLoginUser: TestUser;

  const dataDir = path.join(tmpdir(), `matrix-${randomBytes(4).toString('hex')}`);
  const cookie = async (user: TestUser) => ({ cookie: await cookieFor(t, user) });
  const bearer = async (user: TestUser) => ({ authorization: `Bearer ${await issueAdminToken(user, env.sessionSecret)}` });

  beforeAll(async () => {
    fake = await startFakeStripe();
    database = await openTestDatabase();
    env = loadEnv({
      NODE_ENV: 'test',
      // Insurance certificates uploaded by the business routes' calls (ADR 0055).
      DATA_DIR: dataDir,
      LEAD_PRICE: '25.00',
      STRIPE_SECRET_KEY: 'sk_test_matrix',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix',
      STRIPE_API_URL: fake.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ALLOW_FALLBACK_PURCHASE: 'true',
      RATE_LIMIT_QUOTES: '100000',
      RATE_LIMIT_EVENTS: '100000',
      RATE_LIMIT_LOGINS: '100000',
      RATE_LIMIT_PASSWORD_RESETS: '100000',
      RATE_LIMIT_SIGNUPS: '100000',
    });
    Object.assign(t, { env, database });
    hub = createNotifications(database);
    const app = createApp({ env, database, jobs: await jobsFor(database), notifications: hub });
    routeTable = listRoutes(app).map(({ method, path }) => `${method} ${path}`);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    owners.A = await createProvider(t, { username: `matrix-a-${unique()}` });
    owners.B = await createProvider(t, { username: `matrix-b-${unique()}` });
    owners.S = await createSuperAdmin(t, { username: `matrix-admin-${unique()}` });
    const customer = await createUser(t, { userType: 'customer', companyName: null });
    const teamA = await createTeamMember(t, owners.A);
    const teamB = await createTeamMember(t, owners.B);
    const tokenProvider = await createProvider(t);
    const deactivated = await createProvider(t, { isActive: false });
    const teamOfDeactivated = await createTeamMember(t, deactivated);
    const deactivatedAdmin = await createSuperAdmin(t, { isActive: false });
    loginUser = await createProvider(t, { password: PASSWORD });
    adminLoginUser = await createSuperAdmin(t, { password: PASSWORD });
    availableLeadId = (await createLead(t)).id;
    discountCode = (await createDiscountCode(t)).code;
    // Each owner has purchases already, so list routes return something to leak.
    for (const owner of Object.values(owners)) await createSoldLead(t, owner);

    const freshLike = (user: TestUser) =>
      user.userType === 'team_member' ? createTeamMember(t, { id: user.teamOwnerId! }) : createUser(t, { userType: user.userType, isActive: user.isActive });
    const make = (label: string, user: TestUser | null, kind: 'cookie' | 'bearer' | 'none') => {
      const definition = principalDefinitions.find((candidate) => candidate.label === label)!;
      const credentialsOf = (u: TestUser) => (kind === 'cookie' ? cookie(u) : kind === 'bearer' ? bearer(u) : Promise.resolve({}));
      principals.set(label, {
        ...definition,
        credentials: async (fresh) => (user ? credentialsOf(fresh ? await freshLike(user) : user) : {}),
      });
    };
    make('visitor', null, 'none');
    make('customer', customer, 'cookie');
    make('provider A', owners.A, 'cookie');
    make('provider B', owners.B, 'cookie');
    make('team member of A', teamA, 'cookie');
    make('team member of B', teamB, 'cookie');
    make('super admin (session cookie)', owners.S, 'cookie');
    make('super admin (admin token)', owners.S, 'bearer');
    make('provider (admin-style token)', tokenProvider, 'bearer');
    make('deactivated provider (session cookie)', deactivated, 'cookie');
    make('team member of a deactivated provider (session cookie)', teamOfDeactivated, 'cookie');
    make('deactivated super admin (admin token)', deactivatedAdmin, 'bearer');
  });

  afterAll(async () => {
    await hub?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database?.close();
    await fake?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // ---- how each route is called (a valid request, so an allowed call answers 2xx) ----

  const call = async (method: string, path: string, credentials: Credentials, body?: object | string, headers: Record<string, string> = {}): Promise<Outcome> => {
    let req = request(baseUrl)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
    if (credentials.cookie) req = req.set('Cookie', credentials.cookie);
    if (credentials.authorization) req = req.set('Authorization', credentials.authorization);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    // A string body is sent as is, with the Content-Type of `headers` (the CSP report formats).
    const res = body === undefined ? await req : await req.send(body);
    return { status: res.status, body: res.body as unknown, headers: res.headers };
  };
  /** A browser's PushSubscription of a device of its own: a loopback endpoint (allowed outside live mode), a real P-256 key. */
  const pushSubscription = () => {
    const key = createECDH('prime256v1');
    key.generateKeys();
    return { endpoint: `http://127.0.0.1:9/push/${randomUUID()}`, keys: { p256dh: key.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
  };
  /** The path of a route with its parameter filled in. */
  const at = (route: string, id: number) => route.split(' ')[1]!.replace(/:\w+/, String(id));
  const by = (route: string, body?: object) => (context: CallContext) =>
    call(route.split(' ')[0]!, at(route, context.targetId), context.credentials, body);

  const freshLead = () => createLead(t).then((lead) => lead.id);
  /** Business details (ADR 0055) saved by the caller, then (when `withCertificate`) its certificate uploaded. */
  const businessBody = {
    companyName: 'Matrix Moto',
    businessAddress: '1 Test Street, Sydney NSW 2000',
    abn: '51824753556',
    insurer: 'QBE',
    policyNumber: 'P-1',
    coverAmount: '5000000',
    insuranceExpiresOn: '2099-01-31',
  };
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const uploadCertificate = async (credentials: Credentials) => {
    await call('PUT', '/api/business', credentials, businessBody);
    return call('PUT', '/api/business/certificate', credentials, png, { 'Content-Type': 'application/octet-stream' });
  };
  /** A pending submission with its certificate, of a fresh provider. */
  const freshSubmission = async () => {
    const provider = await createProvider(t, { username: `matrix-business-${unique()}` });
    const outcome = await uploadCertificate(await cookie(provider));
    expect(outcome.status).toBe(200);
    return provider.id;
  };
  const submissionIsPending = async (id: number) => {
    const [row] = await database.db.select({ status: businessDetails.status }).from(businessDetails).where(eq(businessDetails.userId, id));
    expect(row).toEqual({ status: 'pending' });
  };
  /** A pending claim on a fresh purchase of provider A (paid without a card: approval grants a credit). */
  const freshClaim = async () => {
    const { lead, purchase } = await createSoldLead(t, owners.A);
    const [claim] = await database.db
      .insert(leadClaims)
      .values({ purchaseId: purchase.id, leadId: lead.id, buyerId: owners.A.id, reason: 'duplicate', note: 'Same rider as yesterday' })
      .returning({ id: leadClaims.id });
    return claim!.id;
  };
  /** A sold lead of `owner`'s with a status token, moved to delivered (a rider may review it), and its token. */
  const deliveredLead = async (owner: TestUser) => {
    const statusToken = randomBytes(24).toString('base64url');
    const { lead, purchase } = await createSoldLead(t, owner, { statusToken });
    await database.db.update(leadPurchases).set({ salesStage: 'delivered' }).where(eq(leadPurchases.id, purchase.id));
    return { lead, statusToken };
  };
  /** A rider's review of `owner` (ADR 0056). */
  const freshReview = async (owner: TestUser = owners.A) => {
    const { lead } = await deliveredLead(owner);
    const [review] = await database.db.insert(providerReviews).values({ leadId: lead.id, providerId: owner.id, rating: 4 }).returning({ id: providerReviews.id });
    return review!.id;
  };
  /** A review of `owner`'s that an admin hid. */
  const hiddenReview = async (owner: TestUser = owners.A) => {
    const id = await freshReview(owner);
    await database.db.update(providerReviews).set({ hiddenAt: new Date(), hiddenReason: 'Abusive' }).where(eq(providerReviews.id, id));
    return id;
  };
  const reviewIsStillHidden = async (id: number) => {
    const [row] = await database.db.select({ hiddenReason: providerReviews.hiddenReason }).from(providerReviews).where(eq(providerReviews.id, id));
    expect(row).toEqual({ hiddenReason: 'Abusive' });
  };
  const reviewIsUntouched = async (id: number) => {
    const [row] = await database.db.select({ reply: providerReviews.reply, hiddenAt: providerReviews.hiddenAt }).from(providerReviews).where(eq(providerReviews.id, id));
    expect(row).toEqual({ reply: null, hiddenAt: null });
  };
  const claimIsPending = async (id: number) => {
    const [row] = await database.db.select({ status: leadClaims.status }).from(leadClaims).where(eq(leadClaims.id, id));
    expect(row).toEqual({ status: 'pending' });
  };
  const leadIsUntouched = async (id: number) => {
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ status: 'available', isArchived: false, customerName: 'Olivia Harper-Lane' });
    expect(await database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, id))).toEqual([]);
  };
  const purchaseIsUntouched = async ({ targetId }: CallContext) => {
    const [row] = await database.db.select().from(leadPurchases).where(eq(leadPurchases.id, targetId));
    expect(row).toMatchObject({ isArchived: false, salesStage: 'purchased', salesNotes: null });
  };
  /** The target purchase on the road with a trip sharing since a minute ago (live tracking, ADR 0084). */
  const onATrip = async ({ targetId }: CallContext) => {
    await database.db.update(leadPurchases).set({ salesStage: 'in_transit' }).where(eq(leadPurchases.id, targetId));
    await database.db.insert(trips).values({ purchaseId: targetId, startedAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 11 * 3_600_000) });
  };
  const tripIsUntouched = async ({ targetId }: CallContext) => {
    const [row] = await database.db.select().from(trips).where(eq(trips.purchaseId, targetId));
    expect(row).toMatchObject({ stoppedAt: null, lastLatitude: null });
  };
  const memberExists = async ({ targetId }: CallContext) => {
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, targetId))).toHaveLength(1);
  };
  /** A route that targets a record it creates itself: the id travels to the check through this map. */
  const createdFor = new WeakMap<CallContext, number>();
  const withFresh =
    (make: () => Promise<number>, send: (id: number, context: CallContext) => Promise<Outcome>) => async (context: CallContext) => {
      const id = await make();
      createdFor.set(context, id);
      return send(id, context);
    };

  const quote = {
    pickupLocation: '12 George Street, Parramatta NSW 2150',
    dropoffLocation: '48 Hunter Street, Newcastle NSW 2300',
    motorcycleMake: 'Yamaha',
    motorcycleModel: 'MT-07',
    customerName: 'Noah Matrix',
    customerPhone: '0412 345 678',
  };
  const signup = () => ({
    username: `matrix-${unique()}`,
    password: PASSWORD,
    firstName: 'Mia',
    lastName: 'Chen',
    phone: '0412 345 678',
    email: `matrix-${unique()}@example.com`,
  });
  const buyer = { buyerName: 'Casey Buyer', buyerEmail: 'casey.buyer@example.com', buyerPhone: '0400 111 222' };
  const legacyCspReport = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1:4380/quote',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; report-uri /api/csp-reports",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'status-code': 200,
    },
  };

  const routeCases: Record<string, RouteCase> = {
    'POST /api/csp-reports': {
      send: ({ credentials }) =>
        call('POST', '/api/csp-reports', credentials, JSON.stringify(legacyCspReport), { 'Content-Type': 'application/csp-report' }),
    },
    'POST /api/stripe/webhook': {
      // Signed like Stripe signs it; an event type this API does not act on, so it only acknowledges.
      send: ({ credentials }) => {
        const payload = JSON.stringify({ id: `evt_${unique()}`, object: 'event', type: 'customer.created', data: { object: {} } });
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
        return call('POST', '/api/stripe/webhook', credentials, payload, { 'Content-Type': 'application/json', 'Stripe-Signature': signature });
      },
    },
    'GET /api/health': { send: ({ credentials }) => call('GET', '/api/health', credentials) },
    'GET /api/config/public': { send: ({ credentials }) => call('GET', '/api/config/public', credentials) },
    'GET /api/config/google-places-key': { send: ({ credentials }) => call('GET', '/api/config/google-places-key', credentials) },
    'GET /api/config/payments': { send: ({ credentials }) => call('GET', '/api/config/payments', credentials) },
    'GET /api/providers/directory': { send: ({ credentials }) => call('GET', '/api/providers/directory?q=Parramatta', credentials) },
    'GET /api/localities': { send: ({ credentials }) => call('GET', '/api/localities?q=Hobart', credentials) },
    'POST /api/analytics/track': {
      send: ({ credentials }) => call('POST', '/api/analytics/track', credentials, { eventType: 'phone_click', eventData: { phoneNumber: '1300 000 000' } }),
    },

    'GET /api/auth/me': { send: ({ credentials }) => call('GET', '/api/auth/me', credentials) },
    'GET /api/auth/session': { send: ({ credentials }) => call('GET', '/api/auth/session', credentials) },
    'POST /api/auth/login': { send: ({ credentials }) => call('POST', '/api/auth/login', credentials, { username: loginUser.username, password: PASSWORD }) },
    'POST /api/auth/logout': { send: ({ credentials }) => call('POST', '/api/auth/logout', credentials, {}) },
    'POST /api/auth/customer/signup': { send: ({ credentials }) => call('POST', '/api/auth/customer/signup', credentials, signup()) },
    'POST /api/auth/provider/signup': {
      send: ({ credentials }) => call('POST', '/api/auth/provider/signup', credentials, { ...signup(), companyName: 'Matrix Haulage Pty Ltd' }),
    },
    'POST /api/auth/forgot-password': {
      send: ({ credentials }) => call('POST', '/api/auth/forgot-password', credentials, { email: `nobody-${unique()}@example.com` }),
    },
    'POST /api/auth/reset-password': {
      send: async ({ credentials }) => {
        const user = await createProvider(t);
        const asked = await call('POST', '/api/auth/forgot-password', {}, { email: user.email! });
        const token = new URL((asked.body as { resetUrl: string }).resetUrl).searchParams.get('token')!;
        return call('POST', '/api/auth/reset-password', credentials, { token, password: 'new-secret-1', confirmPassword: 'new-secret-1' });
      },
    },
    'POST /api/auth/verify-email': {
      // A provider's sign-up mails the link (through the outbox); its token is in the mail's text.
      send: async ({ credentials }) => {
        const email = `verify-${unique()}@example.com`;
        await call('POST', '/api/auth/provider/signup', {}, { ...signup(), email, companyName: 'Verify Haulage' });
        const [mail] = await database.db.select({ textBody: outbox.textBody }).from(outbox).where(eq(outbox.toAddress, email));
        const token = /verifyEmail=([\w-]+)/.exec(mail!.textBody)![1]!;
        return call('POST', '/api/auth/verify-email', credentials, { token });
      },
    },
    'PATCH /api/auth/update-service-area': {
      send: ({ credentials }) =>
        call('PATCH', '/api/auth/update-service-area', credentials, {
          serviceLocation: 'Parramatta NSW 2150',
          serviceLatitude: -33.815,
          serviceLongitude: 151.001,
          serviceRadius: 50,
        }),
    },
    'POST /api/admin/login': { send: ({ credentials }) => call('POST', '/api/admin/login', credentials, { username: adminLoginUser.username, password: PASSWORD }) },
    'POST /api/admin/logout': { send: ({ credentials }) => call('POST', '/api/admin/logout', credentials, {}) },

    'GET /api/team-members': { send: ({ credentials }) => call('GET', '/api/team-members', credentials) },
    'POST /api/team-members': {
      send: ({ credentials }) =>
        call('POST', '/api/team-members', credentials, {
          firstName: 'Tom',
          lastName: 'Member',
          username: `member-${unique()}`,
          email: `member-${unique()}@example.com`,
          password: PASSWORD,
        }),
    },
    'DELETE /api/team-members/:id': { send: by('DELETE /api/team-members/:id'), unchangedAfterRefusal: memberExists },

    'POST /api/leads': { send: ({ credentials }) => call('POST', '/api/leads', credentials, quote) },
    'GET /api/quote-status/:token': {
      send: async ({ credentials }) => {
        const token = randomBytes(24).toString('base64url');
        await createLead(t, { statusToken: token });
        return call('GET', `/api/quote-status/${token}`, credentials);
      },
    },
    'GET /api/quote-status/:token/review': {
      send: async ({ credentials }) => call('GET', `/api/quote-status/${(await deliveredLead(owners.A)).statusToken}/review`, credentials),
    },
    'POST /api/quote-status/:token/email-link': {
      send: async ({ credentials }) => {
        const token = randomBytes(24).toString('base64url');
        await createLead(t, { statusToken: token });
        return call('POST', `/api/quote-status/${token}/email-link`, credentials, { email: 'rider@example.com' });
      },
    },
    'GET /api/price-guide': { send: ({ credentials }) => call('GET', '/api/price-guide?pickup=Sydney%20NSW%202000&dropoff=Brisbane%20City%20QLD%204000', credentials) },
    'GET /api/quote-status/:token/price-guide': {
      send: async ({ credentials }) => call('GET', `/api/quote-status/${(await deliveredLead(owners.A)).statusToken}/price-guide`, credentials),
    },
    'PUT /api/quote-status/:token/review': {
      send: async ({ credentials }) => call('PUT', `/api/quote-status/${(await deliveredLead(owners.A)).statusToken}/review`, credentials, { rating: 5 }),
    },
    'POST /api/quote-status/:token/cancel': {
      send: async ({ credentials }) => {
        const token = randomBytes(24).toString('base64url');
        await createLead(t, { statusToken: token });
        return call('POST', `/api/quote-status/${token}/cancel`, credentials, { reason: 'No longer needed' });
      },
    },
    'GET /api/provider-reviews': { send: ({ credentials }) => call('GET', '/api/provider-reviews', credentials) },
    'POST /api/provider-reviews/:id/reply': {
      send: by('POST /api/provider-reviews/:id/reply', { reply: 'Thank you' }),
      unchangedAfterRefusal: ({ targetId }) => reviewIsUntouched(targetId),
    },
    'GET /api/leads': { send: ({ credentials }) => call('GET', '/api/leads', credentials) },
    'POST /api/leads/manual': {
      send: ({ credentials }) =>
        call('POST', '/api/leads/manual', credentials, {
          customerName: 'Manual Matrix',
          customerPhone: '0412 345 678',
          vehicleMake: 'Honda',
          vehicleModel: 'CB500X',
          preferredLocation: 'Parramatta NSW',
        }),
    },
    'PATCH /api/leads/:leadId': {
      send: withFresh(freshLead, (id, { credentials }) =>
        call('PATCH', `/api/leads/${id}`, credentials, { customerName: 'Edited By Matrix', customerPhone: '0412 999 888' }),
      ),
      unchangedAfterRefusal: (context) => leadIsUntouched(createdFor.get(context)!),
    },
    'POST /api/leads/:leadId/archive': {
      send: withFresh(freshLead, (id, { credentials }) => call('POST', `/api/leads/${id}/archive`, credentials)),
      unchangedAfterRefusal: (context) => leadIsUntouched(createdFor.get(context)!),
    },

    'POST /api/discount-codes/validate': {
      send: ({ credentials }) => call('POST', '/api/discount-codes/validate', credentials, { code: discountCode, leadId: availableLeadId }),
    },
    'POST /api/discount-codes/apply': {
      send: ({ credentials }) => call('POST', '/api/discount-codes/apply', credentials, { code: discountCode, leadId: availableLeadId }),
    },
    'POST /api/create-payment-intent': {
      send: withFresh(freshLead, (id, { credentials }) => call('POST', '/api/create-payment-intent', credentials, { leadId: id, amount: 2500 })),
    },
    'POST /api/leads/:leadId/purchase': {
      send: withFresh(freshLead, (id, { credentials }) => call('POST', `/api/leads/${id}/purchase`, credentials, buyer)),
      unchangedAfterRefusal: (context) => leadIsUntouched(createdFor.get(context)!),
    },

    'GET /api/lead-purchases/export.csv': { send: ({ credentials }) => call('GET', '/api/lead-purchases/export.csv', credentials) },
    'GET /api/lead-purchases/speed-to-contact': {
      send: ({ credentials }) => call('GET', '/api/lead-purchases/speed-to-contact?from=2030-01-01&to=2030-12-31', credentials),
    },
    'GET /api/performance': { send: ({ credentials }) => call('GET', '/api/performance?from=2030-01-01&to=2030-12-31', credentials) },
    'GET /api/spend-cap': { send: ({ credentials }) => call('GET', '/api/spend-cap', credentials) },
    'PUT /api/spend-cap': { send: ({ credentials }) => call('PUT', '/api/spend-cap', credentials, { weeklyCap: 500 }) },
    'GET /api/performance/export.csv': { send: ({ credentials }) => call('GET', '/api/performance/export.csv?from=2030-01-01&to=2030-12-31', credentials) },
    'GET /api/my-purchased-leads': { send: ({ credentials }) => call('GET', '/api/my-purchased-leads', credentials) },
    'GET /api/my-purchased-leads/summary': { send: ({ credentials }) => call('GET', '/api/my-purchased-leads/summary?from=2030-01-01&to=2030-12-31', credentials) },
    'GET /api/my-purchased-leads/page': { send: ({ credentials }) => call('GET', '/api/my-purchased-leads/page?tab=history', credentials) },
    'GET /api/lead-purchases': { send: ({ credentials }) => call('GET', '/api/lead-purchases', credentials) },
    'PATCH /api/lead-purchases/:purchaseId/sales-stage': {
      send: by('PATCH /api/lead-purchases/:purchaseId/sales-stage', { salesStage: 'called', salesNotes: 'Rang the rider' }),
      unchangedAfterRefusal: purchaseIsUntouched,
    },
    'POST /api/lead-purchases/:purchaseId/archive': { send: by('POST /api/lead-purchases/:purchaseId/archive'), unchangedAfterRefusal: purchaseIsUntouched },
    'GET /api/lead-purchases/:purchaseId/trip': { send: by('GET /api/lead-purchases/:purchaseId/trip') },
    'POST /api/lead-purchases/:purchaseId/trip': {
      send: async (context) => {
        await database.db.update(leadPurchases).set({ salesStage: 'booked_in' }).where(eq(leadPurchases.id, context.targetId));
        return by('POST /api/lead-purchases/:purchaseId/trip')(context);
      },
      unchangedAfterRefusal: async ({ targetId }) => {
        expect(await database.db.select().from(trips).where(eq(trips.purchaseId, targetId))).toEqual([]);
      },
    },
    'POST /api/lead-purchases/:purchaseId/trip/positions': {
      send: async (context) => {
        await onATrip(context);
        return by('POST /api/lead-purchases/:purchaseId/trip/positions', { latitude: -33.4, longitude: 151.3, accuracyM: 20, recordedAt: new Date().toISOString() })(context);
      },
      unchangedAfterRefusal: tripIsUntouched,
    },
    'POST /api/lead-purchases/:purchaseId/trip/stop': {
      send: async (context) => {
        await onATrip(context);
        return by('POST /api/lead-purchases/:purchaseId/trip/stop')(context);
      },
      unchangedAfterRefusal: tripIsUntouched,
    },
    'DELETE /api/lead-purchases/:purchaseId': { send: by('DELETE /api/lead-purchases/:purchaseId'), unchangedAfterRefusal: purchaseIsUntouched },
    'POST /api/lead-purchases/:purchaseId/claim': {
      send: by('POST /api/lead-purchases/:purchaseId/claim', { reason: 'unreachable', note: 'Called three times, no answer' }),
      unchangedAfterRefusal: async ({ targetId }) => {
        expect(await database.db.select().from(leadClaims).where(eq(leadClaims.purchaseId, targetId))).toEqual([]);
      },
    },
    'GET /api/provider-credits': { send: ({ credentials }) => call('GET', '/api/provider-credits', credentials) },
    'GET /api/email-alerts': { send: ({ credentials }) => call('GET', '/api/email-alerts', credentials) },
    'PUT /api/email-alerts': {
      send: ({ credentials }) =>
        call('PUT', '/api/email-alerts', credentials, { frequency: 'daily', quietStartHour: 21, quietEndHour: 7, timeZone: 'Australia/Sydney' }),
    },
    // One-click unsubscribe (ADR 0060): the token names a provider of its own; no session counts.
    'GET /api/email-alerts/unsubscribe': {
      send: async ({ credentials }) => call('GET', `/api/email-alerts/unsubscribe?token=${unsubscribeToken(env.sessionSecret, (await createProvider(t)).id)}`, credentials),
    },
    'POST /api/email-alerts/unsubscribe': {
      send: async ({ credentials }) =>
        call('POST', `/api/email-alerts/unsubscribe?token=${unsubscribeToken(env.sessionSecret, (await createProvider(t)).id)}`, credentials, 'List-Unsubscribe=One-Click', {
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
    },
    'GET /api/return-trips': { send: ({ credentials }) => call('GET', '/api/return-trips', credentials) },
    'GET /api/return-trips/fits': { send: ({ credentials }) => call('GET', '/api/return-trips/fits', credentials) },
    'POST /api/return-trips': {
      send: ({ credentials }) =>
        call('POST', '/api/return-trips', credentials, {
          fromLocation: 'Melbourne VIC 3000',
          toLocation: 'Brisbane City QLD 4000',
          startDate: addDays(todayInSydney(), 1),
          endDate: addDays(todayInSydney(), 2),
          freeSpaces: 2,
        }),
    },
    'DELETE /api/return-trips/:tripId': {
      send: by('DELETE /api/return-trips/:tripId'),
      unchangedAfterRefusal: async ({ targetId }) => {
        expect(await database.db.select({ id: returnTrips.id }).from(returnTrips).where(eq(returnTrips.id, targetId))).toHaveLength(1);
      },
    },
    'GET /api/push/public-key': { send: ({ credentials }) => call('GET', '/api/push/public-key', credentials) },
    'POST /api/push-subscriptions': { send: ({ credentials }) => call('POST', '/api/push-subscriptions', credentials, pushSubscription()) },
    'GET /api/push-subscriptions': { send: ({ credentials }) => call('GET', '/api/push-subscriptions', credentials) },
    // The caller's own device, subscribed first (refused as well for a principal who may not subscribe).
    'DELETE /api/push-subscriptions': {
      send: async ({ credentials }) => {
        const device = pushSubscription();
        await call('POST', '/api/push-subscriptions', credentials, device);
        return call('DELETE', '/api/push-subscriptions', credentials, { endpoint: device.endpoint });
      },
    },
    'POST /api/push/test': { send: ({ credentials }) => call('POST', '/api/push/test', credentials) },
    // The demo push service's endpoint (demo mode): what a push service would receive, from anyone.
    'POST /api/demo-push/:id': { send: ({ credentials }) => call('POST', '/api/demo-push/1', credentials, 'sealed', { 'Content-Type': 'application/octet-stream' }) },
    'GET /api/business': { send: ({ credentials }) => call('GET', '/api/business', credentials) },
    'PUT /api/business': { send: ({ credentials }) => call('PUT', '/api/business', credentials, businessBody) },
    'PUT /api/business/certificate': { send: ({ credentials }) => uploadCertificate(credentials) },
    'GET /api/business/certificate': {
      send: async ({ credentials }) => {
        await uploadCertificate(credentials);
        return call('GET', '/api/business/certificate', credentials);
      },
    },
    'POST /api/lead-purchases/:purchaseId/unarchive': {
      // The fresh purchase is archived first, so a refused call must leave it archived.
      send: async (context) => {
        await database.db.update(leadPurchases).set({ isArchived: true, archivedAt: new Date() }).where(eq(leadPurchases.id, context.targetId));
        return by('POST /api/lead-purchases/:purchaseId/unarchive')(context);
      },
      unchangedAfterRefusal: async ({ targetId }) => {
        const [row] = await database.db.select().from(leadPurchases).where(eq(leadPurchases.id, targetId));
        expect(row).toMatchObject({ isArchived: true });
      },
    },
    'GET /api/notifications/stream': {
      // Server-sent events never end: read the status and headers, then hang up.
      send: async ({ credentials }) => {
        const controller = new AbortController();
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (credentials.cookie) headers.Cookie = credentials.cookie;
        if (credentials.authorization) headers.Authorization = credentials.authorization;
        const res = await fetch(`${baseUrl}/api/notifications/stream`, { headers, signal: controller.signal });
        const outcome: Outcome = { status: res.status, body: null, headers: Object.fromEntries(res.headers) };
        if (res.status === 200) controller.abort();
        else outcome.body = await res.json();
        return outcome;
      },
    },

    'GET /api/admin/analytics': { send: ({ credentials }) => call('GET', '/api/admin/analytics', credentials) },
    'GET /api/admin/providers': { send: ({ credentials }) => call('GET', '/api/admin/providers', credentials) },
    'PATCH /api/admin/providers/:id/status': {
      send: withFresh(
        () => createProvider(t).then((user) => user.id),
        (id, { credentials }) => call('PATCH', `/api/admin/providers/${id}/status`, credentials, { isActive: false }),
      ),
      unchangedAfterRefusal: async (context) => {
        const [row] = await database.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, createdFor.get(context)!));
        expect(row).toEqual({ isActive: true });
      },
    },
    'POST /api/admin/providers/:id/approve': {
      send: withFresh(
        () => createProvider(t, { isVerified: false }).then((user) => user.id),
        (id, { credentials }) => call('POST', `/api/admin/providers/${id}/approve`, credentials, {}),
      ),
      unchangedAfterRefusal: async (context) => {
        const [row] = await database.db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, createdFor.get(context)!));
        expect(row).toEqual({ isVerified: false });
      },
    },
    'POST /api/admin/providers/:id/password-reset-link': {
      send: withFresh(
        () => createProvider(t).then((user) => user.id),
        (id, { credentials }) => call('POST', `/api/admin/providers/${id}/password-reset-link`, credentials, {}),
      ),
      unchangedAfterRefusal: async (context) => {
        const tokens = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, createdFor.get(context)!));
        expect(tokens).toEqual([]);
      },
    },
    'GET /api/admin/leads': { send: ({ credentials }) => call('GET', '/api/admin/leads', credentials) },
    'GET /api/admin/leads/:id': { send: ({ credentials }) => call('GET', `/api/admin/leads/${availableLeadId}`, credentials) },
    'PATCH /api/admin/leads/:id': {
      send: withFresh(
        () => createLead(t).then((lead) => lead.id),
        (id, { credentials }) => call('PATCH', `/api/admin/leads/${id}`, credentials, { customerName: 'Matrix Edit' }),
      ),
      unchangedAfterRefusal: (context) => leadIsUntouched(createdFor.get(context)!),
    },
    'GET /api/admin/audit-log': { send: ({ credentials }) => call('GET', '/api/admin/audit-log', credentials) },
    'GET /api/admin/discount-codes': { send: ({ credentials }) => call('GET', '/api/admin/discount-codes', credentials) },
    'GET /api/admin/settings/price-guide': { send: ({ credentials }) => call('GET', '/api/admin/settings/price-guide', credentials) },
    'PUT /api/admin/settings/price-guide': { send: ({ credentials }) => call('PUT', '/api/admin/settings/price-guide', credentials, { enabled: true }) },
    'POST /api/admin/discount-codes': {
      send: ({ credentials }) =>
        call('POST', '/api/admin/discount-codes', credentials, { code: `MATRIX${unique().toUpperCase()}`, discountType: 'percentage', discountValue: 10 }),
    },
    'PATCH /api/admin/discount-codes/:id': {
      send: withFresh(
        () => createDiscountCode(t).then((code) => code.id),
        (id, { credentials }) => call('PATCH', `/api/admin/discount-codes/${id}`, credentials, { isActive: false }),
      ),
      unchangedAfterRefusal: async (context) => {
        const [row] = await database.db.select({ isActive: discountCodes.isActive }).from(discountCodes).where(eq(discountCodes.id, createdFor.get(context)!));
        expect(row).toEqual({ isActive: true });
      },
    },
    'GET /api/admin/csp-violations': { send: ({ credentials }) => call('GET', '/api/admin/csp-violations', credentials) },
    'GET /api/admin/outbox': { send: ({ credentials }) => call('GET', '/api/admin/outbox', credentials) },
    'GET /api/admin/push-deliveries': { send: ({ credentials }) => call('GET', '/api/admin/push-deliveries', credentials) },
    'GET /api/admin/demand-by-region': { send: ({ credentials }) => call('GET', '/api/admin/demand-by-region?days=30', credentials) },
    'GET /api/admin/claims': { send: ({ credentials }) => call('GET', '/api/admin/claims', credentials) },
    'GET /api/admin/verifications': { send: ({ credentials }) => call('GET', '/api/admin/verifications', credentials) },
    'GET /api/admin/verifications/:id/certificate': {
      send: withFresh(freshSubmission, (id, { credentials }) => call('GET', `/api/admin/verifications/${id}/certificate`, credentials)),
    },
    'POST /api/admin/verifications/:id/approve': {
      send: withFresh(freshSubmission, (id, { credentials }) => call('POST', `/api/admin/verifications/${id}/approve`, credentials, {})),
      unchangedAfterRefusal: (context) => submissionIsPending(createdFor.get(context)!),
    },
    'POST /api/admin/verifications/:id/reject': {
      send: withFresh(freshSubmission, (id, { credentials }) => call('POST', `/api/admin/verifications/${id}/reject`, credentials, { reason: 'Wrong company' })),
      unchangedAfterRefusal: (context) => submissionIsPending(createdFor.get(context)!),
    },
    'POST /api/admin/claims/:id/approve': {
      send: withFresh(freshClaim, (id, { credentials }) => call('POST', `/api/admin/claims/${id}/approve`, credentials, {})),
      unchangedAfterRefusal: (context) => claimIsPending(createdFor.get(context)!),
    },
    'GET /api/admin/reviews': { send: ({ credentials }) => call('GET', '/api/admin/reviews', credentials) },
    'POST /api/admin/reviews/:id/hide': {
      send: withFresh(() => freshReview(), (id, { credentials }) => call('POST', `/api/admin/reviews/${id}/hide`, credentials, { reason: 'Abusive' })),
      unchangedAfterRefusal: (context) => reviewIsUntouched(createdFor.get(context)!),
    },
    'POST /api/admin/reviews/:id/show': {
      send: withFresh(() => hiddenReview(), (id, { credentials }) => call('POST', `/api/admin/reviews/${id}/show`, credentials, {})),
      unchangedAfterRefusal: (context) => reviewIsStillHidden(createdFor.get(context)!),
    },
    'POST /api/admin/claims/:id/reject': {
      send: withFresh(freshClaim, (id, { credentials }) => call('POST', `/api/admin/claims/${id}/reject`, credentials, { reason: 'The rider answered' })),
      unchangedAfterRefusal: (context) => claimIsPending(createdFor.get(context)!),
    },
  };

  /** A fresh record of this kind owned by the scope's owner, so a case that archives or deletes it affects nothing else. */
  const freshRecord = async (resource: OwnedResource, owner: Scope): Promise<number> =>
    resource === 'purchase'
      ? (await createSoldLead(t, owners[owner])).purchase.id
      : resource === 'review'
        ? freshReview(owners[owner])
        : resource === 'return-trip'
          ? freshTrip(owners[owner])
          : (await createTeamMember(t, owners[owner])).id;
  const freshTrip = async (provider: { id: number }) => {
    const day = addDays(todayInSydney(), 1);
    const [row] = await database.db
      .insert(returnTrips)
      .values({ providerId: provider.id, fromLocation: 'Melbourne VIC 3000', fromPlace: 'Melbourne', fromLatitude: -37.8136, fromLongitude: 144.9631, toLocation: 'Brisbane City QLD 4000', toPlace: 'Brisbane City', toLatitude: -27.4698, toLongitude: 153.0251, startDate: day, endDate: day, freeSpaces: 1 })
      .returning({ id: returnTrips.id });
    return row!.id;
  };

  it('when the routes are listed, then every /api route has exactly one policy and one request, and no policy is stale', () => {
    const apiRoutes = routeTable.filter((route) => isApiRoute(route.split(' ')[1]!));
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(new Set(apiRoutes).size).toBe(apiRoutes.length);
    expect([...apiRoutes].sort()).toEqual(Object.keys(ROUTE_POLICIES).sort());
    expect(Object.keys(routeCases).sort()).toEqual(Object.keys(ROUTE_POLICIES).sort());
    // The webhook is mounted before the JSON parser and everything else under '/api': both are in the table.
    expect(apiRoutes).toContain('POST /api/stripe/webhook');
    expect(routeTable.filter((route) => !isApiRoute(route.split(' ')[1]!)).sort()).toEqual([...NON_API_ROUTES].sort());
  });

  // A loop rather than it.each: it.each's $name shortens long names, and these must be read in full.
  const runCase = async ({ route, principal: definition, target, expected }: Case) => {
    const principal = principals.get(definition.label)!;
    const policy = ROUTE_POLICIES[route]!;
    const owned = 'allow' in policy ? policy.owned : undefined;
    const context: CallContext = {
      // Logging out revokes every session of that user: a new user of the same kind, so later cases keep theirs.
      // A logout ends every session and token of its user: it is made by a fresh user of the principal's kind.
      credentials: await principal.credentials(route === 'POST /api/auth/logout' || route === 'POST /api/admin/logout'),
      targetId: owned && target ? await freshRecord(owned, target.owner) : 0,
    };
    const { send, unchangedAfterRefusal } = routeCases[route]!;
    const res = await send(context);
    const detail = `${route} as ${principal.label}: ${res.status} ${JSON.stringify(res.body)}`;

    expect(res.status, detail).toBeLessThan(500);
    if (expected === 'allowed') {
      expect(res.status, detail).toBeGreaterThanOrEqual(200);
      expect(res.status, detail).toBeLessThan(300);
      if (route === 'GET /api/notifications/stream') expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      return;
    }
    expect(res.status, detail).toBe(expected);
    expect(res.body, detail).toEqual({ message: expect.any(String) });
    await unchangedAfterRefusal?.(context);
  };
  for (const matrixCase of buildCases()) it(matrixCase.name, () => runCase(matrixCase));

  it('when the admin deactivates a provider, then its team members are shut out too, and only a new sign-in lets them back after reactivation', async () => {
    const owner = await createProvider(t);
    await createSoldLead(t, owner);
    const teamMember = await createTeamMember(t, owner);
    const member = await cookie(teamMember);
    const admin = await principals.get('super admin (admin token)')!.credentials(false);
    const reads = async (headers: Record<string, string>) => (await call('GET', '/api/my-purchased-leads', headers)).status;

    expect(await reads(member)).toBe(200);
    expect((await call('PATCH', `/api/admin/providers/${owner.id}/status`, admin, { isActive: false })).status).toBe(200);
    expect(await reads(member)).toBe(401);
    expect((await call('PATCH', `/api/admin/providers/${owner.id}/status`, admin, { isActive: true })).status).toBe(200);
    // Deactivation ended the team member's sessions for good (issue 18): the old cookie stays refused.
    expect(await reads(member)).toBe(401);
    const [current] = await t.database.db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, teamMember.id));
    expect(await reads(await cookie({ ...teamMember, sessionVersion: current!.sessionVersion }))).toBe(200);
  });

  it('when lists are read, then each caller sees only its own scope (a team member its owner’s)', async () => {
    const purchaseOwners = async (label: string, path: string) => {
      const res = await call('GET', path, await principals.get(label)!.credentials(false));
      expect(res.status).toBe(200);
      // A page of the pipeline holds its purchases in `items`.
      const body = res.body as { id: number }[] | { items: { id: number }[] };
      const rows = Array.isArray(body) ? body : body.items;
      expect(rows.length).toBeGreaterThan(0);
      const ids = rows.map((row) => row.id);
      const stored = await database.db.select({ id: leadPurchases.id, buyerId: leadPurchases.buyerId }).from(leadPurchases);
      return new Set(stored.filter((row) => ids.includes(row.id)).map((row) => row.buyerId));
    };
    for (const path of ['/api/my-purchased-leads', '/api/lead-purchases', '/api/my-purchased-leads/page?tab=history']) {
      expect(await purchaseOwners('provider A', path)).toEqual(new Set([owners.A.id]));
      expect(await purchaseOwners('team member of A', path)).toEqual(new Set([owners.A.id]));
      expect(await purchaseOwners('provider B', path)).toEqual(new Set([owners.B.id]));
      expect(await purchaseOwners('team member of B', path)).toEqual(new Set([owners.B.id]));
      expect(await purchaseOwners('super admin (session cookie)', path)).toEqual(new Set([owners.S.id]));
    }

    const members = await call('GET', '/api/team-members', await principals.get('provider B')!.credentials(false));
    const memberIds = (members.body as { members: { id: number }[] }).members.map((member) => member.id);
    const teamOfB = await database.db.select({ id: users.id }).from(users).where(eq(users.teamOwnerId, owners.B.id));
    expect(memberIds.sort()).toEqual(teamOfB.map((row) => row.id).sort());
  });
});
