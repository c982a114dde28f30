import type { Database } from '../../db/database';
import { defineJob } from '../platform/platform-context';
import { expireTrips } from './trips-repository';

/**
 * Every 10 minutes (a job, ADR 0074): the trips past TRIP_MAX_HOURS are stopped and their trails deleted (issue 47
 * item 2). A trip stops sharing at its end on its own (every read checks it); this removes the positions it kept.
 */
export const tripExpiryJob = (db: Database) =>
  defineJob({
    name: 'trip-expiry',
    queue: { policy: 'short' },
    schedule: '*/10 * * * *',
    run: async () => void (await expireTrips(db)),
  });
