import { describe, expect, it } from 'vitest';
import { NSW_SUBURBS } from '@motohaul/design-system';
import { SERVICE_LOCATIONS } from './suburb-coordinates';

describe('SERVICE_LOCATIONS', () => {
  it('when the built-in suburbs are listed, then every one has coordinates in New South Wales', () => {
    expect(SERVICE_LOCATIONS).toHaveLength(NSW_SUBURBS.length);
    for (const location of SERVICE_LOCATIONS) {
      expect(location.latitude).toBeGreaterThan(-37.6);
      expect(location.latitude).toBeLessThan(-28.1);
      expect(location.longitude).toBeGreaterThan(140.9);
      expect(location.longitude).toBeLessThan(153.7);
    }
    expect(SERVICE_LOCATIONS[0]).toEqual({ label: 'Sydney NSW 2000', latitude: -33.8688, longitude: 151.2093 });
  });
});
