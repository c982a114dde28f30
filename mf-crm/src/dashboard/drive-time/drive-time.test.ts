import { describe, expect, it } from 'vitest';
import { estimateDriveTime, postcodeOf } from './drive-time';

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
