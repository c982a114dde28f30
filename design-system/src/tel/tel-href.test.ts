import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
    expect(telHref('+61 (2) 9876-5432')).toBe('tel:+61298765432');
  });
});
