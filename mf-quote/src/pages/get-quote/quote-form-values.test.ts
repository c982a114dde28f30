import { describe, expect, it } from 'vitest';
import { EMPTY_QUOTE, locationFromQuery, quoteInputOf } from './quote-form-values';

const query = (text: string) => new URLSearchParams(text);

describe('locationFromQuery', () => {
  it('prefers pickupLocation, then location', () => {
    expect(locationFromQuery(query('pickupLocation=Bondi%20NSW&location=Manly'))).toBe('Bondi NSW');
    expect(locationFromQuery(query('location=Manly'))).toBe('Manly');
  });

  it('joins a suburb and postcode as given, in any state (no built-in suburb list)', () => {
    expect(locationFromQuery(query('suburb=Joondalup&postcode=6027'))).toBe('Joondalup 6027');
    expect(locationFromQuery(query('suburb=Fitzroy&postcode=3065'))).toBe('Fitzroy 3065');
    expect(locationFromQuery(query('postcode=4000'))).toBe('4000');
  });

  it('gives an empty text without parameters', () => {
    expect(locationFromQuery(query(''))).toBe('');
    expect(locationFromQuery(query('pickupLocation=%20%20'))).toBe('');
  });
});

describe('quoteInputOf', () => {
  const dated = { ...EMPTY_QUOTE, preferredPickupDate: '2020-01-02', preferredDropoffDate: '2020-01-01' };

  it('when the dates are flexible, then hidden dates are neither validated nor sent', () => {
    expect(quoteInputOf({ ...dated, isFlexibleDates: true })).toMatchObject({ preferredPickupDate: '', preferredDropoffDate: '' });
  });

  it('when the rider has specific dates, then they are kept', () => {
    expect(quoteInputOf({ ...dated, isFlexibleDates: false })).toMatchObject({ preferredPickupDate: '2020-01-02', preferredDropoffDate: '2020-01-01' });
  });
});
