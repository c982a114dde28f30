import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

// Test files share one database on a PostgreSQL run without emptying it, and each starts this module afresh: the
// numbers start at a random point, so no file's rider repeats another file's (a repeat would be merged, ADR 0013).
let riders = randomInt(0, 9_000_000);
/** Each quote from another rider's mobile ('0412 nnn nnn'), so none is merged into an earlier one as a duplicate. */
const nextPhone = () => {
  const digits = String(100_000 + ((riders += 1) % 900_000)).padStart(6, '0');
  return `0412 ${digits.slice(0, 3)} ${digits.slice(3)}`;
};

export const riderQuote = (make: string, model: string) => ({
  pickupLocation: '12 George Street, Parramatta NSW 2150',
  dropoffLocation: '7 Hunter St, Newcastle NSW 2300',
  timeframe: 'asap',
  isFlexibleDates: true,
  motorcycleMake: make,
  motorcycleModel: model,
  canRollAndSteer: true,
  customerName: 'Liam Nguyen',
  customerPhone: nextPhone(),
});

export async function postQuote(baseUrl: string, quote: object): Promise<{ id: number; jobReference: string; statusToken: string }> {
  const response = await fetch(new URL('/api/leads', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(quote),
  });
  if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; jobReference: string; statusToken: string };
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

/** A JSON request with a session cookie; answers the status and parsed body. */
export async function sendJson(baseUrl: string, method: string, path: string, cookie: string, body: object) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A quote picked up and dropped off at the given places (suburb, state, postcode). */
export const quoteFrom = (pickupLocation: string, dropoffLocation: string, model: string) => ({
  ...riderQuote('Honda', model),
  pickupLocation,
  dropoffLocation,
});

/** The service area of a provider based at a point (PATCH /api/auth/update-service-area). */
export const serviceArea = (serviceLocation: string, serviceLatitude: number, serviceLongitude: number, serviceRadius: number) => ({
  serviceLocation,
  serviceLatitude,
  serviceLongitude,
  serviceRadius,
});

export const PERTH_AREA = serviceArea('Perth WA 6000', -31.9523, 115.8613, 50);
export const NEWCASTLE_AREA = serviceArea('Newcastle NSW 2300', -32.9267, 151.7789, 20);
/** What a super admin's claim sends (free). */
export const CLAIM_FORM = { buyerName: 'Ada Admin', buyerEmail: 'ada@example.com', buyerPhone: '0400 111 222', buyerCompany: 'MotoHaul' };
