import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { UserType } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/password';

export const PASSWORD = 'live-alerts-123';

export const riderQuote = (make: string, model: string) => ({
  pickupLocation: '12 George Street, Parramatta NSW 2150',
  dropoffLocation: '7 Hunter St, Newcastle NSW 2300',
  timeframe: 'asap',
  isFlexibleDates: true,
  motorcycleMake: make,
  motorcycleModel: model,
  canRollAndSteer: true,
  customerName: 'Liam Nguyen',
  customerPhone: '0412 558 301',
});

/** A user of `userType` with PASSWORD, straight into the database (sign-up is another module's concern). */
export async function createUser(db: Database, username: string, userType: UserType, teamOwnerId: number | null = null) {
  const [user] = await db
    .insert(users)
    .values({
      username,
      password: await hashPassword(PASSWORD),
      userType,
      teamOwnerId,
      firstName: username,
      lastName: 'Tester',
      phone: '0400000000',
      companyName: userType === 'provider' ? `${username} Transport` : null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('User insert returned no row');
  return user.id;
}

/** Signs in through POST /api/auth/login and answers the session cookie. */
export async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login of ${username} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`Login of ${username} set no cookie`);
  return cookies.join('; ');
}

export async function postQuote(baseUrl: string, quote: object): Promise<{ id: number; jobReference: string }> {
  const response = await fetch(new URL('/api/leads', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(quote),
  });
  if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; jobReference: string };
}

/** Serves an app on a free port of 127.0.0.1. */
export async function listen(app: Express): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
