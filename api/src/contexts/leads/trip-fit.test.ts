import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@motohaul/contracts';
import { addDays, alongTheWay, leadDays, placesFit, tripFits, type LeadTrip, type TripRoute } from './trip-fit';

// Issue 47 item 4 (ADR 0083): when a lead fits a return trip. Points are localities' centres.

const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };
const BRISBANE = { latitude: -27.4698, longitude: 153.0251 };
const WOLLONGONG = { latitude: -34.4278, longitude: 150.8931 };
const NEWCASTLE = { latitude: -32.9283, longitude: 151.7817 };
const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const DANDENONG = { latitude: -37.9875, longitude: 145.2149 }; // about 30 km from Melbourne
const IPSWICH = { latitude: -27.6144, longitude: 152.7608 }; // about 30 km from Brisbane
const TOOWOOMBA = { latitude: -27.5598, longitude: 151.9507 }; // about 105 km from Brisbane
const WAGGA = { latitude: -35.1082, longitude: 147.3598 }; // 4 km off the straight way Melbourne to Brisbane
const DUBBO = { latitude: -32.2569, longitude: 148.6011 }; // 77 km off it
const ADELAIDE = { latitude: -34.9285, longitude: 138.6007 }; // behind Melbourne

const ROUTE = { from: MELBOURNE, to: BRISBANE };

describe('placesFit: near the start or along the way, and near the end', () => {
  it('measures great-circle kilometres', () => {
    expect(greatCircleKm(MELBOURNE, BRISBANE)).toBeCloseTo(1374, 0);
    expect(greatCircleKm(SYDNEY, SYDNEY)).toBe(0);
  });

  it('when the pickup is near the start and the drop-off near the end, then it fits', () => {
    expect(placesFit(ROUTE, DANDENONG, IPSWICH)).toBe(true);
    expect(placesFit(ROUTE, MELBOURNE, BRISBANE)).toBe(true);
  });

  it('when the drop-off is more than 50 km from the end, then it does not fit', () => {
    expect(placesFit(ROUTE, MELBOURNE, TOOWOOMBA)).toBe(false);
  });

  it('when the pickup lies within 30 km of the way, past the start, then it fits; Dubbo and Sydney, farther off the straight way, do not', () => {
    const wagga = alongTheWay(MELBOURNE, BRISBANE, WAGGA);
    expect(wagga.acrossKm).toBeLessThan(30);
    expect(wagga.alongKm).toBeCloseTo(369, 0);
    expect(placesFit(ROUTE, WAGGA, BRISBANE)).toBe(true);
    expect(placesFit(ROUTE, DUBBO, BRISBANE)).toBe(false);
    expect(alongTheWay(MELBOURNE, BRISBANE, SYDNEY).acrossKm).toBeGreaterThan(200);
    expect(placesFit(ROUTE, SYDNEY, BRISBANE)).toBe(false);
  });

  it('when the pickup is behind the start (more than 50 km), then it does not fit even on the line', () => {
    expect(alongTheWay(MELBOURNE, BRISBANE, ADELAIDE).alongKm).toBeLessThan(0);
    expect(placesFit(ROUTE, ADELAIDE, BRISBANE)).toBe(false);
  });

  it('when the pickup is along the way but past the drop-off, then it does not fit (the bike would go backwards)', () => {
    // Wollongong to Newcastle: Parramatta is 69 km from the start and 21 km off the way.
    const route = { from: WOLLONGONG, to: NEWCASTLE };
    expect(placesFit(route, PARRAMATTA, NEWCASTLE)).toBe(true);
    const nearEndBehindPickup = { latitude: -33.3, longitude: 151.4 }; // between Parramatta and Newcastle
    expect(placesFit(route, nearEndBehindPickup, { latitude: -33.1, longitude: 151.55 })).toBe(true);
    // The reverse: picked up nearer the end than the drop-off (the drop-off within 50 km of the end, behind it).
    expect(placesFit(route, { latitude: -32.95, longitude: 151.75 }, { latitude: -33.3, longitude: 151.4 })).toBe(false);
  });
});

const lead = (overrides: Partial<LeadTrip> = {}): LeadTrip => ({
  pickup: MELBOURNE,
  dropoff: BRISBANE,
  preferredPickupDate: null,
  preferredDropoffDate: null,
  isFlexibleDates: false,
  timeframe: 'this_week',
  // 10 am on 1 June 2026 in Sydney.
  createdAt: new Date('2026-06-01T00:00:00Z'),
  ...overrides,
});
const trip = (startDate: string, endDate = startDate): TripRoute => ({ ...ROUTE, startDate, endDate });

describe('leadDays and tripFits: the dates overlap', () => {
  it('adds days across months', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('when the rider named dates, then they are the days, widened by 3 each side when flexible', () => {
    expect(leadDays(lead({ preferredPickupDate: '2026-06-10', preferredDropoffDate: '2026-06-12' }))).toEqual({ from: '2026-06-10', to: '2026-06-12' });
    expect(leadDays(lead({ preferredPickupDate: '2026-06-10', isFlexibleDates: true }))).toEqual({ from: '2026-06-07', to: '2026-06-13' });
  });

  it('when the rider named no dates, then their timeframe from the Sydney day they asked: asap 3 days, this week 7, this month 31', () => {
    const late = new Date('2026-06-01T15:00:00Z'); // 1 am on 2 June in Sydney
    expect(leadDays(lead({ timeframe: 'asap', createdAt: late }))).toEqual({ from: '2026-06-02', to: '2026-06-05' });
    expect(leadDays(lead({ timeframe: 'this_week' }))).toEqual({ from: '2026-06-01', to: '2026-06-08' });
    expect(leadDays(lead({ timeframe: 'this_month', isFlexibleDates: true }))).toEqual({ from: '2026-06-01', to: '2026-07-05' });
  });

  it('when the trip overlaps the days, then it fits; a day before or after, it does not', () => {
    const named = lead({ preferredPickupDate: '2026-06-10', preferredDropoffDate: '2026-06-12' });
    expect(tripFits(trip('2026-06-12', '2026-06-14'), named)).toBe(true);
    expect(tripFits(trip('2026-06-05', '2026-06-10'), named)).toBe(true);
    expect(tripFits(trip('2026-06-13', '2026-06-14'), named)).toBe(false);
    expect(tripFits(trip('2026-06-01', '2026-06-09'), named)).toBe(false);
    expect(tripFits(trip('2026-06-13'), { ...named, isFlexibleDates: true })).toBe(true);
  });

  it('when the lead is not placed, then nothing fits it', () => {
    expect(tripFits(trip('2026-06-02'), lead({ pickup: null }))).toBe(false);
    expect(tripFits(trip('2026-06-02'), lead({ dropoff: null }))).toBe(false);
    expect(tripFits(trip('2026-06-02'), lead())).toBe(true);
  });
});
