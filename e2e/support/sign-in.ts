import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminLoginResponse, CurrentUser } from '@motohaul/contracts';

export interface Credentials {
  username: string;
  password: string;
}

/** A page's own request context (its cookies are the page's), or the request context itself. */
const requestOf = (target: Page | APIRequestContext): APIRequestContext => ('request' in target ? target.request : target);

/**
 * How long a sign-in waits before it is sent again after a 429. The login throttle takes one try of an account from an
 * address at a time (ADR 0051), and the two workers sign the same demo accounts in from this one address, sometimes at
 * the same moment. The other try ends within a second, which is what the answer's Retry-After (1) says.
 */
export const SIGN_IN_RETRY_MS = 500;

/** POSTs a sign-in, sent again while it answers 429 (another worker's try of the same account), at most 10 times. */
export async function postSignIn(request: APIRequestContext, url: string, credentials: Credentials) {
  for (let attempt = 1; ; attempt++) {
    const response = await request.post(url, { data: credentials });
    if (response.status() !== 429 || attempt === 10) return response;
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_RETRY_MS));
  }
}

/**
 * Signs in through `POST /api/auth/login`. On a page it uses the page's own request context, so the session cookie
 * lands in the page's browser context (load or reload a page afterwards to see the signed-in site); on a request
 * context (the `request` fixture, a context of its own) only that context is signed in.
 */
export async function signIn(target: Page | APIRequestContext, credentials: Credentials): Promise<void> {
  const response = await postSignIn(requestOf(target), '/api/auth/login', credentials);
  expect(response.status(), `sign-in of ${credentials.username}: ${await response.text()}`).toBe(200);
}

/** The admin panel's bearer token for `credentials` (a super admin) through `POST /api/admin/login`. */
export async function adminToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await postSignIn(request, '/api/admin/login', credentials);
  expect(response.status(), `admin sign-in of ${credentials.username}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as AdminLoginResponse).token;
}

/** A name no other test of the run uses (usernames and emails are unique). */
export const uniqueName = (prefix: string) => `${prefix}-${uniqueLetters()}`;

/** A number written in letters only (base 26, its digits 0-9 as q-z): one letter each, so two numbers never collide. */
const inLetters = (value: number) => value.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? '');

/**
 * Text no two runs of a test share (the time and a random part), in letters only: digits would sometimes run to a
 * phone number's length ('Alert-mwyd88490283'), which a lead's text masks before purchase, and a test looking for
 * the text would not find it.
 */
export const uniqueLetters = () => `${inLetters(Date.now())}${inLetters(Math.floor(Math.random() * 26 ** 4))}`;

export interface NewAccount extends Credentials {
  email: string;
  firstName: string;
  lastName: string;
}

function newAccount(prefix: string, firstName: string, lastName: string): NewAccount {
  const username = uniqueName(prefix);
  return { username, password: 'secret-123', email: `${username}@example.com`, firstName, lastName };
}

/**
 * Registers a fresh account through the API. With `page.request` the new session lands in that page's context
 * (signup signs in); with the `request` fixture the page stays signed out.
 */
export async function signUp(
  request: APIRequestContext,
  kind: 'provider' | 'customer',
  firstName = kind === 'provider' ? 'Petra' : 'Cass',
  lastName = 'Tester',
): Promise<NewAccount> {
  const account = newAccount(kind, firstName, lastName);
  const data = {
    ...account,
    phone: '0412345678',
    ...(kind === 'provider' ? { companyName: `${firstName} Transport` } : {}),
  };
  const response = await request.post(`/api/auth/${kind}/signup`, { data });
  expect(response.status(), `signup of ${account.username}: ${await response.text()}`).toBe(201);
  expect(((await response.json()) as CurrentUser).username, 'signup answers the new user').toBe(account.username);
  return account;
}

/** Adds a team member to the provider signed in on `owner` through `POST /api/team-members`; answers its credentials. */
export async function addTeamMember(owner: APIRequestContext, firstName: string, lastName: string): Promise<NewAccount> {
  const member = { ...newAccount('member', firstName, lastName), password: 'member-123' };
  const response = await owner.post('/api/team-members', { data: member });
  expect(response.status(), `team member ${member.username}: ${await response.text()}`).toBe(201);
  return member;
}
