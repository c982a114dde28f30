import { describe, expect, it } from 'vitest';
import { estimateDriveTime, estimateDriveTimeFromKm, postcodeOf } from './drive-time';

describe('estimateDriveTime', () => {
  it.each([
    ['Parramatta NSW 2150', 'Parramatta NSW 2150', '30-60 mins'],
    ['Sydney NSW 2000', 'Sydney NSW 2010', '30-60 mins'],
    ['Sydney NSW 2000', 'Sydney NSW 2011', '1-2 hours'],
    ['Sydney NSW 2000', 'Bondi NSW 2050', '1-2 hours'],
    ['Sydney NSW 2000', 'Ryde NSW 2100', '2-4 hours'],
    ['Sydney NSW 2000', 'Ryde NSW 2101', '4+ hours'],
    ['Penrith NSW 2750', 'Brisbane QLD 4000', '4+ hours'],
  ])('when going from %s to %s, then it estimates %s', (pickup, dropoff, expected) => {
    expect(estimateDriveTime(pickup, dropoff)).toBe(expected);
  });

  it('when either place has no postcode, then there is no estimate', () => {
    expect(estimateDriveTime('Sydney', 'Bondi NSW 2026')).toBeNull();
    expect(estimateDriveTime('Sydney NSW 2000', null)).toBeNull();
  });

  it('when an address holds a street number, then the last 4-digit number is the postcode', () => {
    expect(postcodeOf('1200 Main Street, Sydney NSW 2000')).toBe(2000);
    expect(postcodeOf('12 Main St, Bondi')).toBeNull();
  });
});

describe('estimateDriveTimeFromKm (ADR 0012: great-circle km × 1.3 at 80 km/h + 10 min)', () => {
  it.each([
    // Fremantle to Joondalup: about 35 km apart, not '4+ hours' as the postcodes (6160, 6027) said.
    [35, 'about 45 min'],
    // Bondi to Manly: about 10 km apart, not '2-4 hours' (2026, 2095).
    [10, 'about 20 min'],
    [0, 'about 10 min'],
    [62, 'about 1 h 10 min'],
    // Sydney to Melbourne: about 714 km apart.
    [714, 'about 11 h 45 min'],
  ])('when the localities are %s km apart, then it estimates %s', (km, expected) => {
    expect(estimateDriveTimeFromKm(km)).toBe(expected);
  });

  it('when the distance is unknown, then there is no distance estimate (the postcode rule applies)', () => {
    expect(estimateDriveTimeFromKm(null)).toBeNull();
    expect(estimateDriveTimeFromKm(undefined)).toBeNull();
  });
});
