import type { LeadCreatedResponse, Quote } from '@motohaul/contracts';
import type { LeadsRepository } from './leads-repository';

export function createLeadsService(repository: LeadsRepository, options: { leadPrice: string }) {
  return {
    /**
     * Stores a rider's quote request as an available lead at the configured price.
     * Text is stored as given: React escapes it when shown.
     */
    async createFromQuote(quote: Quote): Promise<LeadCreatedResponse> {
      return repository.insert({
        customerName: quote.customerName,
        customerPhone: quote.customerPhone,
        customerAddress: quote.customerAddress ?? null,
        motorcycleMake: quote.motorcycleMake,
        motorcycleModel: quote.motorcycleModel,
        canRollAndSteer: quote.canRollAndSteer,
        pickupLocation: quote.pickupLocation,
        dropoffLocation: quote.dropoffLocation,
        timeframe: quote.timeframe,
        preferredPickupDate: quote.preferredPickupDate || null,
        preferredDropoffDate: quote.preferredDropoffDate || null,
        isFlexibleDates: quote.isFlexibleDates,
        specialRequests: quote.specialRequests ?? null,
        status: 'available',
        price: options.leadPrice,
      });
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
