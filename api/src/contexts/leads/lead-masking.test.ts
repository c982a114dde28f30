import { describe, expect, it } from 'vitest';
import { firstName, maskLocation } from './lead-masking';

describe('firstName', () => {
  it('when a name has several words, then only the first is kept', () => {
    expect(firstName('  Liam  Van Nguyen ')).toBe('Liam');
  });
});

describe('maskLocation', () => {
  it.each([
    ['Parramatta NSW 2150', 'Parramatta NSW 2150'],
    ['12 George Street, Parramatta NSW 2150', 'Parramatta NSW 2150'],
    ['12 George Street, Parramatta NSW 2150, Australia', 'Parramatta NSW 2150'],
    ['Unit 4, 7 Smith St, Surry Hills NSW 2010', 'Surry Hills NSW 2010'],
    ['12 George Street Parramatta NSW 2150', 'Parramatta NSW 2150'],
    ['Parramatta, NSW 2150', 'Parramatta NSW 2150'],
    ['St Kilda vic 3182', 'St Kilda VIC 3182'],
    ['Alice Springs NT', 'Alice Springs NT'],
    // Issue 27: words after the postcode, or parts after the one naming the state, are not the place.
    ['Broome WA 6725 call [contact details shown after purchase]', 'Broome WA 6725'],
    ['Cairns QLD 4870, ph [contact details shown after purchase]', 'Cairns QLD 4870'],
    ['12 George Street, Parramatta NSW 2150, near the station', 'Parramatta NSW 2150'],
    // A locality whose name ends in a street-type word is the place, not a street.
    ['Raymond Terrace NSW 2324', 'Raymond Terrace NSW 2324'],
    ['Kelvin Grove QLD 4059', 'Kelvin Grove QLD 4059'],
    ['5 Smith St, Raymond Terrace NSW 2324', 'Raymond Terrace NSW 2324'],
    ['5 Smith St Raymond Terrace NSW 2324', 'Raymond Terrace NSW 2324'],
    ['George Street Parramatta NSW 2150', 'Parramatta NSW 2150'],
    ['12 Queen St St Marys NSW 2760', 'St Marys NSW 2760'],
    ['12 George Street NSW 2150', 'NSW 2150'],
  ])('when the location is %j, then it becomes %j', (stored, masked) => {
    expect(maskLocation(stored)).toBe(masked);
  });

  it('when no state can be parsed, then only the last parts without a street number stay', () => {
    expect(maskLocation('12 George Street, Parramatta')).toBe('Parramatta');
    expect(maskLocation('Flat 2, 9 High Rd, Newtown, Sydney')).toBe('Newtown, Sydney');
    expect(maskLocation('Newcastle 2300')).toBe('Newcastle 2300');
    expect(maskLocation('Newtown, act now')).toBe('Newtown, act now');
  });

  it('when only a street address is stored, then nothing is shown', () => {
    expect(maskLocation('12 George Street')).toBeNull();
    expect(maskLocation('')).toBeNull();
    expect(maskLocation(null)).toBeNull();
  });
});
