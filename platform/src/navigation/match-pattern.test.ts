import { describe, expect, it } from 'vitest';
import { matchPattern } from './match-pattern';

describe('matchPattern', () => {
  it('matches exact paths ignoring case and a trailing slash', () => {
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/get-quote', '/Get-Quote/')).toEqual({});
    expect(matchPattern('/get-quote', '/get-quote/x')).toBeNull();
  });

  it('reads :param segments, decoded', () => {
    expect(matchPattern('/dashboard/leads/:jobRef', '/dashboard/leads/MT-250123')).toEqual({ jobRef: 'MT-250123' });
    expect(matchPattern('/admin/:tab', '/admin/discount%2Dcodes')).toEqual({ tab: 'discount-codes' });
    expect(matchPattern('/admin/:tab', '/admin')).toBeNull();
  });
});
