import { describe, expect, it } from 'vitest';
import { stateOfPostcode } from './australian-states';

describe('stateOfPostcode', () => {
  it('when a postcode is given, then its state or territory is found by Australia Post ranges', () => {
    expect(stateOfPostcode('2150')).toBe('NSW');
    expect(stateOfPostcode('2600')).toBe('ACT');
    expect(stateOfPostcode('2913')).toBe('ACT');
    expect(stateOfPostcode('2620')).toBe('NSW');
    expect(stateOfPostcode('0800')).toBe('NT');
    expect(stateOfPostcode('3065')).toBe('VIC');
    expect(stateOfPostcode('4870')).toBe('QLD');
    expect(stateOfPostcode('5000')).toBe('SA');
    expect(stateOfPostcode('6725')).toBe('WA');
    expect(stateOfPostcode('7250')).toBe('TAS');
  });

  it('when the text is not a known postcode, then there is no state', () => {
    expect(stateOfPostcode('0100')).toBeNull();
    expect(stateOfPostcode('215')).toBeNull();
    expect(stateOfPostcode('abcd')).toBeNull();
  });
});
