import { describe, expect, it } from 'vitest';
import { LOCALITY_SEARCH, type LocalitySuggestion } from '@motohaul/contracts';
import { addressSuggestions, searchable, splitAddress } from './built-in-suggestions';

const locality = (id: number, label: string): LocalitySuggestion => ({
  id,
  label,
  locality: label.split(' ')[0]!,
  state: 'WA',
  postcode: '6027',
  latitude: -31.76,
  longitude: 115.75,
});

describe('built-in address suggestions', () => {
  it('when text has a comma, then the part after the last comma is searched and the rest kept as the street', () => {
    expect(splitAddress('12 Smith St, Joond')).toEqual({ street: '12 Smith St', search: 'Joond' });
    expect(splitAddress('Unit 4, 12 Smith St,  Joond ')).toEqual({ street: 'Unit 4, 12 Smith St', search: 'Joond' });
    expect(splitAddress(' 2150 ')).toEqual({ street: '', search: '2150' });
    // Without a comma a street is not told apart from a suburb: the whole text is searched (and finds nothing).
    expect(splitAddress('123 Smith St')).toEqual({ street: '', search: '123 Smith St' });
  });

  it('searches from 3 characters up to what the locality search takes, so an over-long word asks the API nothing', () => {
    expect(searchable('Jo')).toBe(false);
    expect(searchable('Joo')).toBe(true);
    expect(searchable('J'.repeat(LOCALITY_SEARCH.maxChars))).toBe(true);
    expect(searchable('J'.repeat(LOCALITY_SEARCH.maxChars + 1))).toBe(false);
  });

  it('when localities are found, then at most 6 suggestions are made, each after the street', () => {
    const found = Array.from({ length: 8 }, (_, i) => locality(i, `Place${i} WA 6027`));
    const suggestions = addressSuggestions('12 Smith St', found);
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]).toEqual({ value: '12 Smith St, Place0 WA 6027', locality: found[0] });
    expect(addressSuggestions('', found.slice(0, 1)).map((s) => s.value)).toEqual(['Place0 WA 6027']);
  });
});
