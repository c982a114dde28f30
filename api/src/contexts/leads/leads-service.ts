import {
  DROPOFF_NOT_FOUND_MESSAGE,
  PICKUP_NOT_FOUND_MESSAGE,
  VALIDATION_MESSAGE,
  type AvailableArea,
  type AvailableLead,
  type AvailableLeadsPage,
  type EditLead,
  type LeadCreatedResponse,
  type LeadDetails,
  type Quote,
} from '@motohaul/contracts';
import { cappedTotal } from '../../db/capped-count';
import { AppError, found } from '../../http/app-error';
import type { AuthenticatedUser } from '../accounts/accounts-context';
import type { NearCursor, ServiceBase } from './available-by-distance';
import { encodeCursor, encodeNearCursor, toAvailableLead, type decodeAnyCursor } from './available-leads';
import { toLeadDetails } from './lead-details';
import type { LeadsRepository, NewLead } from './leads-repository';

export interface LeadsServiceOptions {
  leadPrice: string;
  /** The coordinates of the locality an address names (localities/locate-address.ts), null when unknown. */
  locate?: (text: string) => Promise<{ latitude: number; longitude: number } | null>;
}

/** What GET /api/leads asks for: `?cursor=&limit=&area=`. */
export interface AvailableQuery {
  cursor: ReturnType<typeof decodeAnyCursor>;
  limit: number;
  area?: AvailableArea;
}

/** A provider's base (service location and radius), null without a service location. */
export const serviceBaseOf = (user: AuthenticatedUser): ServiceBase | null =>
  user.serviceLatitude === null || user.serviceLongitude === null
    ? null
    : { latitude: user.serviceLatitude, longitude: user.serviceLongitude, radiusKm: user.serviceRadius };

/** The area in effect: as asked, else 'mine' with a service location; always 'all' without one or for a super admin. */
const areaFor = (user: AuthenticatedUser, asked: AvailableArea | undefined): AvailableArea =>
  user.userType === 'super_admin' || !serviceBaseOf(user) ? 'all' : (asked ?? 'mine');

/** The available-leads total is exact up to this many; beyond it the list says '1000+ available' (ADR 0057). */
export const AVAILABLE_COUNT_CAP = 1000;

/** A newest-first cursor before every lead: the first of the unplaced leads that follow the placed ones. */
const FIRST_UNPLACED = { createdAt: '9999-12-31T23:59:59.999999Z', id: 2147483647 };

