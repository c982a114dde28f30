import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { createUser } from '../../test/factories';
import { streamTracker } from '../../test/sse-test-client';
import { signIn } from '../../test/sign-in';
import { jobsFor, openTestDatabase } from '../../test/test-app';
import { CONTACT_DETAILS_MARKER } from './lead-masking';
import { createNotifications, type NotificationHub } from './notification-hub';
import { listen, postQuote, riderQuote } from './test-support/notifications';

// Issue 45 item 7: the spellings that reached providers before purchase, posted as a rider posts a quote, are masked
// in the available-leads list and in the live new_lead event a provider receives.

describe('a quote with contact details split by words, across fields or with any domain ending', () => {
  let database: DatabaseHandle;
  let hub: NotificationHub;
  let server: { baseUrl: string; close: () => Promise<void> };
  let providerCookie: string;
  const { open, closeAll } = streamTracker();

  beforeAll(async () => {
    database = await openTestDatabase();
    hub = createNotifications(database, { heartbeatMs: 200 });
    const env = loadEnv({ NODE_ENV: 'test', RATE_LIMIT_QUOTES: '1000' });
    server = await listen(createApp({ env, database, jobs: await jobsFor(database), notifications: hub }));
    await createUser({ database }, { username: 'split-provider', userType: 'provider' });
    providerCookie = await signIn(server.baseUrl, 'split-provider');
  });

  afterAll(async () => {
    closeAll();
    await hub.close();
    await server.close();
    await database.close();
  });

  it('when a rider spreads a phone over make, model and name and spells one out in words and an email, then neither the list nor the live event shows any of it', async () => {
    const stream = await open(server.baseUrl, { cookie: providerCookie });
    await stream.waitFor(() => stream.events.length >= 1);

    const created = await postQuote(server.baseUrl, {
      ...riderQuote('0412', '999'),
      customerName: '888 Smith',
      specialRequests: 'Call zero four one two then 345 then 678, or 0413 and then 222 333, or jo (at) mail (dot) ninja. 3 bikes, MT-07.',
      pickupLocation: 'Parramatta NSW 2150 ring 0414 and then 555 666',
    });

    const [event] = await stream.waitForLeads(1);
    const live = event!.event.data as { customerName: string; vehicleMake: string; vehicleModel: string; pickupLocation: string };
    expect(live).toMatchObject({ customerName: CONTACT_DETAILS_MARKER, vehicleMake: CONTACT_DETAILS_MARKER, vehicleModel: CONTACT_DETAILS_MARKER });
    expect(live.pickupLocation).toBe('Parramatta NSW 2150');

    const response = await fetch(new URL('/api/leads?limit=100', server.baseUrl), { headers: { Cookie: providerCookie } });
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as AvailableLeadsPage).leads.find((lead) => lead.id === created.id);
    expect(listed).toMatchObject({
      customerName: CONTACT_DETAILS_MARKER,
      motorcycleMake: CONTACT_DETAILS_MARKER,
      motorcycleModel: CONTACT_DETAILS_MARKER,
      pickupLocation: 'Parramatta NSW 2150',
      specialRequests: `Call ${CONTACT_DETAILS_MARKER}. 3 bikes, MT-07.`,
    });

    // The free text only: an id, a time's milliseconds or the masked phone's last 3 digits may hold such digits.
    const shown = [live.customerName, live.vehicleMake, live.vehicleModel, live.pickupLocation, listed?.specialRequests, listed?.customerName, listed?.motorcycleMake, listed?.motorcycleModel, listed?.pickupLocation];
    for (const secret of ['0412', '999', '888', '678', '222 333', '555 666', 'zero four', 'ninja']) expect(shown.join(' ')).not.toContain(secret);
  });
});
