import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Signs in through `POST /api/auth/login` with the page's own request context, so the session cookie lands in the
 * page's browser context. Load or reload a page afterwards to see the signed-in site.
 */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), `sign-in of ${credentials.username}: ${await response.text()}`).toBe(200);
}

/** A name no other test of the run uses (usernames and emails are unique). */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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
  return account;
}