export function createLeadsService(repository: LeadsRepository, options: LeadsServiceOptions) {
  // Every list reads the database: with several API processes a page kept by one shows what another changed late (ADR 0078).
  const availableTotal = () => repository.countAvailable(AVAILABLE_COUNT_CAP);

  // One page of the available leads: nearest first from a provider's base (ADR 0012), else newest first.
  const listAvailable = async (user: AuthenticatedUser, query: AvailableQuery): Promise<AvailableLeadsPage> => {
    const full = user.userType === 'super_admin';
    const base = full ? null : serviceBaseOf(user);
    const area = areaFor(user, query.area);
    const viewer = { full, leadPrice: options.leadPrice };
    if (base) return listNearest(base, area, query, viewer);
    const cursor = query.cursor && 'unplaced' in query.cursor ? query.cursor.unplaced : null;
    if (query.cursor && !cursor) throw new AppError(400, 'Invalid cursor');
    const { limit } = query;
    // A provider's page leaves out every lead with a buyer (there is none among available leads), so its query
    // needs no caller; a super admin's leaves out only their own.
    const [rows, total] = await Promise.all([repository.listAvailable(full ? user.id : null, cursor, limit), availableTotal()]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      area,
      nearestFirst: false,
      leads: page.map((row) => toAvailableLead(row.lead, viewer)),
      ...cappedTotal(total, AVAILABLE_COUNT_CAP),
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorCreatedAt, id: last.lead.id }) : null,
    };
  };

  /**
   * Up to `limit` placed leads after the cursor by (distance, id). The index scan orders by distance only and
   * stops after limit + 1: leads nearer than the last one read are complete; when that last distance is shared
   * with leads inside the page (one locality's leads at one point), that point's leads are read by id. A page
   * may then be shorter than `limit`; `more` says whether to follow it.
   */
  const nearestPage = async (base: ServiceBase, within: boolean, cursor: NearCursor | null, limit: number) => {
    const byDistance = (a: { chord: number; lead: { id: number } }, b: { chord: number; lead: { id: number } }) =>
      a.chord - b.chord || a.lead.id - b.lead.id;
    const rows = (await repository.listNearest(base, within, cursor, limit)).sort(byDistance);
    if (rows.length <= limit) return { page: rows, more: false };
    const edge = rows[rows.length - 1]!;
    const nearer = rows.filter((row) => row.chord < edge.chord);
    if (nearer.length >= limit) return { page: nearer.slice(0, limit), more: true };
    const at = { latitude: edge.lead.latitude!, longitude: edge.lead.longitude! };
    const tied = await repository.listAtPoint(base, within, at, cursor, limit - nearer.length);
    return { page: [...nearer, ...tied], more: true };
  };

  // Placed leads nearest first (within the radius for 'mine'), then the unplaced ones newest first.
  const listNearest = async (base: ServiceBase, area: AvailableArea, query: AvailableQuery, viewer: { full: boolean; leadPrice: string }) => {
    const { limit } = query;
    const within = area === 'mine';
    const unplaced = await repository.countUnplaced(AVAILABLE_COUNT_CAP);
    const totalOf = within ? repository.countInArea(base, AVAILABLE_COUNT_CAP).then((n) => n + unplaced) : availableTotal();
    const leadsOut: AvailableLead[] = [];
    let nextCursor: string | null = null;
    if (!query.cursor || 'near' in query.cursor) {
      const { page, more } = await nearestPage(base, within, query.cursor?.near ?? null, limit);
      for (const row of page) leadsOut.push(toAvailableLead(row.lead, viewer, row.distanceKm, row.tripKm));
      const last = page[page.length - 1];
      if (more && last) nextCursor = encodeNearCursor({ chord: last.chord, id: last.lead.id });
    }
    const room = limit - leadsOut.length;
    if (nextCursor === null && room > 0 && unplaced > 0) {
      const cursor = query.cursor && 'unplaced' in query.cursor ? query.cursor.unplaced : null;
      const rows = await repository.listUnplaced(cursor, room);
      const page = rows.slice(0, room);
      for (const row of page) leadsOut.push(toAvailableLead(row.lead, viewer));
      const last = page[page.length - 1];
      if (rows.length > room && last) nextCursor = encodeCursor({ createdAt: last.cursorCreatedAt, id: last.lead.id });
      // The placed leads filled this page exactly: the next one starts the unplaced leads.
    } else if (nextCursor === null && room === 0 && unplaced > 0) {
      nextCursor = encodeCursor(FIRST_UNPLACED);
    }
    return { area, nearestFirst: true, leads: leadsOut, ...cappedTotal(await totalOf, AVAILABLE_COUNT_CAP), nextCursor };
  };

  /** The suburb-level coordinates of a location text: null when nothing in it is a place, undefined when the lookup fails. */
  const findPlace = async (text: string | null | undefined) => {
    if (!text || !options.locate) return undefined;
    try {
      return await options.locate(text);
    } catch (error) {
      console.error('Locating a lead address failed:', error instanceof Error ? error.message : error);
      return undefined;
    }
  };
  /** The suburb-level coordinates of a location text, null when unknown or the lookup fails. */
  const placeOf = async (text: string | null | undefined) => (await findPlace(text)) ?? null;

  return {
    /**
     * Stores a rider's quote request as an available lead at the configured price, or attaches a repeat
     * of it to the first lead (ADR 0013). Text is stored as given: React escapes it when shown. Both places must
     * be locatable (a locality, a postcode or a street address in one: issue 27, ADR 0046), else 400 on the field.
     */
    async createFromQuote(quote: Quote, origin: { addressKey: string; userId: number | null } = { addressKey: '', userId: null }): Promise<LeadCreatedResponse> {
      // Placed before any transaction (ADR 0012); a lookup that fails (logged) leaves the lead unplaced.
      const [from, to] = await Promise.all([findPlace(quote.pickupLocation), findPlace(quote.dropoffLocation)]);
      if (from === null || to === null) {
        throw new AppError(400, VALIDATION_MESSAGE, {
          ...(from === null ? { pickupLocation: [PICKUP_NOT_FOUND_MESSAGE] } : {}),
          ...(to === null ? { dropoffLocation: [DROPOFF_NOT_FOUND_MESSAGE] } : {}),
        });
      }
      const { merged: _merged, ...created } = await repository.insertQuoteOrMerge({
        latitude: from?.latitude ?? null,
        longitude: from?.longitude ?? null,
        dropoffLatitude: to?.latitude ?? null,
        dropoffLongitude: to?.longitude ?? null,
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
        quoteAddressKey: origin.addressKey || null,
        quoteUserId: origin.userId,
      });
      // A new lead's announcement, pushes and alerts are a job queued in the same transaction (leads-repository.ts);
      // a repeat of the same request (quote-merging.ts) is counted on the first lead: nothing new to announce.
      return created;
    },

    /** One page of the available leads, for a provider (masked) or a super admin (in full, free). */
    listAvailable,

    /**
     * A super admin's edit ('Edit Lead Information'): only the fields sent are written (issue 19); a field sent
     * blank that may be cleared is cleared. A moved pickup or drop-off is placed again by its locality, as a new
     * lead is (ADR 0012) and as the admin panel's edit does (ADR 0028).
     */
    async edit(leadId: number, edit: EditLead): Promise<LeadDetails> {
      const values: Partial<NewLead> = {};
      const put = <K extends keyof NewLead>(column: K, value: NewLead[K] | undefined) => {
        if (value !== undefined) values[column] = value;
      };
      put('customerName', edit.customerName);
      put('customerPhone', edit.customerPhone);
      put('customerEmail', edit.customerEmail);
      put('customerAddress', edit.customerAddress);
      put('pickupLocation', edit.pickupLocation);
      put('dropoffLocation', edit.dropoffLocation);
      put('motorcycleMake', edit.vehicleMake);
      put('motorcycleModel', edit.vehicleModel);
      put('motorcycleYear', edit.vehicleYear);
      put('vehicleRego', edit.vehicleRego);
      put('urgency', edit.urgency);
      put('preferredLocation', edit.preferredLocation);
      put('inspectionType', edit.inspectionType);
      put('specialRequests', edit.specificRequests);
      // Placed before the update, as a new lead is: a lookup that fails or finds nothing leaves it unplaced.
      const [pickup, dropoff] = await Promise.all([
        edit.pickupLocation === undefined ? undefined : placeOf(edit.pickupLocation),
        edit.dropoffLocation === undefined ? undefined : placeOf(edit.dropoffLocation),
      ]);
      return toLeadDetails(found(await repository.edit(leadId, values, { pickup, dropoff }), 'Lead not found'));
    },

    /** Archives an available lead (its data is kept); archiving it again changes nothing. */
    async archive(leadId: number): Promise<LeadDetails> {
      const archived = await repository.archiveAvailable(leadId);
      if (archived) {
        return toLeadDetails(archived);
      }
      const lead = found(await repository.find(leadId), 'Lead not found');
      if (lead.isArchived) return toLeadDetails(lead);
      throw new AppError(409, 'Only available leads can be archived');
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
