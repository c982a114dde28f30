import { describe, expect, it } from 'vitest';
import { suburbFromLocation } from './suburb-from-location';

describe('suburbFromLocation', () => {
  it.each([
    ['Parramatta NSW 2150', 'Parramatta'],
    ['Brisbane City QLD 4000', 'Brisbane City'],
    ['12 George St, Fitzroy VIC 3065, Australia', 'Fitzroy'],
    ['Wagga Wagga nsw', 'Wagga Wagga'],
    ['Newcastle', 'Newcastle'],
    ['Hobart, TAS 7000', 'Hobart'],
  ])('when the location is %j, then the suburb is %j', (location, suburb) => {
    expect(suburbFromLocation(location)).toBe(suburb);
  });

  it('when the location is empty or only a postcode, then there is no suburb', () => {
    expect(suburbFromLocation(null)).toBeNull();
    expect(suburbFromLocation('')).toBeNull();
    expect(suburbFromLocation('2150')).toBeNull();
  });
});
