import { describe, expect, it } from 'vitest';
import { NSW_SUBURBS, findSuburb, suggestAddresses } from './built-in-suggestions';

describe('suggestAddresses (built-in mode)', () => {
  it('has 18 built-in NSW suburbs', () => {
    expect(NSW_SUBURBS).toHaveLength(18);
    expect(new Set(NSW_SUBURBS.map((s) => s.name)).size).toBe(18);
  });

  it('suggests nothing for 2 characters or fewer', () => {
    expect(suggestAddresses('')).toEqual([]);
    expect(suggestAddresses(' Pa ')).toEqual([]);
  });

  it('matches suburbs by name or postcode, case-insensitively', () => {
    expect(suggestAddresses('parra')).toEqual(['Parramatta NSW 2150']);
    expect(suggestAddresses('NSW 2500')).toEqual(['Wollongong NSW 2500']);
  });

  it('gives numbered Main Street and George Street addresses in the first 5 suburbs, at most 6', () => {
    expect(suggestAddresses('42 something')).toEqual([
      '42 Main Street, Sydney NSW 2000',
      '42 George Street, Sydney NSW 2000',
      '42 Main Street, Parramatta NSW 2150',
      '42 George Street, Parramatta NSW 2150',
      '42 Main Street, Chatswood NSW 2067',
      '42 George Street, Chatswood NSW 2067',
    ]);
  });

  it("falls back to '{text} Street' variants when no suburb matches", () => {
    const suggestions = suggestAddresses('Wattle');
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]).toBe('Wattle Street, Sydney NSW 2000');
    expect(suggestions.every((s) => s.startsWith('Wattle Street, '))).toBe(true);
  });

  it('never returns more than 6', () => {
    expect(suggestAddresses('NSW').length).toBe(6);
  });

  it('finds a suburb by exact name', () => {
    expect(findSuburb(' parramatta ')?.postcode).toBe('2150');
    expect(findSuburb('Parra')).toBeUndefined();
  });
});
