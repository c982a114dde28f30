import * as v from 'valibot';
import { todayInSydney } from '../dates/sydney-date';
import { isoDate } from './fields';

/**
 * Return trips (issue 47 item 4): a provider's planned run with free space on the truck (often the drive home empty).
 * Leads that fit it are alerted to them wherever their service area is, and marked on their dashboard. How a lead
 * fits is written in docs/decisions/0083-return-trips.md and api/src/contexts/leads/trip-fit.ts.
 */
export const RETURN_TRIP_LIMITS = {
  /** Motorcycles of free space a trip offers. */
  minSpaces: 1,
  maxSpaces: 10,
  /** Trips not yet ended a provider may have at once. */
  maxTrips: 10,
  /** How far ahead a trip may start, and how long it may last (days). */
  maxDaysAhead: 365,
  maxDays: 31,
  /** The longest place text (a locality label is far shorter). */
  maxPlaceChars: 120,
} as const;

export const TRIP_PLACE_MESSAGE = 'Choose a place from the suggestions';
export const TRIP_START_PAST_MESSAGE = 'The start date cannot be in the past';
export const TRIP_START_FAR_MESSAGE = `The start date must be within ${RETURN_TRIP_LIMITS.maxDaysAhead} days`;
export const TRIP_END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date';
export const TRIP_TOO_LONG_MESSAGE = `A trip can last at most ${RETURN_TRIP_LIMITS.maxDays} days`;
export const TRIP_SPACES_MESSAGE = `Free space must be a whole number of motorcycles from ${RETURN_TRIP_LIMITS.minSpaces} to ${RETURN_TRIP_LIMITS.maxSpaces}`;
export const TOO_MANY_TRIPS_MESSAGE = `You can have at most ${RETURN_TRIP_LIMITS.maxTrips} upcoming trips. Delete one you no longer need first.`;

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` (YYYY-MM-DD each). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether text is a calendar day (the ranges' checks leave a field that is not one to its own message). */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(Date.parse(`${text}T00:00:00Z`) || 0).toISOString().slice(0, 10) === text;

const place = (label: string) =>
  v.pipe(
    v.optional(v.string(`${label}: ${TRIP_PLACE_MESSAGE.toLowerCase()}`), ''),
    v.trim(),
    v.minLength(1, `Enter where the trip ${label === 'From' ? 'starts' : 'ends'}`),
    v.maxLength(RETURN_TRIP_LIMITS.maxPlaceChars, `Must be at most ${RETURN_TRIP_LIMITS.maxPlaceChars} characters`),
  );

/** POST /api/return-trips: a new trip. Dates are Sydney calendar days; the start no earlier than today. */
export const returnTripSchema = v.pipe(
  v.object({
    fromLocation: place('From'),
    toLocation: place('To'),
    startDate: v.config(
      v.pipe(
        v.string('Enter the start date'),
        v.minLength(1, 'Enter the start date'),
        isoDate,
        v.check((day) => day >= todayInSydney(), TRIP_START_PAST_MESSAGE),
        v.check((day) => daysBetween(todayInSydney(), day) <= RETURN_TRIP_LIMITS.maxDaysAhead, TRIP_START_FAR_MESSAGE),
      ),
      { abortPipeEarly: true },
    ),
    endDate: v.config(v.pipe(v.string('Enter the end date'), v.minLength(1, 'Enter the end date'), isoDate), { abortPipeEarly: true }),
    freeSpaces: v.pipe(
      v.number(TRIP_SPACES_MESSAGE),
      v.integer(TRIP_SPACES_MESSAGE),
      v.minValue(RETURN_TRIP_LIMITS.minSpaces, TRIP_SPACES_MESSAGE),
      v.maxValue(RETURN_TRIP_LIMITS.maxSpaces, TRIP_SPACES_MESSAGE),
    ),
  }),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], ({ startDate, endDate }) => !isDay(startDate) || !isDay(endDate) || endDate >= startDate, TRIP_END_BEFORE_START_MESSAGE),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], ({ startDate, endDate }) => !isDay(startDate) || !isDay(endDate) || daysBetween(startDate, endDate) < RETURN_TRIP_LIMITS.maxDays, TRIP_TOO_LONG_MESSAGE),
    ['endDate'],
  ),
);
export type ReturnTripInput = v.InferInput<typeof returnTripSchema>;

/** One trip as GET /api/return-trips answers it. */
export interface ReturnTrip {
  id: number;
  fromLocation: string;
  toLocation: string;
  /** The locality names the alerts use: 'Fits your trip to Brisbane on 12 Dec'. */
  fromPlace: string;
  toPlace: string;
  startDate: string;
  endDate: string;
  freeSpaces: number;
  /** Available leads that fit the trip now (for a team member: null, they do not see leads for sale). */
  fittingLeads: number | null;
}

/** GET /api/return-trips: the owner's upcoming trips (a team member sees their owner's), soonest first. */
export interface ReturnTripsResponse {
  trips: ReturnTrip[];
  /** Whether the caller may add and delete trips (the owner; a team member only sees them). */
  canEdit: boolean;
  maxTrips: number;
}

/** A lead for sale that fits one of the caller's trips: the mark on the dashboard's list and map. */
export interface TripFit {
  leadId: number;
  tripId: number;
  /** 'Fits your trip to Brisbane on 12 Dec'. */
  label: string;
}

/** GET /api/return-trips/fits: the available leads that fit the provider's upcoming trips (each lead once). */
export interface TripFitsResponse {
  fits: TripFit[];
}

const SHORT_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '12 Dec' for 2026-12-12. */
export const shortDate = (day: string) => SHORT_DATE.format(new Date(`${day}T00:00:00Z`)).replace('.', '');

/** The words of a fitting lead's alert and mark: 'Fits your trip to Brisbane on 12 Dec'. */
export const tripFitLabel = (trip: Pick<ReturnTrip, 'toPlace' | 'startDate'>) => `Fits your trip to ${trip.toPlace} on ${shortDate(trip.startDate)}`;

/** The CRM page of a provider's return trips. */
export const TRIPS_PAGE_PATH = '/dashboard/trips';
