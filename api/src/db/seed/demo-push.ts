import { createECDH, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { leads, pushDeliveries, pushSubscriptions, users } from '../schema';
import { DEMO_PROVIDER } from './demo-users';

/**
 * The demo provider's phone, subscribed to Web Push (issue 29, ADR 0058) at the API's own demo push endpoint
 * (`<origin>/api/demo-push/demo-phone`, served in demo mode only): each new lead in the provider's area is pushed
 * there, and the admin Outbox lists it beside mails. One earlier push is listed from the start.
 */
export async function seedDemoPush(db: Database, origin: string): Promise<void> {
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_PROVIDER.username));
  if (!provider) return;
  const endpoint = `${origin}/api/demo-push/demo-phone`;
  const [device] = await db
    .insert(pushSubscriptions)
    .values({
      userId: provider.id,
      endpoint,
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      deviceLabel: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      createdAt: new Date(Date.now() - 7 * 24 * 3_600_000),
    })
    .onConflictDoNothing()
    .returning({ id: pushSubscriptions.id });
  const [lead] = await db.select({ id: leads.id, make: leads.motorcycleMake, model: leads.motorcycleModel, createdAt: leads.createdAt }).from(leads).orderBy(desc(leads.createdAt)).limit(1);
  if (!device || !lead) return;
  await db.insert(pushDeliveries).values({
    subscriptionId: device.id,
    leadId: lead.id,
    type: 'new_lead',
    endpointHost: new URL(endpoint).host,
    title: `New lead: ${lead.make} ${lead.model}`,
    status: 201,
    createdAt: lead.createdAt,
  });
}
