import type { manualLeadSchema } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';

/**
 * A lead a provider entered by hand, stored sold for 0.00 in the caller's transaction: the sales context records
 * the provider's purchase of it in the same one, so it lands in their Purchased list.
 */
export async function insertManualLead(tx: Pick<Database, 'insert'>, createdById: number, input: InferOutput<typeof manualLeadSchema>) {
  const [created] = await tx
    .insert(leads)
    .values({
      createdById,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      customerEmail: input.customerEmail || null,
      customerAddress: input.customerAddress ?? null,
      motorcycleMake: input.vehicleMake,
      motorcycleModel: input.vehicleModel,
      motorcycleYear: input.vehicleYear,
      vehicleRego: input.vehicleRego ?? null,
      urgency: input.urgency,
      travelDistance: Math.round(input.travelDistance),
      preferredLocation: input.preferredLocation,
      inspectionType: input.inspectionType,
      specialRequests: input.specificRequests ?? null,
      budgetConcern: input.budgetConcern ?? null,
      previousExperience: input.previousExperience ?? null,
      status: 'sold',
      price: '0.00',
    })
    .returning({ id: leads.id, jobReference: leads.jobReference });
  return created!;
}
