import { describe, expect, it, vi } from 'vitest';
import { attachPlaces } from './places-loader';

function fakePlaces(place: Record<string, unknown>) {
  const made: { options: unknown; fire: () => void }[] = [];
  class Autocomplete {
    constructor(_input: HTMLInputElement, readonly options: unknown) {}
    addListener(_event: string, handler: () => void) {
      made.push({ options: this.options, fire: handler });
      return { remove: () => undefined };
    }
    getPlace() {
      return place;
    }
  }
  return { places: { Autocomplete }, made };
}

const geometry = { location: { lat: () => -38.15, lng: () => 144.36 } };

describe('attachPlaces', () => {
  it('when coordinates are asked for, then geometry is requested and handed over with the address', () => {
    const { places, made } = fakePlaces({ formatted_address: 'Geelong VIC 3220, Australia', geometry });
    const onPlace = vi.fn();
    attachPlaces(places, document.createElement('input'), onPlace, { withCoordinates: true });
    expect(made[0]?.options).toMatchObject({ componentRestrictions: { country: 'au' }, fields: ['formatted_address', 'name', 'geometry'] });
    made[0]?.fire();
    expect(onPlace).toHaveBeenCalledWith('Geelong VIC 3220, Australia', { address: 'Geelong VIC 3220, Australia', latitude: -38.15, longitude: 144.36 });
  });

  it('when coordinates are not asked for, then only the address is handed over', () => {
    const { places, made } = fakePlaces({ formatted_address: 'Geelong VIC 3220, Australia', geometry });
    const onPlace = vi.fn();
    attachPlaces(places, document.createElement('input'), onPlace);
    made[0]?.fire();
    expect(onPlace).toHaveBeenCalledWith('Geelong VIC 3220, Australia', { address: 'Geelong VIC 3220, Australia' });
  });

  it('when the place has no geometry, then no coordinates are handed over', () => {
    const { places, made } = fakePlaces({ name: 'Somewhere typed' });
    const onPlace = vi.fn();
    attachPlaces(places, document.createElement('input'), onPlace, { withCoordinates: true });
    made[0]?.fire();
    expect(onPlace).toHaveBeenCalledWith('Somewhere typed', { address: 'Somewhere typed' });
  });
});
