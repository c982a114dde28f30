import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('leaves out undefined and empty values, and is empty when nothing is left', () => {
    expect(queryString({ tab: 'called', from: '', to: undefined, page: 2 })).toBe('?tab=called&page=2');
    expect(queryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
    expect(queryString({ from: '', to: undefined })).toBe('');
  });
});
