import { Router } from 'express';
import { API_PATHS, RETURN_TRIP_LIMITS, returnTripSchema, todayInSydney, TRIP_PLACE_MESSAGE, type ReturnTripsResponse, type TripFitsResponse } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, leadOwnerId, type AuthGuards } from '../accounts/accounts-context';
import type { LocatedAddress } from './locate-address';
import { addTrip, deleteTrip, fitsOfTrips, toReturnTrip, upcomingTrips } from './return-trips';

const apiPath = (path: string) => path.replace(/^\/api/, '');

export const OWNER_ONLY_MESSAGE = 'Only the account owner can add or delete trips';
const TRIP_NOT_FOUND = 'Trip not found';

export interface ReturnTripsRouterOptions {
  /** Places a trip's from and to as a lead's places are placed (a locality's centre); null when unknown. */
  locate: (text: string) => Promise<LocatedAddress | null>;
  /** Adds and deletes per owner (the abuse limit). */
  writesPerHour: KeyedLimiter;
  now?: () => Date;
}

/**
 * /api/return-trips (issue 47 item 4, ADR 0083): a provider owner adds, lists and deletes their return trips; their
 * team members see them (read only). /api/return-trips/fits: the leads for sale that fit the owner's trips, the
 * dashboard's marks (team members do not see leads for sale).
 */
export function returnTripsRouter(db: Database, guards: AuthGuards, { locate, writesPerHour, now = () => new Date() }: ReturnTripsRouterOptions): Router {
  const router = Router();
  const team = guards.requireUser('provider', 'team_member');
  const owner = guards.requireUser('provider');

  const ownerWriting = async (userType: string, userId: number) => {
    if (userType !== 'provider') throw new AppError(403, OWNER_ONLY_MESSAGE);
    const wait = await writesPerHour.hit(String(userId));
    if (wait > 0) throw tooManyRequests(wait);
  };

  router.get(apiPath(API_PATHS.returnTrips), team, async (_req, res) => {
    const user = authenticatedUser(res);
    const trips = await upcomingTrips(db, leadOwnerId(user), todayInSydney(now()));
    const canEdit = user.userType === 'provider';
    const perTrip = canEdit ? (await fitsOfTrips(db, trips)).perTrip : null;
    const body: ReturnTripsResponse = {
      trips: trips.map((trip) => toReturnTrip(trip, perTrip?.get(trip.id) ?? null)),
      canEdit,
      maxTrips: RETURN_TRIP_LIMITS.maxTrips,
    };
    res.json(body);
  });

  router.get(apiPath(API_PATHS.returnTripFits), owner, async (_req, res) => {
    const user = authenticatedUser(res);
    const { fits } = await fitsOfTrips(db, await upcomingTrips(db, user.id, todayInSydney(now())));
    const body: TripFitsResponse = { fits };
    res.json(body);
  });

  router.post(apiPath(API_PATHS.returnTrips), team, async (req, res) => {
    const user = authenticatedUser(res);
    await ownerWriting(user.userType, user.id);
    const input = parseBody(returnTripSchema, req.body);
    const [from, to] = await Promise.all([locate(input.fromLocation), locate(input.toLocation)]);
    if (!from || !to) {
      const fieldErrors = { ...(from ? {} : { fromLocation: [TRIP_PLACE_MESSAGE] }), ...(to ? {} : { toLocation: [TRIP_PLACE_MESSAGE] }) };
      throw new AppError(400, 'We could not find that place', fieldErrors);
    }
    const trip = await addTrip(
      db,
      user.id,
      {
        fromLocation: input.fromLocation,
        fromPlace: from.locality,
        fromLatitude: from.latitude,
        fromLongitude: from.longitude,
        toLocation: input.toLocation,
        toPlace: to.locality,
        toLatitude: to.latitude,
        toLongitude: to.longitude,
        startDate: input.startDate,
        endDate: input.endDate,
        freeSpaces: input.freeSpaces,
      },
      todayInSydney(now()),
    );
    const { perTrip } = await fitsOfTrips(db, [trip]);
    res.status(201).json(toReturnTrip(trip, perTrip.get(trip.id) ?? 0));
  });

  router.delete(`${apiPath(API_PATHS.returnTrips)}/:tripId`, team, async (req, res) => {
    const user = authenticatedUser(res);
    const tripId = pathId(req.params.tripId, TRIP_NOT_FOUND);
    await ownerWriting(user.userType, user.id);
    if (!(await deleteTrip(db, user.id, tripId))) throw new AppError(404, TRIP_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
